// 内容 › 优惠活动: promotions (db/schema/content.ts) as the console edits them. The players read
// /promotion/list and /promotion/detail (cached, tagged 'content'): enabled ones running now, larger
// sort first. A promotion without a cover of its own gets one drawn from its name (contentDrawn.ts).
import { ErrorCode } from '@jinli/contract';
import {
  type ConsolePromotion,
  consoleOrderBody,
  consolePromotionCreate,
  consolePromotionQuery,
  consolePromotionUpdate,
  CONSOLE_CONTENT_PATHS as PATHS,
  CONSOLE_URL_TEXT,
} from '@jinli/contract/console';
import { and, asc, desc, eq, gt, gte, inArray, lt, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { promotion } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { ContentTable } from './contentCrud';
import { drawnUrl, imageAfter } from './contentDrawn';
import { allOf, pageOf, searchIn, sortCase } from './contentLists';

type Row = typeof promotion.$inferSelect;
type Query = z.infer<typeof consolePromotionQuery>;

const view = (row: Row): ConsolePromotion => ({
  id: row.id,
  classifyType: row.classifyType,
  classifyName: row.classifyName,
  name: row.name,
  coverUrl: row.coverUrl,
  imageUrl: row.imageUrl,
  templateType: row.templateType,
  color: row.color,
  startTime: row.startAt.getTime(),
  endTime: row.endAt.getTime(),
  domain: row.domain,
  content: row.content,
  sort: row.sort,
  enabled: row.enabled,
});

const ORDER = [desc(promotion.sort), asc(promotion.id)];

/** What a cover drawn from the row shows (content/pictures.ts: name and classification). */
const coverText = (row: Pick<Row, 'name' | 'classifyName' | 'color'>) =>
  `${row.name}|${row.classifyName}|${row.color}`;

/** A link promotion (templateType 3) opens `imageUrl` outside the app: it must be an http(s) URL. */
function checkLink(templateType: number, imageUrl: string): void {
  if (templateType === 3 && !/^https?:\/\//i.test(imageUrl))
    throw new AppError(ErrorCode.BAD_REQUEST, CONSOLE_URL_TEXT.externalLink);
}

function stateCondition(state: Query['state'], at: Date) {
  if (state === 'running') return and(lte(promotion.startAt, at), gte(promotion.endAt, at));
  if (state === 'upcoming') return gt(promotion.startAt, at);
  if (state === 'ended') return lt(promotion.endAt, at);
  return undefined;
}

/** The columns of a body (epoch ms as dates; the cover is set by the caller). */
function columnsOf(body: z.infer<typeof consolePromotionUpdate>) {
  const { startTime, endTime, coverUrl: _cover, ...rest } = body;
  return {
    ...rest,
    ...(startTime === undefined ? {} : { startAt: new Date(startTime) }),
    ...(endTime === undefined ? {} : { endAt: new Date(endTime) }),
  };
}

export const promotionTable: ContentTable<
  Row,
  ConsolePromotion,
  Query,
  z.infer<typeof consolePromotionCreate>,
  z.infer<typeof consolePromotionUpdate>,
  z.infer<typeof consoleOrderBody>
> = {
  action: 'content.promotion',
  paths: { list: PATHS.promotions, item: PATHS.promotion, order: PATHS.promotionOrder },
  tags: ['content'],
  schemas: {
    list: consolePromotionQuery,
    create: consolePromotionCreate,
    update: consolePromotionUpdate,
    order: consoleOrderBody,
  },
  async list(kit, companyId, query) {
    const where = allOf(
      eq(promotion.companyId, companyId),
      query.classifyType === undefined ? undefined : eq(promotion.classifyType, query.classifyType),
      query.enabled === undefined ? undefined : eq(promotion.enabled, query.enabled),
      stateCondition(query.state, new Date(kit.now())),
      searchIn(query.q, promotion.name, promotion.classifyName, promotion.content),
    );
    const { rows, total } = await pageOf<Row>(kit.db, promotion, where, ORDER, query);
    return { data: rows.map(view), totalCount: total };
  },
  async lock(tx, companyId, id) {
    const [row] = await tx
      .select()
      .from(promotion)
      .where(and(eq(promotion.id, id), eq(promotion.companyId, companyId)))
      .for('update');
    return row;
  },
  async insert(tx, companyId, body) {
    checkLink(body.templateType, body.imageUrl);
    const { startTime, endTime, coverUrl, ...rest } = body;
    const [row] = await tx
      .insert(promotion)
      .values({
        companyId,
        ...rest,
        startAt: new Date(startTime),
        endAt: new Date(endTime),
        coverUrl: coverUrl || 'pending',
      })
      .returning();
    if (coverUrl) return row!;
    // The drawn cover's URL names the row's id, known only now.
    const [drawn] = await tx
      .update(promotion)
      .set({ coverUrl: drawnUrl('promotion', row!.id, coverText(row!)) })
      .where(eq(promotion.id, row!.id))
      .returning();
    return drawn!;
  },
  async update(tx, row, body) {
    const start = body.startTime ?? row.startAt.getTime();
    const end = body.endTime ?? row.endAt.getTime();
    if (start > end) throw new AppError(ErrorCode.BAD_REQUEST, CONSOLE_URL_TEXT.dates);
    checkLink(body.templateType ?? row.templateType, body.imageUrl ?? row.imageUrl);
    const text = coverText({
      name: body.name ?? row.name,
      classifyName: body.classifyName ?? row.classifyName,
      color: body.color ?? row.color,
    });
    const [after] = await tx
      .update(promotion)
      .set({
        ...columnsOf(body),
        coverUrl: imageAfter('promotion', row.id, row.coverUrl, body.coverUrl, text),
      })
      .where(eq(promotion.id, row.id))
      .returning();
    return after!;
  },
  async remove(tx, row) {
    await tx.delete(promotion).where(eq(promotion.id, row.id));
  },
  async reorder(tx, companyId, { ids }) {
    const where = and(eq(promotion.companyId, companyId), inArray(promotion.id, ids));
    const found = await tx.select({ id: promotion.id }).from(promotion).where(where).for('update');
    if (found.length !== ids.length) return false;
    const rows = await tx
      .update(promotion)
      .set({ sort: sortCase(promotion.id, ids) })
      .where(where)
      .returning();
    return rows.sort((a, b) => b.sort - a.sort || a.id - b.id).map(view);
  },
  view,
};
