// Test helpers of the game center: players with money, launches, the sandbox's API, and the
// ledger invariants of both wallets.
import { ErrorCode } from '@jinli/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { call, dataOf, registerUser } from '../../../test/users';
import { credit, userIdOf } from '../../../test/wallet';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { liveTransfer } from '../../db/schema';
import { GAME_SESSION_HEADER } from './sandbox/routes';
import { createSandboxProvider } from './sandbox/sandbox';

export const SLOT = { liveCode: 'SANDBOX', gameType: 'sb-slot-caishen' };
export const HILO = { liveCode: 'SANDBOX', gameType: 'sb-hilo-classic' };
export const TABLE = { liveCode: 'SANDBOX', gameType: 'sb-dragonTiger-a' };
export const FISH_GAME = { liveCode: 'SANDBOX', gameType: 'sb-fish-daren' };
export const SPORT = { liveCode: 'SANDBOX', gameType: 'sb-vsport-football' };
export const IN_MAINTENANCE = { liveCode: 'SANDBOX', gameType: 'sb-slot-wufu' };
export const MAINTENANCE_LATER = { liveCode: 'SANDBOX', gameType: 'sb-slot-jinji' };

export interface Player {
  token: string;
  account: string;
  userId: number;
}

/** An official player holding `yuan` in the main wallet. */
export async function player(app: FastifyInstance, db: Db, yuan = 0): Promise<Player> {
  const user = await registerUser(app);
  const userId = await userIdOf(db, user.account);
  if (yuan > 0) await credit(db, userId, BigInt(yuan * 1000));
  return { token: user.token, account: user.account, userId };
}

/** A dragon-tiger round in the tests' table clock, ms. */
export const TABLE_ROUND_MS = 20_000;

/**
 * A player holding `yuan` at the dragon-tiger table, seated through a provider on the same database
 * with a clock of its own, set 1 s into a round (its betting time); `advance` moves that clock.
 */
export async function atTable(app: FastifyInstance, db: Db, yuan: number) {
  const seated = await player(app, db, yuan);
  const s = await session(app, seated.token, TABLE);
  let clock = Math.floor(Date.now() / TABLE_ROUND_MS) * TABLE_ROUND_MS + 1_000;
  const sandbox = createSandboxProvider(db, { now: () => clock });
  return {
    player: seated,
    sandbox,
    mine: await sandbox.session(s),
    now: () => clock,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

export function launch(
  app: FastifyInstance,
  token: string | undefined,
  game: { liveCode: string; gameType: string } = SLOT,
): Promise<LightMyRequestResponse> {
  return call(app, 'livePlay', { ...(token ? { token } : {}), query: game });
}

/** Launches and answers the session token of the URL. */
export async function session(
  app: FastifyInstance,
  token: string,
  game: { liveCode: string; gameType: string } = SLOT,
): Promise<string> {
  const url = dataOf<string>(await launch(app, token, game));
  const s = /[?&]s=([^&]+)/.exec(url)?.[1];
  if (!s) throw new Error(`no session in ${url}`);
  return s;
}

/** Calls the sandbox's game API. */
export function play(
  app: FastifyInstance,
  s: string,
  action: string,
  body: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/sandbox-games/api/${action}`,
    headers: { [GAME_SESSION_HEADER]: s, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

export async function balances(app: FastifyInstance, token: string) {
  return dataOf<{ money: number; liveMoney: number }>(await call(app, 'moneyCheck', { token }));
}

/**
 * Both wallets equal their ledgers, the game wallet is never negative, and every finished
 * transfer has its two rows (one on each side); answers the balances.
 */
export async function expectBalancedBooks(db: Db, userId: number) {
  const [row] = await rowsOf<{
    balance: string;
    live_money: string;
    main_sum: string;
    live_sum: string;
    live_negative: number;
  }>(
    db,
    sql`select w.balance, w.live_money,
          (select coalesce(sum(amount), 0) from ledger where user_id = w.user_id) as main_sum,
          (select coalesce(sum(amount), 0) from live_ledger where user_id = w.user_id) as live_sum,
          (select count(*)::int from live_ledger where user_id = w.user_id and balance_after < 0)
            as live_negative
        from wallet w where w.user_id = ${userId}`,
  );
  expect(row).toBeDefined();
  expect(BigInt(row!.balance)).toBe(BigInt(row!.main_sum));
  expect(BigInt(row!.live_money)).toBe(BigInt(row!.live_sum));
  expect(BigInt(row!.live_money) >= 0n).toBe(true);
  expect(Number(row!.live_negative)).toBe(0);
  const transfers = await db.select().from(liveTransfer).where(eq(liveTransfer.userId, userId));
  for (const transfer of transfers) {
    const [sides] = await rowsOf<{ main: number; live: number }>(
      db,
      sql`select
            (select count(*)::int from ledger where ref_type = 'live_transfer'
               and ref_id = ${transfer.transferNo}) as main,
            (select count(*)::int from live_ledger where ref_id = ${transfer.transferNo}
               and type in (28, 29)) as live`,
    );
    const expected =
      transfer.status === 'done' ? [1, 1] : transfer.status === 'failed' ? [0, 0] : null;
    if (expected) expect([sides!.main, sides!.live], transfer.transferNo).toEqual(expected);
  }
  return { money: BigInt(row!.balance), liveMoney: BigInt(row!.live_money) };
}

export const CODES = ErrorCode;
