// 内容 › 轮播图: the carousel table (db/schema/company.ts) as the console edits it. The players' home
// carousel is company/get's homeCarousels (enabled slides, larger sort first): its cached answer is
// tagged 'site'.
import {
  type ConsoleBanner,
  consoleBannerCreate,
  consoleBannerQuery,
  consoleBannerUpdate,
  consoleOrderBody,
  CONSOLE_CONTENT_PATHS as PATHS,
} from '@jinli/contract/console';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { carousel } from '../../db/schema';
import type { ContentTable } from './contentCrud';
import { allOf, pageOf, searchIn, sortCase } from './contentLists';

type Row = typeof carousel.$inferSelect;

const view = (row: Row): ConsoleBanner => ({
  id: row.id,
  position: row.position,
  title: row.title,
  imageUrl: row.imageUrl,
  redirectUrl: row.redirectUrl,
  sort: row.sort,
  enabled: row.enabled,
  createTime: row.createdAt.getTime(),
  updateTime: row.updatedAt.getTime(),
});

/** As the players see them: larger sort first, then the oldest. */
const ORDER = [desc(carousel.sort), asc(carousel.id)];

export const bannerTable: ContentTable<
  Row,
  ConsoleBanner,
  z.infer<typeof consoleBannerQuery>,
  z.infer<typeof consoleBannerCreate>,
  z.infer<typeof consoleBannerUpdate>,
  z.infer<typeof consoleOrderBody>
> = {
  action: 'content.banner',
  paths: { list: PATHS.banners, item: PATHS.banner, order: PATHS.bannerOrder },
  tags: ['site'],
  schemas: {
    list: consoleBannerQuery,
    create: consoleBannerCreate,
    update: consoleBannerUpdate,
    order: consoleOrderBody,
  },
  async list(kit, companyId, query) {
    const where = allOf(
      eq(carousel.companyId, companyId),
      query.position === undefined ? undefined : eq(carousel.position, query.position),
      query.enabled === undefined ? undefined : eq(carousel.enabled, query.enabled),
      searchIn(query.q, carousel.title, carousel.redirectUrl),
    );
    const { rows, total } = await pageOf<Row>(kit.db, carousel, where, ORDER, query);
    return { data: rows.map(view), totalCount: total };
  },
  async lock(tx, companyId, id) {
    const [row] = await tx
      .select()
      .from(carousel)
      .where(and(eq(carousel.id, id), eq(carousel.companyId, companyId)))
      .for('update');
    return row;
  },
  async insert(tx, companyId, body) {
    const [row] = await tx
      .insert(carousel)
      .values({ companyId, ...body })
      .returning();
    return row!;
  },
  async update(tx, row, body) {
    const [after] = await tx
      .update(carousel)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(carousel.id, row.id))
      .returning();
    return after!;
  },
  async remove(tx, row) {
    await tx.delete(carousel).where(eq(carousel.id, row.id));
  },
  async reorder(tx, companyId, { ids }) {
    const where = and(eq(carousel.companyId, companyId), inArray(carousel.id, ids));
    const found = await tx.select({ id: carousel.id }).from(carousel).where(where).for('update');
    if (found.length !== ids.length) return false;
    const rows = await tx
      .update(carousel)
      .set({ sort: sortCase(carousel.id, ids), updatedAt: new Date() })
      .where(where)
      .returning();
    return rows.sort((a, b) => b.sort - a.sort || a.id - b.id).map(view);
  },
  view,
};
