// Public surface of @jinli/features: the app bootstrap, route objects per feature, the shell's
// menu configuration, and the session store.

// App
export { bootApp } from './app/boot/bootApp';
export type { BootAppOptions, BootedApp } from './app/boot/bootApp';
export { createAppQueryClient, createJinliApp } from './app/boot/createJinliApp';
export type { CreateJinliAppOptions, JinliAppInstance } from './app/boot/createJinliApp';
export type { JinliAppOptions } from './app/boot/appOptions';
export { AppContext, useAppContext } from './app/context/AppContext';
export type { AppContextValue, BrandAssets } from './app/context/AppContext';

// Routing
export { buildAppRoutes, SHELL_ROUTE_ID } from './app/boot/buildAppRoutes';
export { createPathMatcher, NOT_FOUND_ROUTE_ID } from './app/router/knownPaths';
export {
  LOGIN_PATH,
  LOGIN_REDIRECT_PARAM,
  REGISTER_PATH,
  loginHref,
  readLoginRedirect,
} from './app/router/loginRedirect';
export { pageAnimation } from './app/router/pageAnimation';
export type { PageAnimation } from './app/router/pageAnimation';
export { createGuardLoader, decideGuard, isGuarded } from './app/router/routeGuard';
export type { GuardDecision, GuardOptions, LoadProfile } from './app/router/routeGuard';
export { routeGroupColors } from './app/router/routeHandle';
export type { AppRoute, PageTransition, RouteHandle } from './app/router/routeHandle';
export { applyThemeColor, resolveThemeColor } from './app/router/themeColor';

// Session
export {
  isAgentProfile,
  logout,
  reloadSessionFromStorage,
  session,
  setAccessToken,
  setChatToken,
  setProfile,
  setRebateRatio,
  syncSessionAcrossTabs,
  useSession,
} from './app/session/sessionStore';
export type { SessionProfile, SessionState } from './app/session/sessionStore';
export {
  ACCESS_TOKEN_KEY,
  CHAT_TOKEN_KEY,
  REBATE_RATIO_KEY,
} from './app/session/sessionStorageKeys';

// Shell
export type {
  ChatMessageStyle,
  FeatureSwitches,
  GameCenterSection,
  HomeSection,
  ProfileLayout,
} from './app/context/appSwitches';
export { DEFAULT_GAME_CENTER_SECTIONS, DEFAULT_HOME_SECTIONS } from './app/context/appSwitches';
export { BottomMenu } from './app/shell/BottomMenu';
export type { BottomMenuProps } from './app/shell/BottomMenu';
export {
  betListMenuItem,
  databaseMenuItem,
  exampleMenu,
  galleryMenuItem,
  gameCenterMenuItem,
  gameCenterOrMarkSix,
  homeMenuItem,
  markSixGameCenterMenuItem,
  markSixGameMenuItem,
  menuItems,
  profileMenuItem,
  promotionsMenuItem,
} from './app/shell/menuConfig';
export { activeMenuItem, menuTapAction, visibleMenuItems } from './app/context/menuRules';
export type { MenuConfig, MenuItem, MenuTapAction } from './app/context/menuRules';
export { BOTTOM_MENU_LABEL, shellStrings } from './app/shell/strings';

// Features
export { homeRoutes } from './features/home/routes';
export { carouselTarget, sortSlides } from './shared/carouselTarget';
export type { CarouselTarget } from './shared/carouselTarget';
export { homeStrings } from './features/home/strings';
export { NOTICE_MODAL_SHOWN_KEY } from './features/home/hooks/useNoticeModalOnce';
export { notFoundRoute } from './features/not-found/routes';
export { notFoundStrings } from './features/not-found/strings';
export { authRoutes, createAuthRoutes, type AuthRoutesOptions } from './features/auth/routes';
export { authStrings } from './features/auth/strings';
export { loadProfile } from './features/auth/loadProfile';
export { profileRoutes } from './features/profile/routes';
export { profileStrings } from './features/profile/strings';
export { walletStrings } from './features/wallet/strings';
export {
  BALANCE_SPIN_LONG_MS,
  BALANCE_SPIN_MS,
  balanceSpinMs,
} from './features/wallet/balanceSpin';
export { resetPasswordRoute, settingsRoutes } from './features/settings/routes';
export { settingsStrings } from './features/settings/strings';
export { aboutRoutes } from './features/about/routes';
export { aboutStrings } from './features/about/strings';
export { lotteryRoutes } from './features/lottery/routes';
export { walletRoutes } from './features/wallet/routes';
export { betRoutes } from './features/bets/routes';
export { gameCenterRoutes } from './features/game-center/routes';
export { gameCenterStrings } from './features/game-center/strings';
export { galleryRoutes } from './features/gallery/routes';
export { databaseRoutes } from './features/database/routes';
export { templateRoutes } from './features/templates/routes';
export { promotionRoutes } from './features/promotions/routes';
export { collectionRoutes } from './features/collection/routes';
export { chatRoutes } from './features/chat/routes';
export { agentRoutes } from './features/agent/routes';
export { agentStrings } from './features/agent/strings';
export { chatStrings } from './features/chat/strings';
export {
  CHAT_ROOMS_PATH,
  SERVICES_PATH,
  SERVICE_CONSOLE_PATH,
  chatRoomPath,
  gameChatRoomPath,
  privateChatPath,
  servicesPath,
} from './features/chat/chatPaths';
export { FLOATING_CHAT_POSITION_KEY } from './features/chat/chatBubbleRules';
