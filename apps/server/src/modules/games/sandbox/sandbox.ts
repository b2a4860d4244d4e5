// The sandbox provider: a game provider inside this server. Its game wallet is `wallet.live_money`
// with its own ledger (live_ledger); its games (engines.ts) are played from pages this server
// serves (pages.ts), through a session token that the launch URL carries. Every round stakes from
// the game wallet and pays into it in one transaction with its ledger rows and its casino_bet row;
// outcomes are drawn here with node:crypto.
import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, type GameCategory } from '@jinli/contract';
import { LEDGER_CODE } from '@jinli/domain';
import { and, count, desc, eq, gte, inArray, lt, or, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { casinoBet, liveLedger, liveTableRound, sandboxSession } from '../../../db/schema';
import { changeGameWallet, lockWallets } from '../../wallet/ledger';
import { AppError } from '../../../http/AppError';
import { ENGINE_OF_CATEGORY, SANDBOX_LIVE_CODE, type SandboxEngine } from '../catalog';
import type { GameProvider } from '../provider';
import {
  type Card,
  cardText,
  cryptoRandom,
  dealDragonTiger,
  DEFAULT_TABLE_TIMING,
  DRAGON_TIGER_NAMES,
  DRAGON_TIGER_SIDES,
  type DragonTigerSide,
  dragonTigerPayout,
  drawCard,
  FAST_TABLE_TIMING,
  HILO_MAX_GUESSES,
  hiloPotAfterWin,
  hiloWinningRanks,
  isStake,
  playMatch,
  type Random,
  shootFish,
  spinSlot,
  type TableTiming,
} from './engines';

/** Game wallet ledger types of rounds (transfers use the ledger codes 28 and 29). */
export const GAME_LEDGER = { bet: 101, payout: 102 } as const;

export const SANDBOX_TEXT = {
  sessionExpired: '游戏会话已失效，请返回大厅重新进入',
  insufficient: '游戏余额不足，请返回大厅重新进入以转入余额',
  badStake: '下注金额有误',
  badChoice: '请选择有效的投注项',
  betClosed: '本局已停止下注，请等待下一局',
  noRound: '当前没有进行中的牌局',
  roundOpen: '请先完成当前牌局',
  cannotGuess: '该牌无法继续猜该方向',
  maxGuesses: '已达最大翻牌次数，请收手',
} as const;

/** A session opens the game for this long after the last action; at most SESSION_MAX_MS in all. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 4 * 3_600_000;
/** How often the sweep drops dead sessions. */
export const SESSION_CLEANUP_MS = 10 * 60_000;
/** An open card hand idle this long is cashed out for the player by the sweep. */
export const HAND_IDLE_MS = 2 * 60_000;

export interface SandboxSession {
  userId: number;
  gameCode: string;
  engine: SandboxEngine;
}

export const engineOfCode = (gameCode: string): SandboxEngine | undefined => {
  const engine = /^sb-([a-zA-Z]+)-/.exec(gameCode)?.[1];
  return (Object.values(ENGINE_OF_CATEGORY) as string[]).includes(engine ?? '')
    ? (engine as SandboxEngine)
    : undefined;
};

export const tableTiming = (gameCode: string): TableTiming =>
  gameCode.endsWith('-fast') ? FAST_TABLE_TIMING : DEFAULT_TABLE_TIMING;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newBetNo = () =>
  `SB${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

/** Changes the game wallet by `amount` (a debit only while it holds enough) and writes its row. */
async function postGameLedger(
  tx: Tx,
  entry: { userId: number; type: number; amount: bigint; refId: string; remark?: string },
): Promise<bigint> {
  const balanceAfter = await changeGameWallet(tx, entry.userId, entry.amount);
  if (balanceAfter === null) throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.insufficient);
  await tx.insert(liveLedger).values({
    userId: entry.userId,
    liveCode: SANDBOX_LIVE_CODE,
    type: entry.type,
    amount: entry.amount,
    balanceAfter,
    refId: entry.refId,
    remark: entry.remark ?? '',
  });
  return balanceAfter;
}

export interface SandboxProvider extends GameProvider {
  /** The session of a token (sliding expiry); throws 401 with SANDBOX_TEXT.sessionExpired. */
  session(token: string | undefined): Promise<SandboxSession>;
  /**
   * Ends every game session of `userId` (its player logged out, or its tokens were revoked): their
   * requests answer as an expired session does. Answers how many ended.
   */
  endSessions(userId: number): Promise<number>;
  gameBalance(userId: number): Promise<bigint>;
  spin(s: SandboxSession, stake: number): Promise<Record<string, unknown>>;
  shoot(s: SandboxSession, stake: number, fish: string): Promise<Record<string, unknown>>;
  match(s: SandboxSession, stake: number, pick: string): Promise<Record<string, unknown>>;
  hiloState(s: SandboxSession): Promise<Record<string, unknown>>;
  hiloStart(s: SandboxSession, stake: number): Promise<Record<string, unknown>>;
  hiloGuess(s: SandboxSession, guess: string): Promise<Record<string, unknown>>;
  hiloCashOut(s: SandboxSession): Promise<Record<string, unknown>>;
  tableState(s: SandboxSession): Promise<Record<string, unknown>>;
  tableBet(s: SandboxSession, stake: number, side: string): Promise<Record<string, unknown>>;
  /** Settles closed table rounds and idle card hands; answers how many bets it settled. */
  sweep(): Promise<number>;
}

interface HiloState extends Record<string, unknown> {
  cards: Card[];
  guesses: ('high' | 'low')[];
  pot: string;
  lastActionAt: number;
}

export function createSandboxProvider(
  db: Db,
  options: {
    now?: () => number;
    random?: Random;
    /** Origin the launch URL starts with ('' for a path on this server's origin). */
    origin?: string;
  } = {},
): SandboxProvider {
  const now = options.now ?? Date.now;
  const random = options.random ?? cryptoRandom;
  let lastSessionCleanup = 0;

  const stakeOf = (stake: number) => {
    if (!Number.isSafeInteger(stake) || !isStake(stake))
      throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.badStake);
    return BigInt(stake);
  };

  /**
   * Takes a bet's stake from the game wallet and records the bet, in `tx`; resolves to the game
   * wallet's balance after. The bet row's other fields (round, state, an instant outcome) are given.
   */
  async function stakeBet(
    tx: Tx,
    s: SandboxSession,
    bet: Omit<typeof casinoBet.$inferInsert, 'userId' | 'liveCode' | 'gameCode'> & {
      betNo: string;
      stake: bigint;
    },
  ): Promise<bigint> {
    const after = await postGameLedger(tx, {
      userId: s.userId,
      type: GAME_LEDGER.bet,
      amount: -bet.stake,
      refId: bet.betNo,
      remark: s.gameCode,
    });
    await tx.insert(casinoBet).values({
      ...bet,
      userId: s.userId,
      liveCode: SANDBOX_LIVE_CODE,
      gameCode: s.gameCode,
    });
    return after;
  }

  /** One instant round: stake, outcome and payout in one transaction. */
  async function instantRound(
    s: SandboxSession,
    stake: bigint,
    outcome: { payout: bigint; detail: string; state: Record<string, unknown> },
  ) {
    const betNo = newBetNo();
    const balance = await db.transaction(async (tx) => {
      let after = await stakeBet(tx, s, {
        betNo,
        stake,
        payout: outcome.payout,
        status: 'settled',
        state: outcome.state,
        detail: outcome.detail,
        settledAt: new Date(now()),
      });
      if (outcome.payout > 0n)
        after = await postGameLedger(tx, {
          userId: s.userId,
          type: GAME_LEDGER.payout,
          amount: outcome.payout,
          refId: betNo,
          remark: s.gameCode,
        });
      return after;
    });
    return { betNo, payout: Number(outcome.payout), balance: Number(balance) };
  }

  async function openHand(userId: number) {
    const [row] = await db
      .select()
      .from(casinoBet)
      .where(
        and(
          eq(casinoBet.userId, userId),
          eq(casinoBet.status, 'open'),
          sql`${casinoBet.roundNo} is null`,
        ),
      )
      .limit(1);
    return row;
  }

  function handView(row: { betNo: string; stake: bigint; state: Record<string, unknown> }) {
    const state = row.state as HiloState;
    const card = state.cards[state.cards.length - 1]!;
    return {
      open: true,
      betNo: row.betNo,
      stake: Number(row.stake),
      pot: Number(state.pot),
      cards: state.cards.map(cardText),
      rank: card.rank,
      guesses: state.guesses.length,
      highWins: hiloWinningRanks(card.rank, 'high'),
      lowWins: hiloWinningRanks(card.rank, 'low'),
      potIfHigh: Number(hiloPotAfterWin(BigInt(state.pot), card.rank, 'high')),
      potIfLow: Number(hiloPotAfterWin(BigInt(state.pot), card.rank, 'low')),
    };
  }

  /** Closes an open hand paying `payout` (guarded: once). */
  async function closeHand(
    tx: Tx,
    row: { betNo: string; userId: number; gameCode: string },
    payout: bigint,
    state: HiloState,
    detail: string,
  ): Promise<boolean> {
    const closed = await tx
      .update(casinoBet)
      .set({ status: 'settled', payout, state, detail, settledAt: new Date(now()) })
      .where(and(eq(casinoBet.betNo, row.betNo), eq(casinoBet.status, 'open')))
      .returning({ id: casinoBet.id });
    if (closed.length === 0) return false;
    if (payout > 0n)
      await postGameLedger(tx, {
        userId: row.userId,
        type: GAME_LEDGER.payout,
        amount: payout,
        refId: row.betNo,
        remark: row.gameCode,
      });
    return true;
  }

  const hiloDetail = (state: HiloState, end: string) => {
    const steps = state.cards.map((card, i) =>
      i === 0
        ? `起始${cardText(card)}`
        : `猜${state.guesses[i - 1] === 'high' ? '大' : '小'}${cardText(card)}`,
    );
    return `${steps.join(' → ')} · ${end}`;
  };

  /** The round number and phase of a table at `at`. */
  function tableClock(gameCode: string, at: number) {
    const timing = tableTiming(gameCode);
    const roundNo = Math.floor(at / timing.roundMs);
    const into = at - roundNo * timing.roundMs;
    return {
      timing,
      roundNo,
      open: into < timing.betMs,
      closesAt: roundNo * timing.roundMs + timing.betMs,
      nextAt: (roundNo + 1) * timing.roundMs,
    };
  }

  /** The result of a closed round, drawn once (the primary key keeps the first). */
  async function roundResult(gameCode: string, roundNo: number) {
    const dealt = dealDragonTiger(random);
    await db
      .insert(liveTableRound)
      .values({ gameCode, roundNo, result: dealt })
      .onConflictDoNothing();
    const [row] = await db
      .select({ result: liveTableRound.result })
      .from(liveTableRound)
      .where(and(eq(liveTableRound.gameCode, gameCode), eq(liveTableRound.roundNo, roundNo)));
    return row!.result as ReturnType<typeof dealDragonTiger>;
  }

  async function settleTableRound(gameCode: string, roundNo: number): Promise<number> {
    const result = await roundResult(gameCode, roundNo);
    const open = await db
      .select()
      .from(casinoBet)
      .where(
        and(
          eq(casinoBet.gameCode, gameCode),
          eq(casinoBet.roundNo, roundNo),
          eq(casinoBet.status, 'open'),
        ),
      );
    let settled = 0;
    for (const bet of open) {
      const side = (bet.state as { side: DragonTigerSide }).side;
      const payout = dragonTigerPayout(bet.stake, side, result.winner);
      const detail = `第${roundNo}局 押${DRAGON_TIGER_NAMES[side]} · 龙${cardText(result.dragon)} 虎${cardText(result.tiger)} · ${DRAGON_TIGER_NAMES[result.winner]}${result.winner === 'tie' ? '' : '赢'}`;
      const done = await db.transaction(async (tx) => {
        const rows = await tx
          .update(casinoBet)
          .set({ status: 'settled', payout, detail, settledAt: new Date(now()) })
          .where(and(eq(casinoBet.id, bet.id), eq(casinoBet.status, 'open')))
          .returning({ id: casinoBet.id });
        if (rows.length === 0) return false;
        if (payout > 0n)
          await postGameLedger(tx, {
            userId: bet.userId,
            type: GAME_LEDGER.payout,
            amount: payout,
            refId: bet.betNo,
            remark: gameCode,
          });
        return true;
      });
      if (done) settled++;
    }
    return settled;
  }

  async function settleDueTables(gameCode?: string): Promise<number> {
    const at = now();
    const rows = await rowsOf<{ game_code: string; round_no: string | number }>(
      db,
      sql`select distinct game_code, round_no from casino_bet
          where status = 'open' and round_no is not null
          ${gameCode ? sql`and game_code = ${gameCode}` : sql``}`,
    );
    let settled = 0;
    for (const row of rows) {
      const roundNo = Number(row.round_no);
      const timing = tableTiming(row.game_code);
      if (at >= roundNo * timing.roundMs + timing.betMs)
        settled += await settleTableRound(row.game_code, roundNo);
    }
    return settled;
  }

  async function cashOutIdleHands(): Promise<number> {
    const idle = await db
      .select()
      .from(casinoBet)
      .where(
        and(
          eq(casinoBet.status, 'open'),
          sql`${casinoBet.roundNo} is null`,
          lt(casinoBet.createdAt, new Date(now() - HAND_IDLE_MS)),
        ),
      );
    let settled = 0;
    for (const row of idle) {
      const state = row.state as HiloState;
      if (now() - state.lastActionAt < HAND_IDLE_MS) continue;
      const ok = await db.transaction((tx) =>
        closeHand(tx, row, BigInt(state.pot), state, hiloDetail(state, '超时自动收手')),
      );
      if (ok) settled++;
    }
    return settled;
  }

  const provider: SandboxProvider = {
    code: SANDBOX_LIVE_CODE,

    async launchUrl({ userId, gameCode }) {
      const token = randomBytes(24).toString('base64url');
      const at = now();
      await db.insert(sandboxSession).values({
        tokenHash: hash(token),
        userId,
        gameCode,
        createdAt: new Date(at),
        lastUsedAt: new Date(at),
        expiresAt: new Date(at + SESSION_MAX_MS),
      });
      return `${(options.origin ?? '').replace(/\/+$/, '')}/sandbox-games/play?s=${token}`;
    },

    async balance(userId) {
      return provider.gameBalance(userId);
    },

    async gameBalance(userId) {
      const [row] = await rowsOf<{ live_money: string | bigint }>(
        db,
        sql`select live_money from wallet where user_id = ${userId}`,
      );
      return BigInt(row?.live_money ?? 0);
    },

    async transferIn({ userId, transferNo, amount }) {
      await db.transaction(async (tx) => {
        await lockWallets(tx, [userId]);
        const [seen] = await tx
          .select({ id: liveLedger.id })
          .from(liveLedger)
          .where(and(eq(liveLedger.type, LEDGER_CODE.quotaIn), eq(liveLedger.refId, transferNo)));
        if (seen) return;
        await postGameLedger(tx, {
          userId,
          type: LEDGER_CODE.quotaIn,
          amount,
          refId: transferNo,
          remark: '额度转入',
        });
      });
    },

    async transferOut({ userId, transferNo, amount }) {
      return db.transaction(async (tx) => {
        // The transfer row decides: only a pending transfer may be applied (the reconciler marks
        // an unapplied one failed under the same row lock, so a late debit cannot follow it).
        const [transfer] = await rowsOf<{ status: string }>(
          tx,
          sql`select status from live_transfer where transfer_no = ${transferNo} for update`,
        );
        const [seen] = await tx
          .select({ id: liveLedger.id })
          .from(liveLedger)
          .where(and(eq(liveLedger.type, LEDGER_CODE.quotaOut), eq(liveLedger.refId, transferNo)));
        if (seen) return 'done' as const;
        if (transfer?.status !== 'pending') return 'insufficient' as const;
        const [purse] = await lockWallets(tx, [userId]);
        if ((purse?.liveMoney ?? 0n) < amount) return 'insufficient' as const;
        await postGameLedger(tx, {
          userId,
          type: LEDGER_CODE.quotaOut,
          amount: -amount,
          refId: transferNo,
          remark: '额度转出',
        });
        return 'done' as const;
      });
    },

    async transferStatus(transferNo, direction, options) {
      const type = direction === 'in' ? LEDGER_CODE.quotaIn : LEDGER_CODE.quotaOut;
      const [seen] = await (options?.tx ?? db)
        .select({ id: liveLedger.id })
        .from(liveLedger)
        .where(and(eq(liveLedger.type, type), eq(liveLedger.refId, transferNo)));
      return seen ? 'done' : 'missing';
    },

    async hasOpenRound(userId) {
      return (await openHand(userId)) !== undefined;
    },

    async rounds({ userId, gameCode, fromMs, toMs, offset, limit }) {
      const where = and(
        eq(casinoBet.userId, userId),
        eq(casinoBet.gameCode, gameCode),
        eq(casinoBet.status, 'settled'),
        gte(casinoBet.createdAt, new Date(fromMs)),
        lt(casinoBet.createdAt, new Date(toMs)),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(casinoBet)
          .where(where)
          .orderBy(desc(casinoBet.createdAt), desc(casinoBet.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(casinoBet).where(where),
      ]);
      return {
        rows: rows.map((r) => ({
          betNo: r.betNo,
          gameCode: r.gameCode,
          stake: r.stake,
          payout: r.payout,
          detail: r.detail,
          betTime: r.createdAt.getTime(),
        })),
        total: total?.n ?? 0,
      };
    },

    async totals({ userId, gameCodes, fromMs, toMs }) {
      if (gameCodes.length === 0) return [];
      const rows = await db
        .select({
          gameCode: casinoBet.gameCode,
          stake: sum(casinoBet.stake),
          payout: sum(casinoBet.payout),
          n: count(),
        })
        .from(casinoBet)
        .where(
          and(
            eq(casinoBet.userId, userId),
            inArray(casinoBet.gameCode, [...gameCodes]),
            eq(casinoBet.status, 'settled'),
            gte(casinoBet.createdAt, new Date(fromMs)),
            lt(casinoBet.createdAt, new Date(toMs)),
          ),
        )
        .groupBy(casinoBet.gameCode);
      return rows.map((r) => ({
        gameCode: r.gameCode,
        stake: BigInt(r.stake ?? 0),
        payout: BigInt(r.payout ?? 0),
        count: r.n,
      }));
    },

    async session(token) {
      const expired = () => new AppError(ErrorCode.UNAUTHORIZED, SANDBOX_TEXT.sessionExpired);
      if (!token || token.length > 100) throw expired();
      const at = now();
      const [row] = await db
        .update(sandboxSession)
        .set({ lastUsedAt: new Date(at) })
        .where(
          and(
            eq(sandboxSession.tokenHash, hash(token)),
            gte(sandboxSession.expiresAt, new Date(at)),
            gte(sandboxSession.lastUsedAt, new Date(at - SESSION_IDLE_MS)),
          ),
        )
        .returning({ userId: sandboxSession.userId, gameCode: sandboxSession.gameCode });
      const engine = row ? engineOfCode(row.gameCode) : undefined;
      if (!row || !engine) throw expired();
      return { userId: row.userId, gameCode: row.gameCode, engine };
    },

    async endSessions(userId) {
      const ended = await db
        .delete(sandboxSession)
        .where(eq(sandboxSession.userId, userId))
        .returning({ id: sandboxSession.tokenHash });
      return ended.length;
    },

    async spin(s, stake) {
      const amount = stakeOf(stake);
      const result = spinSlot(amount, random);
      const done = await instantRound(s, amount, {
        payout: result.payout,
        state: { reels: result.reels },
        detail: `${result.reels.join(' ')} · ${result.multiplier > 0 ? `${result.multiplier}倍` : '未中奖'}`,
      });
      return { ...done, reels: result.reels, multiplier: result.multiplier };
    },

    async shoot(s, stake, fishKey) {
      const amount = stakeOf(stake);
      const result = shootFish(amount, fishKey, random);
      if (!result) throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.badChoice);
      const done = await instantRound(s, amount, {
        payout: result.payout,
        state: { fish: result.fish.key, hit: result.hit },
        detail: `射击${result.fish.name}（${result.fish.multiplier}倍）· ${result.hit ? '捕获' : '未捕获'}`,
      });
      return {
        ...done,
        hit: result.hit,
        fish: result.fish.key,
        multiplier: result.fish.multiplier,
      };
    },

    async match(s, stake, pick) {
      const amount = stakeOf(stake);
      const result = playMatch(amount, pick, random);
      if (!result) throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.badChoice);
      const done = await instantRound(s, amount, {
        payout: result.payout,
        state: { pick: result.chosen.key, outcome: result.outcome.key, score: result.score },
        detail: `投注${result.chosen.name} @${(result.odds / 1000).toFixed(3)} · 比分 ${result.score[0]}:${result.score[1]} ${result.outcome.name}`,
      });
      return { ...done, outcome: result.outcome.key, score: result.score, odds: result.odds };
    },

    async hiloState(s) {
      const row = await openHand(s.userId);
      return row && row.gameCode === s.gameCode
        ? handView(row)
        : { open: false, otherGame: row ? row.gameCode : '' };
    },

    async hiloStart(s, stake) {
      const amount = stakeOf(stake);
      if (await openHand(s.userId))
        throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.roundOpen);
      const betNo = newBetNo();
      const state: HiloState = {
        cards: [drawCard(random)],
        guesses: [],
        pot: amount.toString(),
        lastActionAt: now(),
      };
      await db.transaction(async (tx) => {
        // One open hand per player: the wallet row lock orders two starts of one player.
        await lockWallets(tx, [s.userId]);
        const [other] = await tx
          .select({ id: casinoBet.id })
          .from(casinoBet)
          .where(
            and(
              eq(casinoBet.userId, s.userId),
              eq(casinoBet.status, 'open'),
              sql`${casinoBet.roundNo} is null`,
            ),
          );
        if (other) throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.roundOpen);
        await stakeBet(tx, s, { betNo, stake: amount, state });
      });
      return {
        ...handView({ betNo, stake: amount, state }),
        balance: Number(await provider.gameBalance(s.userId)),
      };
    },

    async hiloGuess(s, guessText) {
      if (guessText !== 'high' && guessText !== 'low')
        throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.badChoice);
      const guess = guessText;
      const row = await openHand(s.userId);
      if (!row || row.gameCode !== s.gameCode)
        throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.noRound);
      const state = row.state as HiloState;
      const card = state.cards[state.cards.length - 1]!;
      if (hiloWinningRanks(card.rank, guess) === 0)
        throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.cannotGuess);
      if (state.guesses.length >= HILO_MAX_GUESSES)
        throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.maxGuesses);
      const next = drawCard(random);
      const won = guess === 'high' ? next.rank > card.rank : next.rank < card.rank;
      const newState: HiloState = {
        cards: [...state.cards, next],
        guesses: [...state.guesses, guess],
        pot: won ? hiloPotAfterWin(BigInt(state.pot), card.rank, guess).toString() : '0',
        lastActionAt: now(),
      };
      if (!won) {
        const ok = await db.transaction((tx) =>
          closeHand(tx, row, 0n, newState, hiloDetail(newState, '猜错，本局结束')),
        );
        if (!ok) throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.noRound);
        return {
          open: false,
          won: false,
          card: cardText(next),
          cards: newState.cards.map(cardText),
          payout: 0,
          balance: Number(await provider.gameBalance(s.userId)),
        };
      }
      // Guarded on the state read: a second tap of the same guess changes nothing.
      const updated = await db
        .update(casinoBet)
        .set({ state: newState })
        .where(
          and(
            eq(casinoBet.id, row.id),
            eq(casinoBet.status, 'open'),
            sql`jsonb_array_length(${casinoBet.state}->'cards') = ${state.cards.length}`,
          ),
        )
        .returning({ id: casinoBet.id });
      if (updated.length === 0) throw new AppError(ErrorCode.CONFLICT);
      return { ...handView({ ...row, state: newState }), won: true, card: cardText(next) };
    },

    async hiloCashOut(s) {
      const row = await openHand(s.userId);
      if (!row || row.gameCode !== s.gameCode)
        throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.noRound);
      const state = row.state as HiloState;
      const pot = BigInt(state.pot);
      const ok = await db.transaction((tx) =>
        closeHand(
          tx,
          row,
          pot,
          state,
          hiloDetail(state, `收手 赢得${(Number(pot) / 1000).toFixed(2)}`),
        ),
      );
      if (!ok) throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.noRound);
      return {
        open: false,
        payout: Number(pot),
        balance: Number(await provider.gameBalance(s.userId)),
      };
    },

    async tableState(s) {
      await settleDueTables(s.gameCode);
      const at = now();
      const clock = tableClock(s.gameCode, at);
      const lastRound = clock.open ? clock.roundNo - 1 : clock.roundNo;
      const last = await roundResult(s.gameCode, lastRound);
      const mine = await db
        .select({ side: sql<string>`${casinoBet.state}->>'side'`, stake: casinoBet.stake })
        .from(casinoBet)
        .where(
          and(
            eq(casinoBet.userId, s.userId),
            eq(casinoBet.gameCode, s.gameCode),
            eq(casinoBet.roundNo, clock.roundNo),
          ),
        );
      const history = await db
        .select({ roundNo: liveTableRound.roundNo, result: liveTableRound.result })
        .from(liveTableRound)
        .where(and(eq(liveTableRound.gameCode, s.gameCode), lt(liveTableRound.roundNo, lastRound)))
        .orderBy(desc(liveTableRound.roundNo))
        .limit(11);
      const view = (r: ReturnType<typeof dealDragonTiger>) => ({
        dragon: cardText(r.dragon),
        tiger: cardText(r.tiger),
        winner: r.winner,
      });
      return {
        serverTime: at,
        roundNo: clock.roundNo,
        open: clock.open,
        closesAt: clock.closesAt,
        nextAt: clock.nextAt,
        last: { roundNo: lastRound, ...view(last) },
        history: history.map((h) => (h.result as { winner: string }).winner),
        myBets: mine.map((b) => ({ side: b.side, stake: Number(b.stake) })),
        balance: Number(await provider.gameBalance(s.userId)),
      };
    },

    async tableBet(s, stake, sideText) {
      const amount = stakeOf(stake);
      if (!(DRAGON_TIGER_SIDES as readonly string[]).includes(sideText))
        throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.badChoice);
      const side = sideText as DragonTigerSide;
      const clock = tableClock(s.gameCode, now());
      if (!clock.open) throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.betClosed);
      const betNo = newBetNo();
      const balance = await db.transaction(async (tx) => {
        return stakeBet(tx, s, {
          betNo,
          roundNo: clock.roundNo,
          stake: amount,
          state: { side },
        });
      });
      return {
        betNo,
        roundNo: clock.roundNo,
        side,
        stake: Number(amount),
        balance: Number(balance),
      };
    },

    async sweep() {
      const settled = (await settleDueTables()) + (await cashOutIdleHands());
      // Sessions past their end or idle time are dead: drop them now and then.
      if (now() - lastSessionCleanup >= SESSION_CLEANUP_MS) {
        lastSessionCleanup = now();
        await db
          .delete(sandboxSession)
          .where(
            or(
              lt(sandboxSession.expiresAt, new Date(now())),
              lt(sandboxSession.lastUsedAt, new Date(now() - SESSION_IDLE_MS)),
            ),
          );
      }
      return settled;
    },
  };
  return provider;
}

/** The category a sandbox engine serves (for pages). */
export const CATEGORY_OF_ENGINE: Readonly<Record<SandboxEngine, GameCategory>> = {
  slot: 'electronic',
  fish: 'fish',
  hilo: 'card',
  dragonTiger: 'live',
  vsport: 'sport',
};
