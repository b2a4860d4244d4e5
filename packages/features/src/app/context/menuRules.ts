// The bottom menu's item and its rules, apart from the items themselves (shell/menuConfig.tsx) and
// their rendering: which items show, which is current, and whether a tap navigates or first asks
// the user to log in.
import type { ReactNode } from 'react';
import type { FeatureSwitches } from './appSwitches';

export interface MenuItem {
  /** Stable key; also the tab's test id suffix (`tab-<key>`). */
  key: string;
  label: string;
  icon: ReactNode;
  /** Icon of the selected tab; the outline icon when absent. */
  activeIcon?: ReactNode;
  /** Where the tab goes. */
  path: string;
  /** More paths on which this tab is the current one (e.g. the home aliases). */
  alsoActiveOn?: string[];
  /** Logged-out users get the 请先登录 confirm instead (spec §2: the bet list). Default false. */
  requiresLogin?: boolean;
  /** Shown only when this holds for the app's switches. Default: always shown. */
  visibleWhen?: (switches: FeatureSwitches) => boolean;
}

/** A theme's bottom menu, in display order. */
export type MenuConfig = readonly MenuItem[];

export function visibleMenuItems(menu: MenuConfig, switches: FeatureSwitches): MenuItem[] {
  return menu.filter((item) => (item.visibleWhen ? item.visibleWhen(switches) : true));
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The item the current path highlights: the one whose path (or alias) is the current path.
 * Only top-level screens have one; inner pages return undefined and hide the tab bar.
 */
export function activeMenuItem(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  const path = normalise(pathname);
  return items.find((item) => item.path === path || item.alsoActiveOn?.includes(path));
}

export type MenuTapAction =
  { kind: 'navigate'; path: string } | { kind: 'confirm-login'; path: string } | { kind: 'none' };

/** What tapping `item` does: nothing on the current tab, the login confirm for login-only tabs while logged out. */
export function menuTapAction(item: MenuItem, pathname: string, loggedIn: boolean): MenuTapAction {
  if (normalise(pathname) === item.path) return { kind: 'none' };
  if (item.requiresLogin && !loggedIn) return { kind: 'confirm-login', path: item.path };
  return { kind: 'navigate', path: item.path };
}
