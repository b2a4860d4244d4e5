import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import '../styles/tokens.css';
import './Tabs.css';

/** One tab of a {@link Tabs} strip. */
export interface TabsItem {
  /** Identifies the tab in `activeKey` / `onChange`. */
  key: string;
  label: ReactNode;
  /** Small mark after the label (a count, 新, a dot); nothing when undefined, null or ''. */
  badge?: ReactNode;
  /** A disabled tab is shown greyed and cannot be chosen. */
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: TabsItem[];
  /** Key of the selected tab (aria-selected, underlined). */
  activeKey: string;
  /** Called with the chosen tab's key; not called for the tab that is already selected. */
  onChange(key: string): void;
  /**
   * Tabs keep their natural width and the strip scrolls sideways (many game tabs); the selected
   * tab is scrolled into the middle whenever it changes. Default false: tabs share the width.
   */
  scrollable?: boolean;
  /** Stick to the top of the scroll container (offset by `--jl-tabs-sticky-top`). */
  sticky?: boolean;
  /** Accessible name of the tab list. */
  ariaLabel?: string;
  /**
   * Prefix of the tabs' element ids: tab `key` gets id `${idPrefix}-tab-${key}` and
   * aria-controls `${idPrefix}-panel-${key}`, for a tabpanel that wants aria-labelledby.
   * Default a generated id (then no aria-controls is set).
   */
  idPrefix?: string;
  className?: string;
}

/** Whether a slot has something to render (`cond && <x/>` may pass false, null or ''). */
function present(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * A horizontal tab strip with an underline under the selected tab (lottery play tabs, game
 * categories, record filters). Keyboard: arrows, Home and End move between tabs and select them
 * (WAI-ARIA tabs with automatic activation, roving tabindex).
 */
export function Tabs({
  items,
  activeKey,
  onChange,
  scrollable = false,
  sticky = false,
  ariaLabel,
  idPrefix,
  className,
}: TabsProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  const listRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const firstScroll = useRef(true);

  // Keep the selected tab in view: centre it in the strip (instantly on mount, smoothly after).
  useEffect(() => {
    const list = listRef.current;
    if (!list || !scrollable) return;
    const tab = list.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!tab) return;
    const left = Math.max(0, tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2);
    const smooth = !firstScroll.current && !reducedMotion;
    firstScroll.current = false;
    if (typeof list.scrollTo === 'function') {
      list.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' });
    } else {
      list.scrollLeft = left;
    }
  }, [activeKey, scrollable, reducedMotion, items.length]);

  const enabled = items.filter((item) => !item.disabled);
  // The tab reachable with Tab: the selected one, or the first enabled one when none is.
  const focusKey = enabled.some((item) => item.key === activeKey) ? activeKey : enabled[0]?.key;

  const select = (key: string) => {
    if (key !== activeKey) onChange(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (enabled.length === 0) return;
    const current = enabled.findIndex((item) => item.key === focusKey);
    let next: number;
    if (event.key === 'ArrowRight') next = (current + 1) % enabled.length;
    else if (event.key === 'ArrowLeft') next = (current - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    else return;
    event.preventDefault();
    const target = enabled[next];
    if (!target) return;
    select(target.key);
    listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(target.key)}"]`)?.focus();
  };

  return (
    <div
      className={cx(
        'jl-tabs',
        scrollable && 'jl-tabs--scrollable',
        sticky && 'jl-tabs--sticky',
        className,
      )}
    >
      <div
        ref={listRef}
        className="jl-tabs__list"
        role="tablist"
        aria-label={ariaLabel}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${prefix}-tab-${item.key}`}
              aria-controls={idPrefix !== undefined ? `${prefix}-panel-${item.key}` : undefined}
              aria-selected={active}
              tabIndex={item.key === focusKey ? 0 : -1}
              disabled={item.disabled}
              data-key={item.key}
              className={cx('jl-tabs__tab', active && 'jl-tabs__tab--active')}
              onClick={() => select(item.key)}
            >
              <span className="jl-tabs__label">{item.label}</span>
              {present(item.badge) && <span className="jl-tabs__badge">{item.badge}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
