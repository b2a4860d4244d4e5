// 内容 › 广告: the ads of slots AD01 … AD14 (ad_slot_item, db/schema/content.ts) as the console edits
// them. The players read them through /ad/list and the template ads (cached, tagged 'content'); an
// ad without a picture of its own gets one drawn from its title (contentDrawn.ts).
import {
  type ConsoleAd,
  consoleAdCreate,
  consoleAdOrderBody,
  consoleAdQuery,
  consoleAdUpdate,
  CONSOLE_CONTENT_PATHS as PATHS,
} from '@jinli/contract/console';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { adSlotItem } from '../../db/schema';
import type { ContentTable } from './contentCrud';
import { drawnUrl, imageAfter } from './contentDrawn';
import { allOf, pageOf, searchIn, sortCase } from './contentLists';

type Row = typeof adSlotItem.$inferSelect;

const view = (row: Row): ConsoleAd => ({
  id: row.id,
  slotCode: row.slotCode,
  title: row.title,
  imageUrl: row.imageUrl,
  redirectUrl: row.redirectUrl,
  sort: row.sort,
  enabled: row.enabled,
});

/** As the players see a slot: larger sort first, then the oldest. */
const ORDER = [asc(adSlotItem.slotCode), desc(adSlotItem.sort), asc(adSlotItem.id)];

export const adTable: ContentTable<
  Row,
  ConsoleAd,
  z.infer<typeof consoleAdQuery>,
  z.infer<typeof consoleAdCreate>,
  z.infer<typeof consoleAdUpdate>,
  z.infer<typeof consoleAdOrderBody>
> = {
  action: 'content.ad',
  paths: { list: PATHS.ads, item: PATHS.ad, order: PATHS.adOrder },
  tags: ['content'],
  schemas: {
    list: consoleAdQuery,
    create: consoleAdCreate,
    update: consoleAdUpdate,
    order: consoleAdOrderBody,
  },
  async list(kit, companyId, query) {
    const where = allOf(
      eq(adSlotItem.companyId, companyId),
      query.slotCode === undefined ? undefined : eq(adSlotItem.slotCode, query.slotCode),
      query.enabled === undefined ? undefined : eq(adSlotItem.enabled, query.enabled),
      searchIn(query.q, adSlotItem.title, adSlotItem.redirectUrl),
    );
    const { rows, total } = await pageOf<Row>(kit.db, adSlotItem, where, ORDER, query);
    return { data: rows.map(view), totalCount: total };
  },
  async lock(tx, companyId, id) {
    const [row] = await tx
      .select()
      .from(adSlotItem)
      .where(and(eq(adSlotItem.id, id), eq(adSlotItem.companyId, companyId)))
      .for('update');
    return row;
  },
  async insert(tx, companyId, body) {
    const [row] = await tx
      .insert(adSlotItem)
      .values({ companyId, ...body, imageUrl: body.imageUrl || 'pending' })
      .returning();
    if (body.imageUrl) return row!;
    // The drawn picture's URL names the row's id, known only now.
    const [drawn] = await tx
      .update(adSlotItem)
      .set({ imageUrl: drawnUrl('ad', row!.id, row!.title) })
      .where(eq(adSlotItem.id, row!.id))
      .returning();
    return drawn!;
  },
  async update(tx, row, body) {
    const title = body.title ?? row.title;
    const [after] = await tx
      .update(adSlotItem)
      .set({ ...body, imageUrl: imageAfter('ad', row.id, row.imageUrl, body.imageUrl, title) })
      .where(eq(adSlotItem.id, row.id))
      .returning();
    return after!;
  },
  async remove(tx, row) {
    await tx.delete(adSlotItem).where(eq(adSlotItem.id, row.id));
  },
  async reorder(tx, companyId, { ids, slotCode }) {
    const where = and(
      eq(adSlotItem.companyId, companyId),
      eq(adSlotItem.slotCode, slotCode),
      inArray(adSlotItem.id, ids),
    );
    const found = await tx
      .select({ id: adSlotItem.id })
      .from(adSlotItem)
      .where(where)
      .for('update');
    if (found.length !== ids.length) return false;
    const rows = await tx
      .update(adSlotItem)
      .set({ sort: sortCase(adSlotItem.id, ids) })
      .where(where)
      .returning();
    return rows.sort((a, b) => b.sort - a.sort || a.id - b.id).map(view);
  },
  view,
};
