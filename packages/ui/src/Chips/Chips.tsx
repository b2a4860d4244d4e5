import { useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './Chips.css';

/** One chip of {@link Chips}. */
export interface ChipsItem {
  key: string;
  label: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Chips}. */
export interface ChipsProps {
  items: ChipsItem[];
  /** Key of the selected chip; null when none is. */
  activeKey: string | null;
  /** Called with the tapped chip's key (not for the selected one). */
  onChange(key: string): void;
  /**
   * Wrap onto several lines (gallery letters). Default false: one line that scrolls sideways,
   * keeping the selected chip in view (play categories).
   */
  wrap?: boolean;
  /** Accessible name of the group. */
  ariaLabel?: string;
  className?: string;
}

/**
 * Selectable pill chips, one selected at a time: a radio group (arrow keys move and select,
 * like native radios) drawn as pills, the selected one filled in the brand colour.
 */
export function Chips({
  items,
  activeKey,
  onChange,
  wrap = false,
  ariaLabel,
  className,
}: ChipsProps) {
  const groupRef = useRef<HTMLDivElement>(null);

  // One-line chips: bring the selected one into view when it changes.
  useEffect(() => {
    const group = groupRef.current;
    if (!group || wrap || activeKey === null) return;
    const chip = group.querySelector<HTMLElement>('[aria-checked="true"]');
    if (!chip) return;
    const left = chip.offsetLeft;
    const right = left + chip.offsetWidth;
    const margin = 16;
    let target: number | null = null;
    if (left - margin < group.scrollLeft) target = Math.max(0, left - margin);
    else if (right + margin > group.scrollLeft + group.clientWidth)
      target = right + margin - group.clientWidth;
    if (target === null || target === group.scrollLeft) return;
    if (typeof group.scrollTo === 'function') group.scrollTo({ left: target, behavior: 'smooth' });
    else group.scrollLeft = target;
  }, [activeKey, wrap]);

  const enabled = items.filter((item) => !item.disabled);
  const focusKey = enabled.some((item) => item.key === activeKey) ? activeKey : enabled[0]?.key;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0 || enabled.length === 0) return;
    event.preventDefault();
    const current = enabled.findIndex((item) => item.key === focusKey);
    const next = enabled[(current + step + enabled.length) % enabled.length];
    if (!next) return;
    if (next.key !== activeKey) onChange(next.key);
    groupRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(next.key)}"]`)?.focus();
  };

  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-label={ariaLabel}
      className={cx('jl-chips', wrap ? 'jl-chips--wrap' : 'jl-chips--scroll', className)}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="radio"
            aria-checked={active}
            tabIndex={item.key === focusKey ? 0 : -1}
            disabled={item.disabled}
            data-key={item.key}
            className={cx('jl-chips__chip', 'jl-hit', active && 'jl-chips__chip--active')}
            onClick={() => {
              if (!active) onChange(item.key);
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
