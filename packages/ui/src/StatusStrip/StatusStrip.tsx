import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './StatusStrip.css';

/** Props of {@link StatusStrip}. */
export interface StatusStripProps {
  /** What the strip says, e.g. that the network is gone. */
  children: ReactNode;
  /** 'warning' (default): a state the user should know of; 'info': neutral. */
  tone?: 'warning' | 'info';
  className?: string;
}

/**
 * A thin full-width strip at the top of the page, announced politely (role status) when it
 * appears: the app's offline banner. It is in the page's flow, so it pushes the screen down rather
 * than covering its header.
 */
export function StatusStrip({ children, tone = 'warning', className }: StatusStripProps) {
  return (
    <div className={cx('jl-status-strip', `jl-status-strip--${tone}`, className)} role="status">
      <svg
        className="jl-status-strip__icon"
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0" />
        <circle cx="12" cy="19" r="1" fill="currentColor" />
        <path d="M3 3l18 18" />
      </svg>
      <span className="jl-status-strip__text">{children}</span>
    </div>
  );
}
