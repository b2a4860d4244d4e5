// Who a piece of promotional content (a home banner, an ad) speaks to. The data carries no audience
// field, so it is read from where the content leads: a sign-up call is for those who have not
// signed up, a first-recharge offer for those who have not recharged. A player is never offered
// what cannot apply to them (issue 34: signed-in players were shown 注册即享新人礼遇 / 立即注册, and a
// VIP2 player who had recharged 新人首充送彩金).
import { isTrialAccount } from './account';
import type { ContentViewer } from './contentLock';

/** everyone; visitors (and trial accounts, who register to play for real); firstRecharge: not recharged yet. */
export type ContentAudience = 'everyone' | 'visitors' | 'firstRecharge';

/** Where a sign-up call leads: the register page (spec §2 /auth/register). */
export const REGISTER_TARGET = '/auth/register';

/**
 * Where a first-recharge offer leads: the recharge page, marked as the first recharge (`first=1`,
 * which the recharge page ignores), so the offer can be told from an everyday recharge banner.
 */
export const FIRST_RECHARGE_TARGET = '/recharge?first=1';

/** The path and query of an in-app target ('auth/register' → '/auth/register'); null for a URL. */
function inAppTarget(redirectUrl: string): { path: string; query: URLSearchParams } | null {
  const url = redirectUrl.trim();
  if (url === '' || /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return null;
  const [pathPart = '', queryPart = ''] = url.split('?', 2);
  const path = `/${pathPart.replace(/^\/+/, '')}`.replace(/\/+$/, '') || '/';
  return { path, query: new URLSearchParams(queryPart.split('#', 1)[0]) };
}

/** Who content leading to `redirectUrl` is for. */
export function contentAudienceOf(redirectUrl: string): ContentAudience {
  const target = inAppTarget(redirectUrl);
  if (!target) return 'everyone';
  if (target.path === REGISTER_TARGET) return 'visitors';
  if (target.path === '/recharge' && target.query.get('first') === '1') return 'firstRecharge';
  return 'everyone';
}

/** Whether rechMoney says the viewer has recharged: true, false, or null while unknown. */
function recharged(rechMoney: ContentViewer['rechMoney']): boolean | null {
  if (rechMoney === undefined || rechMoney === null || String(rechMoney).trim() === '') return null;
  const amount = Number(rechMoney);
  return Number.isFinite(amount) && amount > 0;
}

/**
 * Whether content for `audience` is for `viewer`. Sign-up calls: visitors and trial accounts.
 * First-recharge offers: visitors and players whose rechMoney is 0; a signed-in player whose
 * rechMoney is not known yet sees none (no offer rather than a wrong one while the profile loads).
 */
export function isContentFor(audience: ContentAudience, viewer: ContentViewer): boolean {
  switch (audience) {
    case 'visitors':
      return !viewer.loggedIn || isTrialAccount(viewer.userType);
    case 'firstRecharge':
      return !viewer.loggedIn || recharged(viewer.rechMoney) === false;
    default:
      return true;
  }
}

/** The items (banners, ads) meant for `viewer`, in their order. */
export function shownTo<T extends { redirectUrl: string }>(
  items: readonly T[],
  viewer: ContentViewer,
): T[] {
  return items.filter((item) => isContentFor(contentAudienceOf(item.redirectUrl), viewer));
}
