// Launching third-party games and the transfer wallet (spec §4 Play game, §6, §8; DESIGN.md §5):
// the rules in their order, the move of the main wallet into the game wallet and back, both ledgers.
import { ErrorCode, liveRecallSchema } from '@jinli/contract';
import { LEDGER_CODE, TRIAL_ACCOUNT_REFUSED } from '@jinli/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/testApp';
import { call, dataOf, expectError } from '../../../test/users';
import { gamePlayerBlock, ledger, liveLedger, liveTransfer, userAccount } from '../../db/schema';
import { LAUNCH_TEXT } from './launch';
import {
  balances,
  expectBalancedBooks,
  HILO,
  IN_MAINTENANCE,
  launch,
  MAINTENANCE_LATER,
  play,
  player,
  session,
  SLOT,
  TABLE,
} from './testKit';

const files = testAppPerFile({ games: { runSweeps: false } });
const app = () => files.t.app;
const db = () => files.t.database.db;

describe('GET /live/play', () => {
  it('moves the whole main wallet into the game wallet and answers a signed session URL', async () => {
    const p = await player(app(), db(), 250);
    const url = dataOf<string>(await launch(app(), p.token));
    expect(url).toMatch(/^\/sandbox-games\/play\?s=[A-Za-z0-9_-]{20,}$/);
    expect(await balances(app(), p.token)).toEqual({ money: 0, liveMoney: 250_000 });
    const main = await db().select().from(ledger).where(eq(ledger.userId, p.userId));
    const quotaOut = main.filter((r) => r.type === LEDGER_CODE.quotaOut);
    expect(quotaOut).toHaveLength(1);
    expect(quotaOut[0]!.amount).toBe(-250_000n);
    const live = await db().select().from(liveLedger).where(eq(liveLedger.userId, p.userId));
    expect(live.map((r) => [r.type, r.amount, r.refId])).toEqual([
      [LEDGER_CODE.quotaIn, 250_000n, quotaOut[0]!.refId],
    ]);
    const [transfer] = await db()
      .select()
      .from(liveTransfer)
      .where(eq(liveTransfer.userId, p.userId));
    expect(transfer).toMatchObject({ direction: 'in', status: 'done', amount: 250_000n });
    // The profile shows the sum.
    const profile = dataOf<{ extInfo: { money: number; liveMoney: number } }>(
      await call(app(), 'userInfo', { token: p.token }),
    );
    expect(profile.extInfo.money + profile.extInfo.liveMoney).toBe(250_000);
    // A second launch with an empty main wallet moves nothing and still opens the game.
    dataOf(await launch(app(), p.token));
    expect(await balances(app(), p.token)).toEqual({ money: 0, liveMoney: 250_000 });
    await expectBalancedBooks(db(), p.userId);
  });

  it('refuses visitors, trial accounts, unknown games and games in maintenance, moving nothing', async () => {
    expectError(await launch(app(), undefined), 401, ErrorCode.UNAUTHORIZED, '请先登录');
    const trial = dataOf<{ token: string }>(await call(app(), 'registerTrial'));
    const refused = await launch(app(), trial.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: ErrorCode.FORBIDDEN, msg: TRIAL_ACCOUNT_REFUSED });
    const p = await player(app(), db(), 10);
    expectError(
      await launch(app(), p.token, { liveCode: 'SANDBOX', gameType: 'sb-slot-nothing' }),
      400,
      ErrorCode.BAD_REQUEST,
      LAUNCH_TEXT.noGame,
    );
    expectError(
      await launch(app(), p.token, { liveCode: 'OTHER', gameType: SLOT.gameType }),
      400,
      ErrorCode.BAD_REQUEST,
      LAUNCH_TEXT.noGame,
    );
    expectError(
      await launch(app(), p.token, IN_MAINTENANCE),
      400,
      ErrorCode.LIVE_MAINTENANCE,
      LAUNCH_TEXT.maintenance,
    );
    expect(await balances(app(), p.token)).toEqual({ money: 10_000, liveMoney: 0 });
    // Maintenance later does not block now.
    dataOf(await launch(app(), p.token, MAINTENANCE_LATER));
  });

  it('answers a blocked player with the server code and message', async () => {
    const cases = [
      { liveCode: '', code: ErrorCode.USER_IN_BLACKLIST, msg: '您已被列入黑名单，请联系客服' },
      { liveCode: 'SANDBOX', code: ErrorCode.LIVE_BLACK_USER, msg: '您在该游戏平台的账号已被限制' },
      {
        liveCode: 'SANDBOX',
        code: ErrorCode.ACCOUNT_STATE_ERROR,
        msg: '游戏账号状态异常，请联系客服',
      },
    ];
    for (const c of cases) {
      const p = await player(app(), db(), 10);
      await db()
        .insert(gamePlayerBlock)
        .values({ userId: p.userId, liveCode: c.liveCode, code: c.code, msg: c.msg });
      expectError(await launch(app(), p.token), 400, c.code, c.msg);
      expect(await balances(app(), p.token)).toEqual({ money: 10_000, liveMoney: 0 });
    }
  });

  it('refuses a frozen account', async () => {
    const p = await player(app(), db(), 10);
    await db().update(userAccount).set({ enabled: false }).where(eq(userAccount.id, p.userId));
    const response = await launch(app(), p.token);
    expect(response.statusCode).toBe(400);
    expect([ErrorCode.TOKEN_INVALID, ErrorCode.ACCOUNT_STATE_ERROR]).toContain(
      response.json().code,
    );
  });

  it('refuses any launch while a card hand is open: KY/0 您正在牌局中，请稍后再试！', async () => {
    const p = await player(app(), db(), 100);
    const s = await session(app(), p.token, HILO);
    dataOf(await play(app(), s, 'hilo/start', { stake: 5_000 }));
    for (const game of [SLOT, HILO, TABLE])
      expectError(
        await launch(app(), p.token, game),
        400,
        ErrorCode.KY_IN_GAME,
        '您正在牌局中，请稍后再试！',
      );
    dataOf(await play(app(), s, 'hilo/cashout'));
    dataOf(await launch(app(), p.token, SLOT));
    await expectBalancedBooks(db(), p.userId);
  });

  it('refuses a flood of launches, also of 200 parallel ones: 操作频繁，请稍后试试', async () => {
    const p = await player(app(), db(), 100);
    const answers = await Promise.all(Array.from({ length: 200 }, () => launch(app(), p.token)));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.length).toBeLessThanOrEqual(10);
    for (const r of refused)
      expect(r.json()).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, msg: '操作频繁，请稍后试试' });
    expect(await balances(app(), p.token)).toEqual({ money: 0, liveMoney: 100_000 });
    await expectBalancedBooks(db(), p.userId);
  });

  it('refuses bad input with { code, msg }, never a 500', async () => {
    const p = await player(app(), db(), 0);
    for (const query of [
      {},
      { liveCode: 'SANDBOX' },
      { gameType: 'x' },
      { liveCode: 'SANDBOX', gameType: 'x'.repeat(100) },
      { liveCode: 'SANDBOX', gameType: SLOT.gameType, isMobile: '2' },
      { liveCode: 'SANDBOX', gameType: SLOT.gameType, gameKind: '-1' },
    ]) {
      const response = await call(app(), 'livePlay', { token: p.token, query: query as never });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().code).toBe(ErrorCode.BAD_REQUEST);
    }
  });
});

describe('the launch URL', () => {
  it('is absolute on config.json apiOrigin when the app is served from another origin', async () => {
    const { createTestApp } = await import('../../../test/testApp');
    const other = await createTestApp({
      games: { runSweeps: false },
      runtimeConfig: { apiOrigin: 'https://api.example.com/' },
    });
    try {
      const p = await player(other.app, other.database.db, 1);
      const url = dataOf<string>(await launch(other.app, p.token));
      expect(url).toMatch(/^https:\/\/api\.example\.com\/sandbox-games\/play\?s=/);
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/live/recall', () => {
  it('brings the game wallet back with a ledger row on each side, once of 200 parallel asks', async () => {
    const p = await player(app(), db(), 80);
    const s = await session(app(), p.token);
    dataOf(await play(app(), s, 'spin', { stake: 10_000 }));
    const before = await balances(app(), p.token);
    // 200 at once (a hostile double tap, or a script): the money moves back exactly once.
    const recalls = await Promise.all(
      Array.from({ length: 200 }, () => call(app(), 'liveRecall', { token: p.token })),
    );
    for (const r of recalls) expect(r.statusCode, r.body).not.toBe(500);
    const moved = recalls
      .filter((r) => r.statusCode === 200)
      .map((r) => liveRecallSchema.parse(dataOf(r)).amount);
    expect(moved.filter((amount) => amount > 0)).toHaveLength(1);
    expect(moved.reduce((a, b) => a + b, 0)).toBe(before.liveMoney);
    expect(await balances(app(), p.token)).toEqual({ money: before.liveMoney, liveMoney: 0 });
    const last = liveRecallSchema.parse(
      dataOf(await call(app(), 'liveRecall', { token: p.token })),
    );
    expect(last).toEqual({ money: before.liveMoney, liveMoney: 0, amount: 0 });
    const quotaIn = await db()
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, p.userId), eq(ledger.type, LEDGER_CODE.quotaIn)));
    expect(quotaIn.reduce((a, r) => a + r.amount, 0n)).toBe(BigInt(before.liveMoney));
    await expectBalancedBooks(db(), p.userId);
  });

  it('needs a login', async () => {
    expectError(await call(app(), 'liveRecall'), 401, ErrorCode.UNAUTHORIZED);
  });
});

describe('concurrency', () => {
  it('50 launches and recalls racing on one account keep both ledgers balanced', async () => {
    const { createTestApp } = await import('../../../test/testApp');
    const relaxed = await createTestApp({
      games: { runSweeps: false, launchLimits: [{ max: 1000, windowMs: 60_000 }] },
    });
    try {
      const p = await player(relaxed.app, relaxed.database.db, 500);
      const s = await session(relaxed.app, p.token);
      const work = Array.from({ length: 50 }, (_, i) =>
        i % 3 === 0
          ? launch(relaxed.app, p.token)
          : i % 3 === 1
            ? call(relaxed.app, 'liveRecall', { token: p.token })
            : play(relaxed.app, s, 'spin', { stake: 1_000 }),
      );
      const answers = await Promise.all(work);
      for (const r of answers) expect(r.statusCode, r.body).not.toBe(500);
      const books = await expectBalancedBooks(relaxed.database.db, p.userId);
      const pending = await relaxed.database.db
        .select()
        .from(liveTransfer)
        .where(and(eq(liveTransfer.userId, p.userId), eq(liveTransfer.status, 'pending')));
      expect(pending).toEqual([]);
      // Nothing was created or lost: the money is the deposit plus what the rounds paid minus stakes.
      const rounds = await relaxed.database.db
        .select()
        .from(liveLedger)
        .where(eq(liveLedger.userId, p.userId));
      const roundsNet = rounds
        .filter((r) => r.type !== LEDGER_CODE.quotaIn && r.type !== LEDGER_CODE.quotaOut)
        .reduce((a, r) => a + r.amount, 0n);
      expect(books.money + books.liveMoney).toBe(500_000n + roundsNet);
    } finally {
      await relaxed.close();
    }
  });
});
