import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './Badge.css';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** Count or short text. Numbers above `max` show as `max+`; 0 shows only with `showZero`. */
  content?: number | string;
  /** A small dot instead of the content (something new, no count). */
  dot?: boolean;
  /** Largest number shown as is. Default 99. */
  max?: number;
  /** Show a 0 count. Default false. */
  showZero?: boolean;
  /** What the badge means for screen readers (e.g. 3条未读消息); default its text. */
  ariaLabel?: string;
  /** The element the badge sits on (its top-right corner); without children it is inline. */
  children?: ReactNode;
  className?: string;
}

/** The text a badge shows, or null when it shows none. */
export function badgeContent(
  content: number | string | undefined,
  max = 99,
  showZero = false,
): string | null {
  if (content === undefined || content === '') return null;
  if (typeof content === 'number') {
    if (content <= 0 && !(showZero && content === 0)) return null;
    return content > max ? `${max}+` : String(content);
  }
  return content;
}

/** A red count or dot for unread messages and new items, on the corner of its child. */
export function Badge({
  content,
  dot = false,
  max = 99,
  showZero = false,
  ariaLabel,
  children,
  className,
}: BadgeProps) {
  const text = dot ? null : badgeContent(content, max, showZero);
  const visible = dot || text !== null;
  const mark = visible ? (
    <span
      className={cx(
        'jl-badge',
        dot && 'jl-badge--dot',
        children !== undefined && 'jl-badge--fixed',
      )}
      role={ariaLabel ? 'status' : undefined}
      aria-label={ariaLabel}
      aria-hidden={!ariaLabel && dot ? true : undefined}
    >
      {text}
    </span>
  ) : null;
  if (children === undefined) return mark;
  return (
    <span className={cx('jl-badge-wrapper', className)}>
      {children}
      {mark}
    </span>
  );
}
