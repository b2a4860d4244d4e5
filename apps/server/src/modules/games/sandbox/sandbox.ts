// The sandbox provider: a game provider inside this server. Its game wallet is `wallet.live_money`
// with its own ledger (live_ledger); its games (engines.ts) are played from pages this server
// serves (pages.ts), through a session token that the launch URL carries. Every round stakes from
// the game wallet and pays into it in one transaction with its ledger rows and its casino_bet row;
// outcomes are drawn here with node:crypto. The parts are files of their own (wallet.ts, games.ts,
// rounds.ts, context.ts); this factory assembles them.
import { type GameCategory } from '@jinli/contract';
import { lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxSession } from '../../../db/schema';
import { SANDBOX_LIVE_CODE, type SandboxEngine } from '../catalog';
import { cryptoRandom } from './engines';

import {
  type SandboxContext,
  type SandboxOptions,
  type SandboxProvider,
  SESSION_CLEANUP_MS,
  SESSION_IDLE_MS,
} from './context';
import { cashOutIdleHands, settleDueTables } from './rounds';
import { createHiloGame, createInstantGames, createTableGames } from './games';
import { createSandboxReports, createSandboxSessions, createSandboxWallet } from './wallet';

export function createSandboxProvider(db: Db, options: SandboxOptions = {}): SandboxProvider {
  const ctx: SandboxContext = {
    db,
    now: options.now ?? Date.now,
    random: options.random ?? cryptoRandom,
    origin: options.origin,
  };
  const { now } = ctx;
  let lastSessionCleanup = 0;
  return {
    code: SANDBOX_LIVE_CODE,
    ...createSandboxWallet(ctx),
    ...createSandboxReports(ctx),
    ...createSandboxSessions(ctx),
    ...createInstantGames(ctx),
    ...createHiloGame(ctx),
    ...createTableGames(ctx),
    async sweep({ openBets = true } = {}) {
      const settled = openBets ? (await settleDueTables(ctx)) + (await cashOutIdleHands(ctx)) : 0;
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
}

/** The category a sandbox engine serves (for pages). */
export const CATEGORY_OF_ENGINE: Readonly<Record<SandboxEngine, GameCategory>> = {
  slot: 'electronic',
  fish: 'fish',
  hilo: 'card',
  dragonTiger: 'live',
  vsport: 'sport',
};
