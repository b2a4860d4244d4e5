import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { NoticeIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import { usePageVisible } from '../internal/usePageVisible';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import {
  MARQUEE_STEP_MS,
  marqueeDistance,
  marqueeOffset,
  marqueeOverflows,
  marqueeTravel,
} from './marqueeMotion';
import '../styles/tokens.css';
import './Marquee.css';

/** Props of {@link Marquee}. */
export interface MarqueeProps {
  /** Notices shown one after another on one line. Nothing is rendered when empty. */
  items: string[];
  /**
   * Pixels per step of {@link MARQUEE_STEP_MS} (85 ms), like `<marquee scrollamount>`; spec §9
   * "scroll amount 3" → 3 (≈ 35 px/s). Default 3.
   */
  speed?: number;
  /**
   * Extra cycles after the first, after which the line rests at its start (spec §9 "repeats once"
   * → 1: it scrolls through twice). Infinity scrolls for as long as it is shown. Default 1.
   */
  repeat?: number;
  /** Pause at rest before the first move, in milliseconds, so the start can be read. Default 1000. */
  delayMs?: number;
  /** Called with the index of the tapped notice; notices are buttons only when given. */
  onItemClick?(index: number): void;
  /** Leading icon; default a loudspeaker, null for none. */
  icon?: ReactNode;
  /** Accessible name of the notice line. Default 公告. */
  ariaLabel?: string;
  className?: string;
}

/**
 * The scrolling notice line. Moves only when the text is wider than the line, and not while the
 * user prefers reduced motion (then the line can be swiped instead), the page is hidden, the line is
 * scrolled out of view, or a mouse or keyboard focus is on it.
 */
export function Marquee(props: MarqueeProps) {
  if (props.items.length === 0) return null;
  // New notices start again from rest.
  return <MarqueeLine key={props.items.join('\u0000')} {...props} />;
}

/** Moves the track to where `traveled` pixels of motion put it (written directly: no render per frame). */
function paint(
  track: HTMLElement | null,
  traveled: number,
  size: { container: number; content: number },
) {
  const x = marqueeOffset(traveled, size.container, size.content);
  if (track) track.style.transform = x === 0 ? '' : `translate3d(${x}px, 0, 0)`;
}

function MarqueeLine({
  items,
  speed = 3,
  repeat = 1,
  delayMs = 1000,
  onItemClick,
  icon,
  ariaLabel = '公告',
  className,
}: MarqueeProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const size = useRef({ container: 0, content: 0 });
  const progress = useRef({ traveled: 0, waited: 0 });
  const [overflows, setOverflows] = useState(false);
  const [finished, setFinished] = useState(false);
  const [inView, setInView] = useState(true);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const reducedMotion = usePrefersReducedMotion();
  const pageVisible = usePageVisible();

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const track = trackRef.current;
    if (!viewport || !track) return;
    const measure = () => {
      size.current = { container: viewport.clientWidth, content: track.scrollWidth };
      setOverflows(marqueeOverflows(size.current.container, size.current.content));
      paint(track, progress.current.traveled, size.current);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  const moving =
    overflows &&
    !finished &&
    !reducedMotion &&
    pageVisible &&
    inView &&
    !held.hover &&
    !held.focus &&
    speed > 0;

  useEffect(() => {
    if (!moving) return;
    let frame = 0;
    let last: number | undefined;
    const tick = (now: number) => {
      // Cap the step so a stalled tab or debugger does not jump the text across the screen.
      const elapsed = last === undefined ? 0 : Math.min(now - last, 100);
      last = now;
      const p = progress.current;
      if (p.waited < delayMs) {
        p.waited += elapsed;
      } else {
        const { container, content } = size.current;
        const end = marqueeDistance(container, content, repeat);
        p.traveled = Math.min(end, p.traveled + marqueeTravel(elapsed, speed, MARQUEE_STEP_MS));
        paint(trackRef.current, p.traveled, size.current);
        if (p.traveled >= end) {
          setFinished(true);
          return;
        }
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [moving, delayMs, repeat, speed]);

  return (
    <div
      ref={rootRef}
      className={cx('jl-marquee', reducedMotion && 'jl-marquee--static', className)}
      role="marquee"
      aria-label={ariaLabel}
      onPointerEnter={(event) =>
        event.pointerType === 'mouse' && setHeld((h) => ({ ...h, hover: true }))
      }
      onPointerLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      {icon !== null && <span className="jl-marquee__icon">{icon ?? <NoticeIcon />}</span>}
      <div
        ref={viewportRef}
        className="jl-marquee__viewport"
        // Standing still (reduced motion), a long line scrolls by hand: keyboard users reach it
        // too (WCAG 2.1.1) when it has no buttons of its own to focus.
        tabIndex={reducedMotion && overflows && !onItemClick ? 0 : undefined}
      >
        <div ref={trackRef} className="jl-marquee__track">
          {items.map((text, index) =>
            onItemClick ? (
              <button
                key={index}
                type="button"
                className="jl-marquee__item"
                onClick={() => onItemClick(index)}
              >
                {text}
              </button>
            ) : (
              <span key={index} className="jl-marquee__item">
                {text}
              </span>
            ),
          )}
        </div>
      </div>
    </div>
  );
}
