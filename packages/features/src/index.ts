// Public surface of @jinli/features: the app bootstrap, route objects per feature, the shell's
// menu configuration, and the session store.

// App
export { bootApp } from './app/bootApp';
export type { BootAppOptions, BootedApp } from './app/bootApp';
export { createAppQueryClient, createJinliApp } from './app/createJinliApp';
export type { CreateJinliAppOptions, JinliAppInstance } from './app/createJinliApp';
export type { BrandAssets, JinliAppOptions } from './app/appOptions';
export { AppContext, useAppContext } from './app/AppContext';
export type { AppContextValue } from './app/AppContext';

// Routing
export { buildAppRoutes, SHELL_ROUTE_ID } from './router/buildAppRoutes';
export { createPathMatcher, NOT_FOUND_ROUTE_ID } from './router/knownPaths';
export {
  LOGIN_PATH,
  LOGIN_REDIRECT_PARAM,
  REGISTER_PATH,
  loginHref,
  readLoginRedirect,
} from './router/loginRedirect';
export { pageAnimation } from './router/pageAnimation';
export type { PageAnimation } from './router/pageAnimation';
export { createGuardLoader, decideGuard, isGuarded } from './router/routeGuard';
export type { GuardDecision, GuardOptions, LoadProfile } from './router/routeGuard';
export { routeGroupColors } from './router/routeHandle';
export type { AppRoute, PageTransition, RouteHandle } from './router/routeHandle';
export { applyThemeColor, resolveThemeColor } from './router/themeColor';

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
} from './session/sessionStore';
export type { SessionProfile, SessionState } from './session/sessionStore';
export { ACCESS_TOKEN_KEY, CHAT_TOKEN_KEY, REBATE_RATIO_KEY } from './session/sessionStorageKeys';

// Shell
export type { FeatureSwitches } from './shell/appSwitches';
export { BottomMenu } from './shell/BottomMenu';
export type { BottomMenuProps } from './shell/BottomMenu';
export { menuItems, themeMenus } from './shell/menuConfig';
export type { MenuConfig, MenuItem, ThemeName } from './shell/menuConfig';
export { activeMenuItem, menuTapAction, visibleMenuItems } from './shell/menuRules';
export type { MenuTapAction } from './shell/menuRules';
export { BOTTOM_MENU_LABEL, shellStrings } from './shell/strings';

// Features
export { homeRoutes } from './home/routes';
export { carouselTarget, sortSlides } from './home/carouselTarget';
export type { CarouselTarget } from './home/carouselTarget';
export { homeStrings } from './home/strings';
export { NOTICE_MODAL_SHOWN_KEY } from './home/hooks/useNoticeModalOnce';
export { notFoundRoute } from './not-found/routes';
export { notFoundStrings } from './not-found/strings';
export { authRoutes, createAuthRoutes, type AuthRoutesOptions } from './auth/routes';
export { authStrings } from './auth/strings';
export { loadProfile } from './auth/loadProfile';
export { profileRoutes } from './profile/routes';
export { profileStrings } from './profile/strings';
export { walletStrings } from './wallet/strings';
export { BALANCE_SPIN_LONG_MS, BALANCE_SPIN_MS, balanceSpinMs } from './wallet/balanceSpin';
export { resetPasswordRoute, settingsRoutes } from './settings/routes';
export { settingsStrings } from './settings/strings';
export { aboutRoutes } from './about/routes';
export { aboutStrings } from './about/strings';
export { lotteryRoutes } from './lottery/routes';
export { walletRoutes } from './wallet/routes';
export { betRoutes } from './bets/routes';
export { gameCenterRoutes } from './game-center/routes';
export { gameCenterStrings } from './game-center/strings';
export { galleryRoutes } from './gallery/routes';
export { databaseRoutes } from './database/routes';
export { templateRoutes } from './templates/routes';
export { promotionRoutes } from './promotions/routes';
export { collectionRoutes } from './collection/routes';
export { chatRoutes } from './chat/routes';
export { agentRoutes } from './agent/routes';
export { agentStrings } from './agent/strings';
export { chatStrings } from './chat/strings';
export {
  CHAT_ROOMS_PATH,
  SERVICES_PATH,
  SERVICE_CONSOLE_PATH,
  chatRoomPath,
  gameChatRoomPath,
  privateChatPath,
  servicesPath,
} from './chat/chatPaths';
export { FLOATING_CHAT_POSITION_KEY } from './chat/chatBubbleRules';
