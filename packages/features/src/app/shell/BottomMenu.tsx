// The theme's bottom menu (spec §2 "Bottom menu"): the kit's TabBar with one link per item, the
// current path's item highlighted, and for login-only items (the bet list) a 请先登录 confirm
// while logged out.
import { Confirm, TabBar } from '@jinli/ui';
import { useState } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { loginHref } from '../router/loginRedirect';
import { useSession } from '../session/sessionStore';
import { activeMenuItem, menuTapAction, type MenuItem } from '../context/menuRules';
import { BOTTOM_MENU_LABEL, shellStrings } from './strings';
import './BottomMenu.css';

export interface BottomMenuProps {
  /** The visible items in display order (see `visibleMenuItems`). */
  items: readonly MenuItem[];
}

/**
 * Fixed to the bottom (`--jl-tabbar-height` plus the safe-area inset) with an in-flow spacer.
 * Items are real links (long-press, open in a new tab); a plain tap goes through the menu's
 * rules, which may turn it into the login confirm.
 */
export function BottomMenu({ items }: BottomMenuProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');
  const { isLoggedIn } = useSession();
  const [loginTarget, setLoginTarget] = useState<string | null>(null);
  const active = activeMenuItem(items, pathname);

  const onChange = (key: string) => {
    const item = items.find((candidate) => candidate.key === key);
    if (!item) return;
    const action = menuTapAction(item, pathname, isLoggedIn);
    if (action.kind === 'navigate') void navigate(action.path);
    else if (action.kind === 'confirm-login') setLoginTarget(action.path);
  };

  return (
    <>
      <TabBar
        className="jl-bottom-menu"
        ariaLabel={BOTTOM_MENU_LABEL}
        activeKey={active?.key ?? ''}
        onChange={onChange}
        items={items.map((item) => ({
          key: item.key,
          label: item.label,
          icon: item.icon,
          activeIcon: item.activeIcon,
          href: base + item.path,
        }))}
      />
      <Confirm
        open={loginTarget !== null}
        message={shellStrings.loginFirst}
        cancelText={shellStrings.cancel}
        confirmText={shellStrings.confirm}
        onCancel={() => setLoginTarget(null)}
        onConfirm={() => {
          const target = loginTarget ?? undefined;
          setLoginTarget(null);
          void navigate(loginHref(target));
        }}
      />
    </>
  );
}
