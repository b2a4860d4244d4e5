// Helpers of the betting tests: a player with money, the game's turn on sale made deterministic
// (drawn an hour from now), bets through the real endpoint, and a draw stored with chosen numbers
// the way the draw engine stores it.
import {
  type BetSaveResult,
  betSaveResultSchema,
  type PlayCategory,
  playCategorySchema,
} from '@jinli/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { beforeAll } from 'vitest';
import { testAppPerFile, type TestApp, type TestAppPerFile } from '../../../test/testApp';
import { call, dataOf, registerUser } from '../../../test/users';
import { credit, userIdOf } from '../../../test/wallet';
import type { Db } from '../../db/client';
import { lotteryDraw, lotteryGame } from '../../db/schema';
import { createMemoryPubSub } from '../../realtime/memoryPubSub';
import { zoneOf } from '../../time/zones';
import { createSettlement } from './settlement';
import { openTurns } from './turns';
import { cadenceOf } from '../lottery/engine';
import { scheduleOf } from '../lottery/schedule';

/** Fast Mark Six (every minute; also has the official model). */
export const FAST_GAME = 71;
export const YUAN = 1000;

export interface Player {
  token: string;
  account: string;
  userId: number;
}

/** A registered player holding `balance` thousandths. */
export async function player(t: TestApp, balance = 0): Promise<Player> {
  const user = await registerUser(t.app);
  const userId = await userIdOf(t.database.db, user.account);
  if (balance > 0) await credit(t.database.db, userId, BigInt(balance));
  return { token: user.token, account: user.account, userId };
}

/**
 * Moves the game's turn on sale to be drawn `seconds` from now; returns its turn number. A game
 * without draws first gets its latest due turn drawn (as the engine's first tick would), so that
 * the turn on sale follows the stored draws, not the minute the test happens to run in.
 */
export async function openTurnIn(db: Db, gameId: number, seconds = 3600): Promise<string> {
  const [anyDraw] = await db
    .select({ id: lotteryDraw.id })
    .from(lotteryDraw)
    .where(eq(lotteryDraw.gameId, gameId))
    .limit(1);
  if (!anyDraw) {
    const [row] = await db.select().from(lotteryGame).where(eq(lotteryGame.id, gameId));
    const slot = scheduleOf(cadenceOf(row!), zoneOf('Asia/Shanghai')).slotAtOrBefore(Date.now());
    await db.insert(lotteryDraw).values({
      gameId,
      turnNum: slot.turnNum,
      slotAt: new Date(slot.at),
      openAt: new Date(slot.at),
      numbers: [1, 2, 3, 4, 5, 6, 7],
      revealed: 7,
      streaming: false,
    });
  }
  await db
    .update(lotteryGame)
    .set({ nextDrawAt: new Date(Date.now() + seconds * 1000) })
    .where(eq(lotteryGame.id, gameId));
  const [game] = await db.select().from(lotteryGame).where(eq(lotteryGame.id, gameId));
  const [turn] = await openTurns(db, game!, zoneOf('Asia/Shanghai'), Date.now(), 1);
  return turn!.turnNum;
}

/** Stores the draw of `turnNum` with `numbers` (finished, as the engine leaves it) and clears the override. */
export async function storeDraw(
  db: Db,
  gameId: number,
  turnNum: string,
  numbers: number[],
): Promise<void> {
  const now = new Date();
  await db
    .insert(lotteryDraw)
    .values({ gameId, turnNum, slotAt: now, openAt: now, numbers, revealed: 7, streaming: false })
    .onConflictDoUpdate({ target: [lotteryDraw.gameId, lotteryDraw.turnNum], set: { numbers } });
  await db.update(lotteryGame).set({ nextDrawAt: null }).where(eq(lotteryGame.id, gameId));
}

/** The game's play categories with plays. */
export async function categories(
  app: FastifyInstance,
  gameId = FAST_GAME,
): Promise<PlayCategory[]> {
  return z
    .array(playCategorySchema)
    .parse(dataOf(await call(app, 'gamePlayCategories', { query: { gameId } })));
}

/** playId of a play code in a model. */
export async function playIdOf(
  app: FastifyInstance,
  code: string,
  model: 1 | 2 = 1,
  gameId = FAST_GAME,
): Promise<number> {
  const play = (await categories(app, gameId))
    .flatMap((c) => c.plays)
    .find((p) => p.code === code && p.model === model);
  if (!play) throw new Error(`no play ${code} in model ${model}`);
  return play.playId;
}

/** Places bets and expects success. */
export async function bet(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
): Promise<BetSaveResult> {
  return betSaveResultSchema.parse(dataOf(await call(app, 'betSave', { token, body })));
}

/** A test file's app (started before its tests, closed after them) and the ids of its plays. */
export interface BettingTestApp<Code extends string> extends TestAppPerFile {
  /** playId of each play code asked for (the fast game's official model). */
  readonly plays: Readonly<Record<Code, number>>;
}

/**
 * Registers the file's beforeAll/afterAll: starts a test app and looks up the ids of `playCodes`.
 * Call at the top level of a test file, before the file's own hooks.
 */
export function bettingTestApp<Code extends string>(
  playCodes: readonly Code[],
): BettingTestApp<Code> {
  const file = testAppPerFile();
  const plays = {} as Record<Code, number>;
  beforeAll(async () => {
    for (const code of playCodes) plays[code] = await playIdOf(file.t.app, code);
  });
  return {
    get t() {
      return file.t;
    },
    plays,
  };
}

/** Runs one settlement pass over every due bet (the settlement job's tick). */
export function settleDue(db: Db) {
  return createSettlement({ db, pubsub: createMemoryPubSub() }).settleDue();
}
