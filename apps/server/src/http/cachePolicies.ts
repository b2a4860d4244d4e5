// Which endpoints answer from the AnswerCache, what each is built from, and which writes drop what.
// Only answers that are the same for every caller are cached; those with per-user fields (isLike,
// a viewer's VIP gating, a poll's own vote) are cached for visitors without a session only.
import type { Endpoints } from '@jinli/contract';
import type { FastifyRequest } from 'fastify';
import { tokenOf } from '../modules/accounts/tokens';
import type { CachePolicy, CacheTag } from './answerCache';

type Name = keyof Endpoints;

/**
 * Cacheable for requests without a session token only: a signed-in viewer's answer holds per-user
 * fields (isLike, unlocked items), so it is always built. A request whose token turns out invalid is
 * answered as a visitor's anyway; it just misses the cache.
 */
export function visitorsOnly(request: FastifyRequest): string | undefined {
  return tokenOf(request.headers) === undefined ? 'visitor' : undefined;
}

/**
 * The cache policies by endpoint. `clock` is the lottery clock (epoch ms): open info carries the
 * server time to the second, so its entries are keyed by that second and never show a stale time.
 */
export function cachePolicies(clock: () => number = Date.now): Partial<Record<Name, CachePolicy>> {
  const bySecond = (): string => String(Math.floor(clock() / 1000));
  const draws: CachePolicy = { tags: ['draws'] };
  const promotions: CachePolicy = { tags: ['content', 'site'] };
  // Content lists: built from content rows, likes and votes, the turns of the draws (hits, the turn
  // on sale) and the company's settings; cached for visitors only (see visitorsOnly).
  const contentList: CachePolicy = { tags: ['content', 'draws', 'site'], variant: visitorsOnly };
  return {
    lotteryOpenInfo: { tags: ['draws'], ttlMs: 1_000, variant: bySecond },
    lotteryOpenInfoList: { tags: ['draws'], ttlMs: 1_000, variant: bySecond },
    lotteryHistory: draws,
    lotteryHistoryGroup: draws,
    gamePlayCategories: { tags: ['draws', 'site'] },
    companyInfo: { tags: ['site'] },
    noticePage: { tags: ['site'] },
    templates: contentList,
    gameDocuments: contentList,
    galleryGroups: contentList,
    promotionList: promotions,
    promotionDetail: promotions,
    homeAds: promotions,
    templateAds: promotions,
  };
}

/** Writes through the API that change cached answers (likes and votes are counted in them). */
export const INVALIDATED_BY: Partial<Record<Name, readonly CacheTag[]>> = {
  templateToggleLike: ['content'],
  templateVote: ['content'],
  galleryToggleLike: ['content'],
  gameToggleFollow: ['content'],
};
