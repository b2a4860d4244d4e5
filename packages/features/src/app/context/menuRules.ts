// Rules of the bottom menu, apart from its rendering: which items show, which is current, and
// whether a tap navigates or first asks the user to log in.
import type { FeatureSwitches } from './appSwitches';
import type { MenuConfig, MenuItem } from '../shell/menuConfig';

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
