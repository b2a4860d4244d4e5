import { useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { GameIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import { Tabs } from '../Tabs/Tabs';
import '../styles/tokens.css';
import './GameCategoryNav.css';

/** One category of {@link GameCategoryNav}. */
export interface GameCategoryNavItem {
  key: string;
  label: string;
  /** Category picture; takes precedence over `icon`. */
  iconUrl?: string;
  /** Category icon (one of the kit's line icons); a gamepad while neither is given. */
  icon?: ReactNode;
}

/** Props of {@link GameCategoryNav}. */
export interface GameCategoryNavProps {
  items: GameCategoryNavItem[];
  activeKey: string;
  /** Called with the tapped category's key (not for the current one). */
  onChange(key: string): void;
  /** 'vertical': a rail beside the games; 'horizontal': scrolling tabs above them. */
  orientation: 'vertical' | 'horizontal';
  /** Accessible name of the list. Default 游戏分类. */
  ariaLabel?: string;
  className?: string;
}

/**
 * The game center's categories (热门, 彩票, 捕鱼, …) as a vertical rail or horizontal tabs (spec
 * §2: chosen by the company's appDisplay). Tabs with automatic activation: arrows move and select.
 */
export function GameCategoryNav({
  items,
  activeKey,
  onChange,
  orientation,
  ariaLabel = '游戏分类',
  className,
}: GameCategoryNavProps) {
  const railRef = useRef<HTMLDivElement>(null);

  // Keep the current category in view in the rail.
  useEffect(() => {
    if (orientation !== 'vertical') return;
    const tab = railRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (tab && typeof tab.scrollIntoView === 'function') tab.scrollIntoView({ block: 'nearest' });
  }, [activeKey, orientation]);

  if (orientation === 'horizontal') {
    return (
      <Tabs
        className={cx('jl-game-category-nav', 'jl-game-category-nav--horizontal', className)}
        items={items.map((item) => ({ key: item.key, label: item.label }))}
        activeKey={activeKey}
        onChange={onChange}
        scrollable
        ariaLabel={ariaLabel}
      />
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0 || items.length === 0) return;
    event.preventDefault();
    const current = items.findIndex((item) => item.key === activeKey);
    const next = items[(current + step + items.length) % items.length];
    if (!next) return;
    if (next.key !== activeKey) onChange(next.key);
    railRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(next.key)}"]`)?.focus();
  };

  const focusKey = items.some((item) => item.key === activeKey) ? activeKey : items[0]?.key;
  return (
    <div
      ref={railRef}
      className={cx('jl-game-category-nav', 'jl-game-category-nav--vertical', className)}
      role="tablist"
      aria-orientation="vertical"
      aria-label={ariaLabel}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            data-key={item.key}
            aria-selected={selected}
            tabIndex={item.key === focusKey ? 0 : -1}
            className={cx(
              'jl-game-category-nav__item',
              selected && 'jl-game-category-nav__item--active',
            )}
            onClick={() => {
              if (!selected) onChange(item.key);
            }}
          >
            {item.iconUrl ? (
              <img className="jl-game-category-nav__icon" src={item.iconUrl} alt="" />
            ) : (
              <span className="jl-game-category-nav__icon" aria-hidden="true">
                {item.icon ?? <GameIcon />}
              </span>
            )}
            <span className="jl-game-category-nav__label">{item.label}</span>
          </button>
        );
      })}
    </div>
  );
}
