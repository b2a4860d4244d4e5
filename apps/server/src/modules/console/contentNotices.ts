// 内容 › 公告 and the marquee: the notice table (db/schema/company.ts) as the console edits it. A
// notice with rollNotice 1 also scrolls in the players' marquee. The players read notices through
// /api/notice/queryPage (cached, tagged 'site') and notice_list.json (built per request).
import {
  type ConsoleNotice,
  consoleNoticeCreate,
  consoleNoticeQuery,
  consoleNoticeUpdate,
  consoleOrderBody,
  CONSOLE_CONTENT_PATHS as PATHS,
} from '@jinli/contract/console';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { notice } from '../../db/schema';
import type { ContentTable } from './contentCrud';
import { allOf, pageOf, searchIn, sortCase } from './contentLists';

type Row = typeof notice.$inferSelect;

const view = (row: Row): ConsoleNotice => ({
  id: row.id,
  noticeType: row.noticeType,
  title: row.title,
  content: row.content,
  rollNotice: row.rollNotice,
  sort: row.sort,
  enabled: row.enabled,
  createTime: row.createdAt.getTime(),
  updateTime: row.updatedAt.getTime(),
});

/** As the players see them (notice/queries.ts): larger sort first, then the newest. */
const ORDER = [desc(notice.sort), desc(notice.createdAt), desc(notice.id)];

export const noticeTable: ContentTable<
  Row,
  ConsoleNotice,
  z.infer<typeof consoleNoticeQuery>,
  z.infer<typeof consoleNoticeCreate>,
  z.infer<typeof consoleNoticeUpdate>,
  z.infer<typeof consoleOrderBody>
> = {
  action: 'content.notice',
  paths: { list: PATHS.notices, item: PATHS.notice, order: PATHS.noticeOrder },
  tags: ['site'],
  schemas: {
    list: consoleNoticeQuery,
    create: consoleNoticeCreate,
    update: consoleNoticeUpdate,
    order: consoleOrderBody,
  },
  async list(kit, companyId, query) {
    const where = allOf(
      eq(notice.companyId, companyId),
      query.noticeType === undefined ? undefined : eq(notice.noticeType, Number(query.noticeType)),
      query.rollNotice === undefined ? undefined : eq(notice.rollNotice, query.rollNotice ? 1 : 0),
      query.enabled === undefined ? undefined : eq(notice.enabled, query.enabled),
      searchIn(query.q, notice.title, notice.content),
    );
    const { rows, total } = await pageOf<Row>(kit.db, notice, where, ORDER, query);
    return { data: rows.map(view), totalCount: total };
  },
  async lock(tx, companyId, id) {
    const [row] = await tx
      .select()
      .from(notice)
      .where(and(eq(notice.id, id), eq(notice.companyId, companyId)))
      .for('update');
    return row;
  },
  async insert(tx, companyId, body) {
    const [row] = await tx
      .insert(notice)
      .values({ companyId, ...body })
      .returning();
    return row!;
  },
  async update(tx, row, body) {
    const [after] = await tx
      .update(notice)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(notice.id, row.id))
      .returning();
    return after!;
  },
  async remove(tx, row) {
    await tx.delete(notice).where(eq(notice.id, row.id));
  },
  async reorder(tx, companyId, { ids }) {
    const where = and(eq(notice.companyId, companyId), inArray(notice.id, ids));
    const found = await tx.select({ id: notice.id }).from(notice).where(where).for('update');
    if (found.length !== ids.length) return false;
    const rows = await tx
      .update(notice)
      .set({ sort: sortCase(notice.id, ids), updatedAt: new Date() })
      .where(where)
      .returning();
    return rows.sort((a, b) => b.sort - a.sort || b.id - a.id).map(view);
  },
  view,
};
