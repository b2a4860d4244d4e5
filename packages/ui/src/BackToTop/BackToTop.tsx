import { useEffect, useState } from 'react';
import { cx } from '../internal/cx';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import { scrollWindowToTop } from './scrollToTop';
import '../styles/tokens.css';
import './BackToTop.css';

/** Props of {@link BackToTop}. */
export interface BackToTopProps {
  /** Shown once the page has scrolled this far, px (spec §2 home: 3,000; the gallery's widget 400). */
  threshold: number;
  /** How long the way back up takes, ms; 0 jumps (reduced motion always jumps). Default 0. */
  durationMs?: number;
  /** Accessible name (the button shows an arrow only). */
  label: string;
  /** Sits above a bottom bar (the tab bar) instead of the screen edge. Default false. */
  aboveTabBar?: boolean;
  className?: string;
}

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY >= threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/**
 * A round button at the bottom right that takes the window back to its top, shown only once the
 * page has scrolled past `threshold`. It keeps clear of the tab bar and of whatever else floats at
 * the bottom (`--jl-floating-bottom`, e.g. a download banner).
 */
export function BackToTop({
  threshold,
  durationMs = 0,
  label,
  aboveTabBar = false,
  className,
}: BackToTopProps) {
  const visible = useScrolledPast(threshold);
  const reducedMotion = usePrefersReducedMotion();
  if (!visible) return null;
  return (
    <button
      type="button"
      className={cx('jl-back-to-top', aboveTabBar && 'jl-back-to-top--above-tabbar', className)}
      aria-label={label}
      onClick={() => scrollWindowToTop(reducedMotion ? 0 : durationMs)}
    >
      <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
        <path
          d="M6 14l6-6 6 6M6 19h12"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
