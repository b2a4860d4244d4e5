// The plays a game offers with their odds and stake limits, as GET /game/play-cate lists them under
// each play category (the lottery service lists them; bet records show their odds).
import type { PlayOdds } from '@jinli/contract';
import { isPlayCode, ODDS_KEY_NAMES, PLAYS, type OddsKey } from '@jinli/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { betPlay } from '../../db/schema';

export type BetPlayRow = typeof betPlay.$inferSelect;

/** Odds in thousandths → the multiplier on the wire (47500 → 47.5). */
export const oddsFromMilli = (milli: number): number => milli / 1000;

/** The wire form of a play row (its prize levels in the play's order). */
export function playOddsOf(row: BetPlayRow): PlayOdds {
  const play = isPlayCode(row.code) ? PLAYS[row.code] : undefined;
  const keys: readonly string[] = play?.oddsKeys ?? Object.keys(row.odds);
  return {
    playId: row.id,
    code: row.code,
    name: play?.name ?? row.code,
    model: row.model === 2 ? 2 : 1,
    odds: keys.map((key) => ({
      key,
      name: ODDS_KEY_NAMES[key as OddsKey] ?? key,
      odds: oddsFromMilli(row.odds[key] ?? 0),
    })),
    minMoney: Number(row.minMoney),
    maxMoney: Number(row.maxMoney),
  };
}

/** The enabled plays of a game by play category id, in display order. */
export async function playsByCategory(
  db: Db | Tx,
  gameId: number,
): Promise<Map<number, PlayOdds[]>> {
  const rows = await db
    .select()
    .from(betPlay)
    .where(and(eq(betPlay.gameId, gameId), eq(betPlay.enabled, true)))
    .orderBy(asc(betPlay.model), asc(betPlay.sort), asc(betPlay.id));
  const byCategory = new Map<number, PlayOdds[]>();
  for (const row of rows) {
    const list = byCategory.get(row.categoryId) ?? [];
    list.push(playOddsOf(row));
    byCategory.set(row.categoryId, list);
  }
  return byCategory;
}
