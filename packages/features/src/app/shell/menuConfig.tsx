// The bottom menu as configuration: the items each theme shows (DESIGN.md §6). What an item is and
// its rules (login needed, visible only under a switch, which paths highlight it) are the app
// context's (context/menuRules.ts), which screens read too.
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

/** Every tab the product knows; themes pick from these. */
export const menuItems = {
  home: {
    key: 'home',
    label: shellStrings.home,
    icon: <MenuHomeIcon />,
    activeIcon: <MenuHomeIcon active />,
    path: '/',
    alsoActiveOn: ['/recommend', '/macau-lottery'],
  },
  gallery: {
    key: 'gallery',
    label: shellStrings.gallery,
    icon: <MenuGalleryIcon />,
    activeIcon: <MenuGalleryIcon active />,
    path: '/gallery',
  },
  gameCenter: {
    key: 'game-center',
    label: shellStrings.gameCenter,
    icon: <MenuGameCenterIcon />,
    activeIcon: <MenuGameCenterIcon active />,
    path: '/game-center',
  },
  /** theme4: the game center under the Mark Six name. */
  markSixGameCenter: {
    key: 'game-center',
    label: shellStrings.markSix,
    icon: <MenuMarkSixIcon />,
    activeIcon: <MenuMarkSixIcon active />,
    path: '/game-center',
  },
  /** theme2 under `markSixTab`: the Mark Six game itself. */
  markSixGame: {
    key: 'mark-six',
    label: shellStrings.markSix,
    icon: <MenuMarkSixIcon />,
    activeIcon: <MenuMarkSixIcon active />,
    path: `/game/${DEFAULT_GAME_ID}`,
  },
  database: {
    key: 'database',
    label: shellStrings.database,
    icon: <MenuDatabaseIcon />,
    activeIcon: <MenuDatabaseIcon active />,
    path: '/databases',
  },
  promotions: {
    key: 'promotions',
    label: shellStrings.promotions,
    icon: <MenuPromotionIcon />,
    activeIcon: <MenuPromotionIcon active />,
    path: '/promotional',
  },
  betList: {
    key: 'bet-list',
    label: shellStrings.betList,
    icon: <MenuBetListIcon />,
    activeIcon: <MenuBetListIcon active />,
    path: '/bet-list',
    requiresLogin: true,
  },
  profile: {
    key: 'profile',
    label: shellStrings.profile,
    icon: <MenuProfileIcon />,
    activeIcon: <MenuProfileIcon active />,
    path: '/profile',
  },
} satisfies Record<string, MenuItem>;

/**
 * One tab that is the game center, or the Mark Six game under the markSixTab switch (spec §2,
 * DESIGN.md §6): spread into a menu where that tab goes.
 */
export const gameCenterOrMarkSix: MenuConfig = [
  { ...menuItems.gameCenter, visibleWhen: (switches) => !switches.markSixTab },
  { ...menuItems.markSixGame, visibleWhen: (switches) => Boolean(switches.markSixTab) },
];

/**
 * A menu of five tabs for stories and tests. Each app composes its own bottom menu from
 * `menuItems` (apps/theme1-4/src/app.ts, DESIGN.md §6): which tabs a brand shows is brand code.
 */
export const exampleMenu: MenuConfig = [
  menuItems.home,
  menuItems.gallery,
  menuItems.betList,
  menuItems.database,
  menuItems.profile,
];
