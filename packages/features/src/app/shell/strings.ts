// User-facing texts of the app shell (bottom menu), verbatim from the spec / DESIGN.md §6.
import { LOGIN_REQUIRED } from '@jinli/domain';

export const shellStrings = {
  home: '首页',
  gallery: '图库',
  gameCenter: '游戏大厅',
  database: '资料库',
  profile: '我的',
  promotions: '优惠',
  betList: '投注记录',
  /** The Mark Six name (theme4's game-center tab, theme2's Mark Six tab). */
  markSix: '六合彩',
  /** Confirm shown when a logged-out user taps a login-only tab (spec §2 "Bottom menu"). */
  loginFirst: LOGIN_REQUIRED,
  cancel: '取消',
  confirm: '确认',
  backToTop: '回到顶部',
} as const;

/** Texts of the route error screen (a chunk or screen failed to load); the spec has none for it. */
export const routeErrorStrings = {
  title: '页面加载失败',
  retry: '重新加载',
  backHome: '返回首页',
} as const;

/** Accessible name of the bottom menu landmark. */
export const BOTTOM_MENU_LABEL = '底部菜单';
