// The theme's bottom menu (spec §2 "Bottom menu"): one link per item, the current path's item
// highlighted, and for login-only items (the bet list) a 请先登录 confirm while logged out.
import { Confirm } from '@jinli/ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginHref } from '../router/loginRedirect';
import { useSession } from '../session/sessionStore';
import type { MenuItem } from './menuConfig';
import { activeMenuItem, menuTapAction } from './menuRules';
import { BOTTOM_MENU_LABEL, shellStrings } from './strings';
import './BottomMenu.css';

export interface BottomMenuProps {
  /** The visible items in display order (see `visibleMenuItems`). */
  items: readonly MenuItem[];
}

/**
 * Fixed to the bottom, `--jl-tabbar-height` tall plus the safe-area inset, with an in-flow spacer
 * so content scrolls clear of it. Items are real links (open in a new tab, long-press) whose
 * taps the menu's rules may turn into the login confirm.
 */
export function BottomMenu({ items }: BottomMenuProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const [loginTarget, setLoginTarget] = useState<string | null>(null);
  const active = activeMenuItem(items, pathname);

  return (
    <>
      <div className="jl-bottom-menu-spacer" aria-hidden="true" />
      <nav className="jl-bottom-menu" aria-label={BOTTOM_MENU_LABEL}>
        {items.map((item) => {
          const current = item.key === active?.key;
          return (
            <Link
              key={item.key}
              to={item.path}
              className={
                current
                  ? 'jl-bottom-menu__item jl-bottom-menu__item--active'
                  : 'jl-bottom-menu__item'
              }
              aria-current={current ? 'page' : undefined}
              data-testid={`tab-${item.key}`}
              onClick={(event) => {
                const action = menuTapAction(item, pathname, isLoggedIn);
                if (action.kind === 'navigate') return;
                event.preventDefault();
                if (action.kind === 'confirm-login') setLoginTarget(action.path);
              }}
            >
              <span className="jl-bottom-menu__icon">
                {current ? (item.activeIcon ?? item.icon) : item.icon}
              </span>
              <span className="jl-bottom-menu__label">{item.label}</span>
            </Link>
          );
        })}
      </nav>
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
