// Betting demo content, seeded idempotently: the plays every lottery game offers with their odds
// and stake limits (bet_play). Every game offers the credit model (1); the fast (interval) games
// also the official model (2), at odds 2% lower and from a smaller stake (0.1 yuan). An existing
// row keeps what an operator changed.
import { type OddsKey, PLAY_CODES, PLAYS, type PlayCode } from '@jinli/domain';
import { and, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { betPlay, lotteryGame, playCategory } from '../db/schema';

/** Credit-model odds (multipliers) per play and prize level. */
export const DEFAULT_ODDS: Record<PlayCode, Partial<Record<OddsKey, number>>> = {
  tema: { base: 47.5 },
  temaSides: { base: 1.98 },
  colour: { red: 2.8, blue: 2.9, green: 2.9 },
  specialZodiac: { base: 11.5, yearSign: 9.5 },
  oneZodiac: { base: 2, yearSign: 1.8 },
  regular: { base: 7.5 },
  tail: { base: 1.8, tail0: 2.1 },
  twoAll: { base: 65 },
  threeAll: { base: 650 },
  threeOfTwo: { hit3: 100, hit2: 20 },
};

/** Largest stake of one bet per play (yuan); the long shots take less. */
const MAX_STAKE_YUAN: Record<PlayCode, number> = {
  tema: 20_000,
  temaSides: 50_000,
  colour: 50_000,
  specialZodiac: 20_000,
  oneZodiac: 50_000,
  regular: 20_000,
  tail: 50_000,
  twoAll: 5_000,
  threeAll: 2_000,
  threeOfTwo: 2_000,
};

/** Official-model odds are this share of the credit odds. */
const OFFICIAL_ODDS_SHARE = 0.98;

function oddsMilli(code: PlayCode, model: 1 | 2): Record<string, number> {
  const share = model === 1 ? 1 : OFFICIAL_ODDS_SHARE;
  return Object.fromEntries(
    PLAYS[code].oddsKeys.map((key) => [
      key,
      Math.round((DEFAULT_ODDS[code][key] ?? 0) * share * 1000),
    ]),
  );
}

/** Inserts what is missing; returns the number of rows written. */
export async function seedBetting(tx: Tx, companyId: number): Promise<number> {
  void companyId; // plays and odds belong to the games, which every brand shares
  const games = await tx.select().from(lotteryGame);
  if (games.length === 0) return 0;
  const categoryNames = [...new Set(PLAY_CODES.map((code) => PLAYS[code].category))];
  const categories = await tx
    .select()
    .from(playCategory)
    .where(
      and(
        inArray(
          playCategory.gameId,
          games.map((g) => g.id),
        ),
        inArray(playCategory.name, categoryNames),
      ),
    );
  const categoryOf = new Map(categories.map((c) => [`${c.gameId}:${c.name}`, c.id]));
  const rows = games.flatMap((game) => {
    const models: (1 | 2)[] = game.intervalSeconds === null ? [1] : [1, 2];
    return models.flatMap((model) =>
      PLAY_CODES.flatMap((code, sort) => {
        const categoryId = categoryOf.get(`${game.id}:${PLAYS[code].category}`);
        if (categoryId === undefined) return [];
        return [
          {
            gameId: game.id,
            categoryId,
            code,
            model,
            odds: oddsMilli(code, model),
            minMoney: model === 1 ? 1_000n : 100n,
            maxMoney: BigInt(MAX_STAKE_YUAN[code]) * 1_000n,
            sort,
          },
        ];
      }),
    );
  });
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(betPlay)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: betPlay.id });
  return inserted.length;
}
