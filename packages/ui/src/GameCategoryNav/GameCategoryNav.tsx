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

/**
 * How the horizontal bar draws its categories: 'tabs' (labels over an underline), 'chips'
 * (pills, each with its small icon) or 'tiles' (a big icon above each label). A brand's choice.
 */
export type GameCategoryNavLook = 'tabs' | 'chips' | 'tiles';

/**
 * Height of the horizontal bar per look, px: a page scrolling to a category under the sticky bar
 * offsets by it (the tabs' is --jl-tabs-height's default).
 */
export const GAME_CATEGORY_BAR_HEIGHT: Readonly<Record<GameCategoryNavLook, number>> = {
  tabs: 44,
  chips: 60,
  tiles: 80,
};

/** Props of {@link GameCategoryNav}. */
export interface GameCategoryNavProps {
  items: GameCategoryNavItem[];
  activeKey: string;
  /** Called with the tapped category's key (not for the current one). */
  onChange(key: string): void;
  /** 'vertical': a rail beside the games; 'horizontal': a scrolling bar above them. */
  orientation: 'vertical' | 'horizontal';
  /** The horizontal bar's look. Default 'tabs'. */
  look?: GameCategoryNavLook;
  /** Accessible name of the list. Default 游戏分类. */
  ariaLabel?: string;
  className?: string;
}

/**
 * The game center's categories (热门, 彩票, 捕鱼, …) as a vertical rail or a horizontal bar (spec
 * §2: chosen by the company's appDisplay). Tabs with automatic activation: arrows move and select.
 */
export function GameCategoryNav({
  items,
  activeKey,
  onChange,
  orientation,
  look = 'tabs',
  ariaLabel = '游戏分类',
  className,
}: GameCategoryNavProps) {
  if (orientation === 'horizontal' && look === 'tabs') {
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
  return (
    <CategoryButtons
      items={items}
      activeKey={activeKey}
      onChange={onChange}
      orientation={orientation}
      ariaLabel={ariaLabel}
      height={orientation === 'horizontal' ? GAME_CATEGORY_BAR_HEIGHT[look] : undefined}
      className={cx(
        'jl-game-category-nav',
        orientation === 'vertical'
          ? 'jl-game-category-nav--vertical'
          : `jl-game-category-nav--horizontal jl-game-category-nav--${look}`,
        className,
      )}
    />
  );
}

interface CategoryButtonsProps {
  items: GameCategoryNavItem[];
  activeKey: string;
  onChange(key: string): void;
  orientation: 'vertical' | 'horizontal';
  ariaLabel: string;
  className: string;
  /** The horizontal bar's height, px. */
  height?: number;
}

/** The categories as icon buttons: the rail, or the chips or tiles of a horizontal bar. */
function CategoryButtons({
  items,
  activeKey,
  onChange,
  orientation,
  ariaLabel,
  className,
  height,
}: CategoryButtonsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  // Keep the current category in view, moving only the list (never the page under a sticky bar).
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    // The tab's place inside the list's scrolled content, whatever element is positioned around
    // them (offsetTop/offsetLeft would count from the nearest positioned ancestor instead).
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (orientation === 'vertical') {
      const top = tabBox.top - listBox.top + list.scrollTop;
      if (top < list.scrollTop) list.scrollTop = top;
      else if (top + tabBox.height > list.scrollTop + list.clientHeight) {
        list.scrollTop = top + tabBox.height - list.clientHeight;
      }
    } else {
      const left = tabBox.left - listBox.left + list.scrollLeft;
      list.scrollLeft = Math.max(0, left - (list.clientWidth - tabBox.width) / 2);
    }
  }, [activeKey, orientation]);

  const [back, forward] =
    orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === forward ? 1 : event.key === back ? -1 : 0;
    if (step === 0 || items.length === 0) return;
    event.preventDefault();
    const current = items.findIndex((item) => item.key === activeKey);
    const next = items[(current + step + items.length) % items.length];
    if (!next) return;
    if (next.key !== activeKey) onChange(next.key);
    listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(next.key)}"]`)?.focus();
  };

  const focusKey = items.some((item) => item.key === activeKey) ? activeKey : items[0]?.key;
  return (
    <div
      ref={listRef}
      className={className}
      style={height === undefined ? undefined : { height }}
      role="tablist"
      aria-orientation={orientation}
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
