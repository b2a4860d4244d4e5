// The bottom menu as configuration: the items each theme shows (DESIGN.md §6). What an item is and
// its rules (login needed, visible only under a switch, which paths highlight it) are the app
// context's (context/menuRules.ts), which screens read too.
//
// One export per tab: an app imports the tabs it shows, so the icons of the others stay out of its
// first load (one object holding every tab kept all eight icons in every theme's entry).
import {
  MenuBetListIcon,
  MenuDatabaseIcon,
  MenuGalleryIcon,
  MenuGameCenterIcon,
  MenuHomeIcon,
  MenuMarkSixIcon,
  MenuProfileIcon,
  MenuPromotionIcon,
} from '@jinli/ui';
import { DEFAULT_GAME_ID } from '@jinli/domain';
import type { MenuConfig, MenuItem } from '../context/menuRules';
import { shellStrings } from './strings';

export const homeMenuItem: MenuItem = {
  key: 'home',
  label: shellStrings.home,
  icon: <MenuHomeIcon />,
  activeIcon: <MenuHomeIcon active />,
  path: '/',
  alsoActiveOn: ['/recommend', '/macau-lottery'],
};

export const galleryMenuItem: MenuItem = {
  key: 'gallery',
  label: shellStrings.gallery,
  icon: <MenuGalleryIcon />,
  activeIcon: <MenuGalleryIcon active />,
  path: '/gallery',
};

export const gameCenterMenuItem: MenuItem = {
  key: 'game-center',
  label: shellStrings.gameCenter,
  icon: <MenuGameCenterIcon />,
  activeIcon: <MenuGameCenterIcon active />,
  path: '/game-center',
};

/** theme4: the game center under the Mark Six name. */
export const markSixGameCenterMenuItem: MenuItem = {
  key: 'game-center',
  label: shellStrings.markSix,
  icon: <MenuMarkSixIcon />,
  activeIcon: <MenuMarkSixIcon active />,
  path: '/game-center',
};

/** theme2 under `markSixTab`: the Mark Six game itself. */
export const markSixGameMenuItem: MenuItem = {
  key: 'mark-six',
  label: shellStrings.markSix,
  icon: <MenuMarkSixIcon />,
  activeIcon: <MenuMarkSixIcon active />,
  path: `/game/${DEFAULT_GAME_ID}`,
};

export const databaseMenuItem: MenuItem = {
  key: 'database',
  label: shellStrings.database,
  icon: <MenuDatabaseIcon />,
  activeIcon: <MenuDatabaseIcon active />,
  path: '/databases',
};

export const promotionsMenuItem: MenuItem = {
  key: 'promotions',
  label: shellStrings.promotions,
  icon: <MenuPromotionIcon />,
  activeIcon: <MenuPromotionIcon active />,
  path: '/promotional',
};

export const betListMenuItem: MenuItem = {
  key: 'bet-list',
  label: shellStrings.betList,
  icon: <MenuBetListIcon />,
  activeIcon: <MenuBetListIcon active />,
  path: '/bet-list',
  requiresLogin: true,
};

export const profileMenuItem: MenuItem = {
  key: 'profile',
  label: shellStrings.profile,
  icon: <MenuProfileIcon />,
  activeIcon: <MenuProfileIcon active />,
  path: '/profile',
};

/** Every tab the product knows, by name: for stories and tests (apps import the tabs they show). */
export const menuItems = {
  home: homeMenuItem,
  gallery: galleryMenuItem,
  gameCenter: gameCenterMenuItem,
  markSixGameCenter: markSixGameCenterMenuItem,
  markSixGame: markSixGameMenuItem,
  database: databaseMenuItem,
  promotions: promotionsMenuItem,
  betList: betListMenuItem,
  profile: profileMenuItem,
} satisfies Record<string, MenuItem>;

/**
 * One tab that is the game center, or the Mark Six game under the markSixTab switch (spec §2,
 * DESIGN.md §6): spread into a menu where that tab goes.
 */
export const gameCenterOrMarkSix: MenuConfig = [
  { ...gameCenterMenuItem, visibleWhen: (switches) => !switches.markSixTab },
  { ...markSixGameMenuItem, visibleWhen: (switches) => Boolean(switches.markSixTab) },
];

/**
 * A menu of five tabs for stories and tests. Each app composes its own bottom menu from the tabs
 * (apps/theme1-4/src/app.ts, DESIGN.md §6): which tabs a brand shows is brand code.
 */
export const exampleMenu: MenuConfig = [
  homeMenuItem,
  galleryMenuItem,
  betListMenuItem,
  databaseMenuItem,
  profileMenuItem,
];
