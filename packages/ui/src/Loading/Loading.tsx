import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './Loading.css';

/** Props of {@link Loading}. */
export interface LoadingProps {
  /** Diameter of the spinner: a CSS length or px number. Default `--jl-loading-size` (20px). */
  size?: number | string;
  /** Text next to (or under, with `vertical`) the spinner; also its accessible name. */
  label?: ReactNode;
  /** Accessible name when there is no visible label (or it is not plain text). */
  ariaLabel?: string;
  /** Put the label under the spinner (full-screen loaders). Default false: beside it. */
  vertical?: boolean;
  /**
   * Announce as a live status region. Default true; pass false when the spinner sits inside
   * another live region (e.g. InfiniteScroll's footer) so it is not announced twice.
   */
  status?: boolean;
  className?: string;
}

/** A spinner in the brand colour (`--jl-loading-color`), optionally with a label. */
export function Loading({
  size,
  label,
  ariaLabel,
  vertical = false,
  status = true,
  className,
}: LoadingProps) {
  const style =
    size === undefined
      ? undefined
      : { ['--jl-loading-size' as string]: typeof size === 'number' ? `${size}px` : size };
  return (
    <span
      className={cx('jl-loading', vertical && 'jl-loading--vertical', className)}
      style={style}
      role={status ? 'status' : undefined}
      aria-label={ariaLabel}
      aria-live={status ? 'polite' : undefined}
    >
      <Spinner />
      {label !== undefined && label !== null && label !== '' && (
        <span className="jl-loading__label">{label}</span>
      )}
    </span>
  );
}

/** The bare rotating arc (decorative); sized by `--jl-loading-size`. */
export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      className={cx('jl-loading__spinner', className)}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9.5" fill="none" strokeWidth="2.5" className="jl-loading__track" />
      <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" fill="none" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
