import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './TabBar.css';

/** One entry of the bottom menu. */
export interface TabBarItem {
  /** Identifies the item in `activeKey` / `onChange` (typically a route path). */
  key: string;
  label: string;
  icon: ReactNode;
  /** Icon shown while the item is current; defaults to `icon`. */
  activeIcon?: ReactNode;
  /** Corner badge: numbers above 99 show as 99+; 0, '' and undefined show nothing. */
  badge?: number | string;
  /**
   * Render the item as a link to this URL: a plain tap still only calls `onChange` (the app
   * navigates), while long-press, middle-click or ⌘/Ctrl-click open the link as browsers do.
   */
  href?: string;
}

/** Props of {@link TabBar}. */
export interface TabBarProps {
  items: TabBarItem[];
  /** Key of the current item (marked aria-current="page"). */
  activeKey: string;
  /** Called with the tapped item's key, also when it is already current. */
  onChange(key: string): void;
  /**
   * Render an in-flow spacer of the bar's height so page content can scroll clear of the fixed
   * bar. Default true.
   */
  placeholder?: boolean;
  /** Accessible name of the navigation landmark. Default 底部导航. */
  ariaLabel?: string;
  className?: string;
}

/** Text of a badge, or null when there is nothing to show. */
export function badgeText(badge: number | string | undefined): string | null {
  if (badge === undefined || badge === '' || badge === 0) return null;
  if (typeof badge === 'number') return badge > 99 ? '99+' : String(badge);
  return badge;
}

/**
 * The fixed bottom menu (spec §2 bottom menu): `--jl-tabbar-height` tall plus the bottom
 * safe-area inset; the current item is highlighted in `--jl-tabbar-active-color`.
 */
export function TabBar({
  items,
  activeKey,
  onChange,
  placeholder = true,
  ariaLabel = '底部导航',
  className,
}: TabBarProps) {
  return (
    <>
      {placeholder && <div className="jl-tabbar-placeholder" aria-hidden="true" />}
      {/* The item count on the bar itself: each item takes its column as soon as it is parsed,
          so a page painted before the rest of its HTML arrived (a slow network, a busy phone)
          does not draw two wide items and then five narrow ones. */}
      <nav
        className={cx('jl-tabbar', className)}
        aria-label={ariaLabel}
        style={{ '--jl-tabbar-count': items.length } as CSSProperties}
      >
        {items.map((item) => {
          const active = item.key === activeKey;
          const badge = badgeText(item.badge);
          const content = (
            <>
              <span className="jl-tabbar__icon">
                {active && item.activeIcon !== undefined ? item.activeIcon : item.icon}
                {badge !== null && <span className="jl-tabbar__badge">{badge}</span>}
              </span>
              <span className="jl-tabbar__label">{item.label}</span>
            </>
          );
          const common = {
            className: cx('jl-tabbar__item', active && 'jl-tabbar__item--active'),
            'aria-current': active ? ('page' as const) : undefined,
          };
          if (item.href !== undefined) {
            return (
              <a
                key={item.key}
                href={item.href}
                {...common}
                onClick={(event) => {
                  if (
                    event.button !== 0 ||
                    event.metaKey ||
                    event.ctrlKey ||
                    event.shiftKey ||
                    event.altKey
                  )
                    return;
                  event.preventDefault();
                  onChange(item.key);
                }}
              >
                {content}
              </a>
            );
          }
          return (
            <button key={item.key} type="button" {...common} onClick={() => onChange(item.key)}>
              {content}
            </button>
          );
        })}
      </nav>
    </>
  );
}
