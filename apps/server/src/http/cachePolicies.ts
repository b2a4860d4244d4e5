// Which endpoints answer from the AnswerCache, what each is built from, and which writes drop what.
// Only answers that are the same for every caller are cached; those with per-user fields (isLike,
// a viewer's VIP gating, a poll's own vote) are cached for visitors without a session only.
import type { Endpoints } from '@jinli/contract';
import type { CachePolicy, CacheTag } from './answerCache';

type Name = keyof Endpoints;

/**
 * The cache policies by endpoint. `clock` is the lottery clock (epoch ms): open info carries the
 * server time to the second, so its entries are keyed by that second and never show a stale time.
 */
export function cachePolicies(clock: () => number = Date.now): Partial<Record<Name, CachePolicy>> {
  const bySecond = (): string => String(Math.floor(clock() / 1000));
  const draws: CachePolicy = { tags: ['draws'] };
  const promotions: CachePolicy = { tags: ['content', 'site'] };
  return {
    lotteryOpenInfo: { tags: ['draws'], ttlMs: 1_000, variant: bySecond },
    lotteryOpenInfoList: { tags: ['draws'], ttlMs: 1_000, variant: bySecond },
    lotteryHistory: draws,
    lotteryHistoryGroup: draws,
    gamePlayCategories: { tags: ['draws', 'site'] },
    companyInfo: { tags: ['site'] },
    noticePage: { tags: ['site'] },
    // Content lists (templates, documents, gallery) are not cached for now: with them cached, two
    // browser journeys (the gallery's letter-by-letter search, the home panel's infinite scroll)
    // hung on a request that never answered. Root cause not found yet; re-enabled on the current
    // code the hang did not come back (see the README's note), so it is still unexplained.
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
