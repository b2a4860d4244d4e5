// The sandbox provider's shared parts: its texts and timings, its session, the game wallet's ledger
// (postGameLedger), the provider's interface and the context its parts are given.
import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@jinli/contract';
import type { Db, Tx } from '../../../db/client';
import { liveLedger } from '../../../db/schema';
import { changeGameWallet } from '../../wallet/ledger';
import { AppError } from '../../../http/AppError';
import { ENGINE_OF_CATEGORY, SANDBOX_LIVE_CODE, type SandboxEngine } from '../catalog';
import type { GameProvider } from '../provider';
import {
  type Card,
  DEFAULT_TABLE_TIMING,
  FAST_TABLE_TIMING,
  type Random,
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

export const hash = (token: string) => createHash('sha256').update(token).digest('hex');
export const newBetNo = () =>
  `SB${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

/** Changes the game wallet by `amount` (a debit only while it holds enough) and writes its row. */
export async function postGameLedger(
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
  /**
   * Settles closed table rounds and idle card hands; answers how many bets it settled. With
   * `openBets: false` (the caller saw none open) it only drops dead sessions now and then.
   */
  sweep(options?: { openBets?: boolean }): Promise<number>;
}

export interface HiloState extends Record<string, unknown> {
  cards: Card[];
  guesses: ('high' | 'low')[];
  pot: string;
  lastActionAt: number;
}

export interface SandboxOptions {
  now?: () => number;
  random?: Random;
  /** Origin the launch URL starts with ('' for a path on this server's origin). */
  origin?: string;
}

/** What the sandbox's parts are given: the database and the options with their defaults. */
export interface SandboxContext {
  db: Db;
  now: () => number;
  random: Random;
  origin: string | undefined;
}
