// Launching a third-party game (spec §4 Play game, §6, §8): the rules in the order they apply,
// then the transfer of the main wallet into the game wallet and the provider's URL.
//   visitor → 401 请先登录 (the endpoint's auth); trial account → 试玩账户无法进行该操作，请注册正式账户!;
//   frozen account → UC/ACCOUNT_STATE_ERROR; unknown game → 游戏不存在; maintenance →
//   LIVE/maintenance 游戏维护中…; a block at the providers → its code and message
//   (USER_IN_BLACKLIST, LIVE/BLACK_USER, UC/ACCOUNT_STATE_ERROR); more launches than the limits →
//   SYS/TOO_MANY_REQUESTS 操作频繁，请稍后试试; a card hand still open → KY/0 您正在牌局中，请稍后再试！.
import { ErrorCode, type LivePlayQuery } from '@jinli/contract';
import { isInMaintenance, isTrialAccount, TRIAL_ACCOUNT_REFUSED } from '@jinli/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { livePlayQuerySchema } from '@jinli/contract';
import type { Db } from '../../db/client';
import { gamePlayerBlock, userAccount } from '../../db/schema';
import { AppError } from '../../http/AppError';
import {
  exceeds,
  type LimitRule,
  type RateLimiter,
  userSubject,
  windowsOf,
} from '../accounts/rateLimits';
import type { LobbyService } from './lobby';
import type { ProviderRegistry } from './provider';
import type { TransferWallet } from './transfers';

export const LAUNCH_TEXT = {
  frozen: '账户已被冻结，请联系客服',
  noGame: '游戏不存在',
  maintenance: '游戏维护中，请稍后再试',
  tooMany: '操作频繁，请稍后试试',
  inCardRound: '您正在牌局中，请稍后再试！',
} as const;

/** Launches per player: 10 in 10 seconds and 60 a minute. */
export const DEFAULT_LAUNCH_LIMITS: readonly LimitRule[] = [
  { max: 10, windowMs: 10_000 },
  { max: 60, windowMs: 60_000 },
];

/** Codes a block row may answer with. */
export const BLOCK_CODES: readonly string[] = [
  ErrorCode.USER_IN_BLACKLIST,
  ErrorCode.LIVE_BLACK_USER,
  ErrorCode.ACCOUNT_STATE_ERROR,
];

export interface LaunchDeps {
  db: Db;
  lobby: LobbyService;
  providers: ProviderRegistry;
  transfers: TransferWallet;
  limiter: RateLimiter;
  limits: readonly LimitRule[];
  timeZone: () => Promise<string>;
  now: () => number;
}

export function createLauncher(deps: LaunchDeps) {
  const { db, lobby, providers, transfers } = deps;
  return async function launch(
    companyId: number,
    userId: number,
    query: z.output<typeof livePlayQuerySchema> & LivePlayQuery,
  ): Promise<string> {
    const [user] = await db
      .select({ type: userAccount.type, enabled: userAccount.enabled })
      .from(userAccount)
      .where(eq(userAccount.id, userId));
    if (!user || !user.enabled)
      throw new AppError(ErrorCode.ACCOUNT_STATE_ERROR, LAUNCH_TEXT.frozen);
    if (isTrialAccount(user.type)) throw new AppError(ErrorCode.FORBIDDEN, TRIAL_ACCOUNT_REFUSED);

    const game = await lobby.liveGame(companyId, query.liveCode, query.gameType);
    const provider = providers.get(query.liveCode);
    if (!game || !provider) throw new AppError(ErrorCode.BAD_REQUEST, LAUNCH_TEXT.noGame);
    if (isInMaintenance(game.maintain, deps.now(), await deps.timeZone()))
      throw new AppError(ErrorCode.LIVE_MAINTENANCE, LAUNCH_TEXT.maintenance);

    const blocks = await db
      .select()
      .from(gamePlayerBlock)
      .where(
        and(
          eq(gamePlayerBlock.userId, userId),
          inArray(gamePlayerBlock.liveCode, ['', query.liveCode]),
        ),
      );
    const block = blocks.find((b) => b.liveCode === '') ?? blocks[0];
    if (block) {
      const code = BLOCK_CODES.includes(block.code) ? block.code : ErrorCode.USER_IN_BLACKLIST;
      throw new AppError(code as ErrorCode, block.msg);
    }

    // Counted atomically: of any number of parallel launches only the limit's worth pass.
    const counts = await deps.limiter.hit(
      'game_launch',
      userSubject(userId),
      windowsOf(deps.limits),
    );
    if (exceeds(deps.limits, counts))
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, LAUNCH_TEXT.tooMany);

    if (await provider.hasOpenRound(userId))
      throw new AppError(ErrorCode.KY_IN_GAME, LAUNCH_TEXT.inCardRound);

    await transfers.fund(userId, provider);
    return provider.launchUrl({ userId, gameCode: game.gameCode, isMobile: query.isMobile === 1 });
  };
}
