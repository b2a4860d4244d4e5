// A game provider as the lobby and the transfer wallet see it. The sandbox (sandbox/provider.ts)
// is the built-in one; another provider is one more object in the registry (module.ts), reached by
// its `code` (the games' liveCode) — nothing in the lobby, the launch or the report changes.
//
// Transfers are idempotent by transfer number: the transfer wallet (transfers.ts) may ask again
// after a time-out, a retry or a restart, and a provider must apply each number at most once and
// answer `transferStatus` truthfully, so a pending transfer can be finished on either side.

import type { Tx } from '../../db/client';

/** Thousandths of a yuan. */
export type Amount = bigint;

export interface TransferRequest {
  userId: number;
  /** Our transfer number (live_transfer.transfer_no): the provider's idempotency key. */
  transferNo: string;
  amount: Amount;
}

export interface CasinoRound {
  betNo: string;
  gameCode: string;
  stake: Amount;
  payout: Amount;
  detail: string;
  /** Epoch ms. */
  betTime: number;
}

export interface RoundTotals {
  gameCode: string;
  stake: Amount;
  payout: Amount;
  count: number;
}

export interface GameProvider {
  /** The provider code (`liveCode` of its games). */
  readonly code: string;
  /**
   * The URL that opens `gameCode` for `userId` (a signed short-lived session): absolute, or a path
   * on the API origin.
   */
  launchUrl(input: { userId: number; gameCode: string; isMobile: boolean }): Promise<string>;
  /** The player's balance at the provider (the game wallet). */
  balance(userId: number): Promise<Amount>;
  /** Credits the game wallet; applying a number twice changes nothing. */
  transferIn(request: TransferRequest): Promise<void>;
  /**
   * Debits the game wallet; 'insufficient' (nothing applied) when it holds less. Applying a
   * number twice changes nothing and answers 'done'.
   */
  transferOut(request: TransferRequest): Promise<'done' | 'insufficient'>;
  /**
   * Whether the provider applied `transferNo` in `direction`. `within`: the transaction holding
   * the transfer row's lock while its outcome is decided; a provider that keeps its wallet in our
   * database (the sandbox) reads through it, a remote one ignores it.
   */
  transferStatus(
    transferNo: string,
    direction: 'in' | 'out',
    options?: { tx?: Tx },
  ): Promise<'done' | 'missing'>;
  /** Whether the player is seated in a round that is not over (a card hand): KY/0 at launch. */
  hasOpenRound(userId: number): Promise<boolean>;
  /** The player's settled rounds of `gameCode` within [fromMs, toMs), newest first. */
  rounds(input: {
    userId: number;
    gameCode: string;
    fromMs: number;
    toMs: number;
    offset: number;
    limit: number;
  }): Promise<{ rows: CasinoRound[]; total: number }>;
  /** Totals of the player's settled rounds per game code within [fromMs, toMs). */
  totals(input: {
    userId: number;
    gameCodes: readonly string[];
    fromMs: number;
    toMs: number;
  }): Promise<RoundTotals[]>;
}

export type ProviderRegistry = ReadonlyMap<string, GameProvider>;
