// Templates in their wire form: what the builder (templateBuilder.ts) needs besides the rows is read
// here — the turns, the finished draws of the past ones, the likes — and each template is built
// from its own groups and items.
import type { Template } from '@jinli/contract';
import type { ContentViewer } from '@jinli/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryDraw, templateGroup, templateItem, templateLike } from '../../db/schema';
import type { DrawnTurn } from './predictions';
import { type BuildContext, buildTemplate, type TemplateRow } from './templateBuilder';
import type { TemplateServiceDeps } from './templateContext';
import type { TurnSlot } from './turns';

/**
 * The stored draws of `past` turns, finished ones only: a live draw still revealing its numbers
 * marks nothing yet.
 */
async function finishedDraws(
  db: Db,
  gameId: number,
  past: TurnSlot[],
): Promise<Map<string, DrawnTurn>> {
  const draws = new Map<string, DrawnTurn>();
  if (!past.length) return draws;
  const found = await db
    .select({
      turnNum: lotteryDraw.turnNum,
      numbers: lotteryDraw.numbers,
      openAt: lotteryDraw.openAt,
    })
    .from(lotteryDraw)
    .where(
      and(
        eq(lotteryDraw.gameId, gameId),
        inArray(
          lotteryDraw.turnNum,
          past.map((t) => t.turnNum),
        ),
        eq(lotteryDraw.revealed, 7),
        eq(lotteryDraw.streaming, false),
      ),
    );
  for (const d of found) draws.set(d.turnNum, { numbers: d.numbers, at: d.openAt.getTime() });
  return draws;
}

/** Likes per template, and which of them `userId` likes. */
async function likesOf(
  db: Db,
  ids: number[],
  userId: number | undefined,
): Promise<Pick<BuildContext, 'liked' | 'likeCounts'>> {
  const liked = new Set<number>();
  const likeCounts = new Map<number, number>();
  if (!ids.length) return { liked, likeCounts };
  const counts = await db
    .select({ templateId: templateLike.templateId, value: count() })
    .from(templateLike)
    .where(inArray(templateLike.templateId, ids))
    .groupBy(templateLike.templateId);
  for (const c of counts) likeCounts.set(c.templateId, c.value);
  if (userId !== undefined) {
    const mine = await db
      .select({ templateId: templateLike.templateId })
      .from(templateLike)
      .where(and(eq(templateLike.userId, userId), inArray(templateLike.templateId, ids)));
    for (const m of mine) liked.add(m.templateId);
  }
  return { liked, likeCounts };
}

/** The turns as deep as the deepest template looks back, their draws and the likes. */
async function contextOf(
  { db, lottery, turns, now }: TemplateServiceDeps,
  gameId: number,
  rows: TemplateRow[],
  viewer: ContentViewer,
  userId: number | undefined,
): Promise<BuildContext> {
  const game = await lottery.game(gameId);
  const depth = Math.max(0, ...rows.map((r) => r.turnCount)) + 1;
  const at = now();
  const { current, past } = await turns(game, depth, at);
  const draws = await finishedDraws(db, gameId, past);
  const { liked, likeCounts } = await likesOf(
    db,
    rows.map((r) => r.id),
    userId,
  );
  return { viewer, current, past, draws, liked, likeCounts, now: at };
}

/** `rows` (templates of one game) as `viewer` sees them; `subNames` names a document's template. */
export async function buildTemplates(
  deps: TemplateServiceDeps,
  gameId: number,
  rows: TemplateRow[],
  viewer: ContentViewer,
  userId: number | undefined,
  subNames: Map<number, string> = new Map(),
): Promise<Template[]> {
  if (!rows.length) return [];
  const { db } = deps;
  const ids = rows.map((r) => r.id);
  const [ctx, groups, items] = await Promise.all([
    contextOf(deps, gameId, rows, viewer, userId),
    db.select().from(templateGroup).where(inArray(templateGroup.templateId, ids)),
    db.select().from(templateItem).where(inArray(templateItem.templateId, ids)),
  ]);
  return rows.map((row) =>
    buildTemplate(
      row,
      groups.filter((g) => g.templateId === row.id),
      items.filter((i) => i.templateId === row.id),
      ctx,
      subNames.get(row.id),
    ),
  );
}
