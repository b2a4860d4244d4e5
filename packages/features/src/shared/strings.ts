// Texts of the pieces several features share (the query states, the trial refusal, the home and
// game-center banners), verbatim from the spec where it has them.
import { TRIAL_ACCOUNT_REFUSED } from '@jinli/domain';

export const sharedStrings = {
  loading: '加载中…',
  retry: '重试',
  empty: '暂无数据',
  trialRefused: TRIAL_ACCOUNT_REFUSED,
  /** The way out of a page a trial account is refused: sign out, then register. */
  registerOfficial: '注册正式账户',
  /** Accessible name of the home carousel (also the game center's). */
  carouselLabel: '首页轮播图',
} as const;
