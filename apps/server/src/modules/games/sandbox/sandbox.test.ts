// The sandbox provider's games as a player plays them: the page a launch URL opens (framable by
// the app only), its scripts, and rounds of every engine staking and paying real amounts from the
// game wallet, with the game wallet equal to its ledger after each.
import { createHash } from 'node:crypto';
import { ErrorCode } from '@jinli/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../../test/testApp';
import { call, dataOf, expectError, TEST_PASSWORD } from '../../../../test/users';
import { casinoBet, liveLedger, liveTableRound, sandboxSession } from '../../../db/schema';
import {
  atTable,
  balances,
  expectBalancedBooks,
  FISH_GAME,
  HILO,
  player,
  play,
  session,
  SPORT,
  TABLE,
  TABLE_ROUND_MS,
} from '../testKit';
import { SLOT_THREE, SLOT_TWO_CHERRIES } from './engines';
import { gamePageCsp } from './routes';
import { GAME_LEDGER, SANDBOX_TEXT, SESSION_IDLE_MS } from './context';
import { createSandboxProvider } from './sandbox';

const files = testAppPerFile({
  games: { runSweeps: false },
  corsOrigins: ['https://m.example.com'],
});
const app = () => files.t.app;
const db = () => files.t.database.db;

describe('the game page', () => {
  it('opens with the launch URL, framable by the app origins only, and serves its files', async () => {
    const p = await player(app(), db(), 10);
    const s = await session(app(), p.token);
    const page = await app().inject({ method: 'GET', url: `/sandbox-games/play?s=${s}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('财神到');
    expect(page.body).toContain('庄家优势 4.25%');
    // Its files by their content's hash, so a cached copy of another release's is never run; and
    // 旋转 disabled until the slot's script listens.
    const linked = [...page.body.matchAll(/(?:src|href)="assets\/([\w.]+)\?v=([0-9a-f]{12})"/g)];
    expect(linked.map(([, file]) => file)).toEqual(['game.css', 'common.js', 'slot.js']);
    for (const [, file, version] of linked) {
      const asset = await app().inject({
        method: 'GET',
        url: `/sandbox-games/assets/${file}?v=${version}`,
      });
      expect(asset.statusCode, file).toBe(200);
      expect(createHash('sha256').update(asset.body).digest('hex').slice(0, 12), file).toBe(
        version,
      );
    }
    expect(page.body).toMatch(/<button[^>]*id="spin"[^>]*disabled>/);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toBe(gamePageCsp(['https://m.example.com']));
    expect(page.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://m.example.com",
    );
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    // Every other answer stays unframeable.
    const api = await app().inject({ method: 'GET', url: '/app-api/game/group-type' });
    expect(api.headers['x-frame-options']).toBe('DENY');
    for (const file of [
      'game.css',
      'common.js',
      'slot.js',
      'fish.js',
      'hilo.js',
      'table.js',
      'sport.js',
    ]) {
      const asset = await app().inject({ method: 'GET', url: `/sandbox-games/assets/${file}` });
      expect(asset.statusCode, file).toBe(200);
    }
    const missing = await app().inject({ method: 'GET', url: '/sandbox-games/assets/../main.ts' });
    expect(missing.statusCode).toBe(404);
  });

  it('shows a Chinese page for a missing or forged session, and the API refuses it', async () => {
    for (const url of ['/sandbox-games/play', '/sandbox-games/play?s=forged']) {
      const page = await app().inject({ method: 'GET', url });
      expect(page.statusCode).toBe(401);
      expect(page.body).toContain(SANDBOX_TEXT.sessionExpired);
    }
    expectError(
      await play(app(), 'forged', 'spin', { stake: 1000 }),
      401,
      ErrorCode.UNAUTHORIZED,
      SANDBOX_TEXT.sessionExpired,
    );
  });

  it('opens every engine', async () => {
    const p = await player(app(), db(), 10);
    for (const [game, text] of [
      [FISH_GAME, '捕获概率'],
      [HILO, '猜下一张'],
      [TABLE, '押和1赔11'],
      [SPORT, '虚拟比赛'],
    ] as const) {
      const s = await session(app(), p.token, game);
      const page = await app().inject({ method: 'GET', url: `/sandbox-games/play?s=${s}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(text);
    }
  });
});

describe('sessions', () => {
  it('end after their idle time, and the sweep drops dead ones', async () => {
    const p = await player(app(), db(), 10);
    const s = await session(app(), p.token);
    dataOf(await play(app(), s, 'balance'));
    let clock = Date.now() + SESSION_IDLE_MS + 1_000;
    const later = createSandboxProvider(db(), { now: () => clock });
    await expect(later.session(s)).rejects.toThrow(SANDBOX_TEXT.sessionExpired);
    const before = await db()
      .select()
      .from(sandboxSession)
      .where(eq(sandboxSession.userId, p.userId));
    expect(before).toHaveLength(1);
    await later.sweep();
    clock += 1;
    const after = await db()
      .select()
      .from(sandboxSession)
      .where(eq(sandboxSession.userId, p.userId));
    expect(after).toEqual([]);
  });
});

describe('sessions end with the player’s (issue 30)', () => {
  const expectExpired = async (s: string, action: string) =>
    expectError(
      await play(app(), s, action),
      401,
      ErrorCode.UNAUTHORIZED,
      SANDBOX_TEXT.sessionExpired,
    );

  it('logout: balance and table/state answer as an expired session; another player’s go on', async () => {
    const p = await player(app(), db(), 10);
    const other = await player(app(), db(), 10);
    const slot = await session(app(), p.token);
    const table = await session(app(), p.token, TABLE);
    const others = await session(app(), other.token, TABLE);
    dataOf(await play(app(), slot, 'balance'));
    dataOf(await play(app(), table, 'table/state'));

    dataOf(await call(app(), 'logout', { token: p.token }));
    await expectExpired(slot, 'balance');
    await expectExpired(table, 'table/state');
    await expectExpired(table, 'balance');
    const page = await app().inject({ method: 'GET', url: `/sandbox-games/play?s=${table}` });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain(SANDBOX_TEXT.sessionExpired);
    expect(
      await db().select().from(sandboxSession).where(eq(sandboxSession.userId, p.userId)),
    ).toEqual([]);
    dataOf(await play(app(), others, 'table/state'));
    dataOf(await play(app(), others, 'balance'));
  });

  it('a password change and a revocation of every session end them too', async () => {
    const p = await player(app(), db(), 10);
    const before = await session(app(), p.token);
    dataOf(
      await call(app(), 'updatePassword', {
        token: p.token,
        body: {
          oldPassword: TEST_PASSWORD,
          newPassword: 'Changed1Pass',
          confirmPassword: 'Changed1Pass',
        },
      }),
    );
    await expectExpired(before, 'balance');
    // The device that changed it stays signed in and may open a game again.
    const again = await session(app(), p.token);
    dataOf(await play(app(), again, 'balance'));
    await app().sessions.forgetUser(p.userId);
    await expectExpired(again, 'balance');
  });
});

describe('rounds: slot spins and refused stakes', () => {
  it('slot: each spin stakes from the game wallet and pays what the reels say', async () => {
    const p = await player(app(), db(), 100);
    const s = await session(app(), p.token);
    let live = 100_000;
    for (let i = 0; i < 15; i++) {
      const spin = dataOf<{ reels: string[]; multiplier: number; payout: number; balance: number }>(
        await play(app(), s, 'spin', { stake: 2_000 }),
      );
      const [a, b, c] = spin.reels as [keyof typeof SLOT_THREE, string, string];
      const expected =
        a === b && b === c ? SLOT_THREE[a] : a === '桃' && b === '桃' ? SLOT_TWO_CHERRIES : 0;
      expect(spin.multiplier).toBe(expected);
      expect(spin.payout).toBe(2_000 * expected);
      live += spin.payout - 2_000;
      expect(spin.balance).toBe(live);
    }
    expect(await balances(app(), p.token)).toEqual({ money: 0, liveMoney: live });
    const bets = await db().select().from(casinoBet).where(eq(casinoBet.userId, p.userId));
    expect(bets).toHaveLength(15);
    expect(bets.every((b) => b.status === 'settled' && b.stake === 2_000n)).toBe(true);
    await expectBalancedBooks(db(), p.userId);
  });

  it('200 parallel spins on a wallet of 5 stakes: never below zero, every stake and payout booked once', async () => {
    const p = await player(app(), db(), 5);
    const s = await session(app(), p.token);
    const spins = await Promise.all(
      Array.from({ length: 200 }, () => play(app(), s, 'spin', { stake: 1_000 })),
    );
    for (const r of spins) expect(r.statusCode, r.body).not.toBe(500);
    const accepted = spins.filter((r) => r.statusCode === 200);
    const refused = spins.filter((r) => r.statusCode !== 200);
    expect(accepted.length).toBeGreaterThanOrEqual(5);
    for (const r of refused) expect(r.json().code).toBe(ErrorCode.BAD_REQUEST);
    const paid = accepted.reduce((sum, r) => sum + dataOf<{ payout: number }>(r).payout, 0);
    const { liveMoney } = await balances(app(), p.token);
    expect(liveMoney).toBeGreaterThanOrEqual(0);
    expect(liveMoney).toBe(5_000 - accepted.length * 1_000 + paid);
    const bets = await db().select().from(casinoBet).where(eq(casinoBet.userId, p.userId));
    expect(bets).toHaveLength(accepted.length);
    await expectBalancedBooks(db(), p.userId);
  });

  it('refuses stakes beyond the game wallet, odd stakes and other engines’ actions, moving nothing', async () => {
    const p = await player(app(), db(), 1);
    const s = await session(app(), p.token);
    expectError(
      await play(app(), s, 'spin', { stake: 2_000 }),
      400,
      ErrorCode.BAD_REQUEST,
      SANDBOX_TEXT.insufficient,
    );
    for (const stake of [0, -1000, 1_500, 1e12, '1000']) {
      const r = await play(app(), s, 'spin', { stake });
      expect(r.statusCode, String(stake)).toBe(400);
      expect(r.json().code).toBe(ErrorCode.BAD_REQUEST);
    }
    expectError(
      await play(app(), s, 'shoot', { stake: 1_000, fish: 'clown' }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectError(await play(app(), s, 'nothing'), 404, ErrorCode.NOT_FOUND);
    const garbage = await app().inject({
      method: 'POST',
      url: '/sandbox-games/api/spin',
      headers: { 'x-game-session': s, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(400);
    expect(await balances(app(), p.token)).toEqual({ money: 0, liveMoney: 1_000 });
    await expectBalancedBooks(db(), p.userId);
  });
});

describe('rounds: fish, virtual matches and higher or lower', () => {
  it('fish and virtual matches stake and pay', async () => {
    const p = await player(app(), db(), 100);
    const fish = await session(app(), p.token, FISH_GAME);
    for (let i = 0; i < 10; i++) {
      const shot = dataOf<{ hit: boolean; payout: number; multiplier: number }>(
        await play(app(), fish, 'shoot', { stake: 1_000, fish: 'clown' }),
      );
      expect(shot.payout).toBe(shot.hit ? 2_000 : 0);
    }
    expect((await play(app(), fish, 'shoot', { stake: 1_000, fish: 'whale' })).statusCode).toBe(
      400,
    );
    const sport = await session(app(), p.token, SPORT);
    const match = dataOf<{ outcome: string; score: number[]; payout: number; odds: number }>(
      await play(app(), sport, 'match', { stake: 10_000, pick: 'draw' }),
    );
    expect(match.payout).toBe(
      match.outcome === 'draw' ? Math.floor((10_000 * match.odds) / 1000) : 0,
    );
    expect(match.outcome === 'draw').toBe(match.score[0] === match.score[1]);
    await expectBalancedBooks(db(), p.userId);
  });

  it('higher or lower: one open hand per player, guesses grow the pot, cash-out pays it once', async () => {
    const p = await player(app(), db(), 100);
    const s = await session(app(), p.token, HILO);
    expect(dataOf<{ open: boolean }>(await play(app(), s, 'hilo/state')).open).toBe(false);
    expectError(
      await play(app(), s, 'hilo/cashout'),
      400,
      ErrorCode.BAD_REQUEST,
      SANDBOX_TEXT.noRound,
    );
    const starts = await Promise.all(
      [1, 2, 3].map(() => play(app(), s, 'hilo/start', { stake: 10_000 })),
    );
    expect(starts.filter((r) => r.statusCode === 200)).toHaveLength(1);
    let hand = dataOf<{
      open: boolean;
      pot: number;
      highWins: number;
      lowWins: number;
      potIfHigh: number;
      potIfLow: number;
    }>(starts.find((r) => r.statusCode === 200)!);
    expect(hand.pot).toBe(10_000);
    expect((await balances(app(), p.token)).liveMoney).toBe(90_000);
    // Guess the likelier side until a loss or three wins.
    for (let i = 0; i < 3 && hand.open; i++) {
      const guess = hand.highWins >= hand.lowWins ? 'high' : 'low';
      const expectedPot = guess === 'high' ? hand.potIfHigh : hand.potIfLow;
      const next = dataOf<typeof hand & { won: boolean }>(
        await play(app(), s, 'hilo/guess', { guess }),
      );
      if (next.won) expect(next.pot).toBe(expectedPot);
      hand = next;
    }
    const live = (await balances(app(), p.token)).liveMoney;
    if (hand.open) {
      const cash = await Promise.all([1, 2].map(() => play(app(), s, 'hilo/cashout')));
      expect(cash.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect((await balances(app(), p.token)).liveMoney).toBe(live + hand.pot);
    }
    const [bet] = await db().select().from(casinoBet).where(eq(casinoBet.userId, p.userId));
    expect(bet!.status).toBe('settled');
    expect(bet!.detail).toMatch(/^起始/);
    await expectBalancedBooks(db(), p.userId);
  });
});

describe('rounds: the dragon-tiger table', () => {
  it('dragon-tiger: bets during the betting time only, settled once when the round closes', async () => {
    // A provider on the same database with its own clock: bets at 1 s into a round, settled after it.
    const { player: p, sandbox, mine, now, advance } = await atTable(app(), db(), 100);
    await sandbox.tableBet(mine, 5_000, 'dragon');
    await sandbox.tableBet(mine, 1_000, 'tie');
    await expect(sandbox.tableBet(mine, 1_000, 'phoenix')).rejects.toThrow(SANDBOX_TEXT.badChoice);
    advance(15_000);
    await expect(sandbox.tableBet(mine, 1_000, 'tiger')).rejects.toThrow(SANDBOX_TEXT.betClosed);
    const before = (await balances(app(), p.token)).liveMoney;
    expect(before).toBe(94_000);
    // Two sweeps and a player's state read race to settle the round (the read settles too).
    await Promise.all([sandbox.sweep(), sandbox.sweep(), sandbox.tableState(mine)]);
    const bets = await db().select().from(casinoBet).where(eq(casinoBet.userId, p.userId));
    expect(bets.map((b) => b.status)).toEqual(['settled', 'settled']);
    const payouts = await db()
      .select()
      .from(liveLedger)
      .where(and(eq(liveLedger.userId, p.userId), eq(liveLedger.type, GAME_LEDGER.payout)));
    expect(new Set(payouts.map((r) => r.refId)).size).toBe(payouts.length);
    const roundNo = Math.floor(now() / TABLE_ROUND_MS);
    const [round] = await db()
      .select()
      .from(liveTableRound)
      .where(and(eq(liveTableRound.gameCode, TABLE.gameType), eq(liveTableRound.roundNo, roundNo)));
    const winner = (round!.result as { winner: string }).winner;
    const expected =
      (winner === 'dragon' ? 10_000 : winner === 'tie' ? 2_500 + 12_000 : 0) + before;
    expect((await balances(app(), p.token)).liveMoney).toBe(expected);
    expect(await sandbox.sweep()).toBe(0);
    const state = (await sandbox.tableState(mine)) as { last: { roundNo: number; winner: string } };
    expect(state.last).toMatchObject({ roundNo, winner });
    await expectBalancedBooks(db(), p.userId);
    expect(GAME_LEDGER.bet).toBe(101);
  });
});
