import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useLatest } from '../internal/useLatest';
import { Spinner } from '../Loading/Loading';
import '../styles/tokens.css';
import '../Loading/Loading.css';
import './PullToRefresh.css';

/** Where a pull stands: idle, pulling short of / past the threshold, refreshing, done. */
export type PullStatus = 'idle' | 'pulling' | 'release' | 'refreshing' | 'complete';

/** Props of {@link PullToRefresh}. */
export interface PullToRefreshProps {
  /** Runs on release past the threshold; the spinner shows until the promise settles. */
  onRefresh(): Promise<unknown>;
  /** Shown while pulling short of the threshold (e.g. 下拉刷新). */
  pullingText: ReactNode;
  /** Shown once a release would refresh (e.g. 释放立即刷新). */
  releaseText: ReactNode;
  /** Shown while `onRefresh` runs (e.g. 加载中...). */
  refreshingText: ReactNode;
  /** When given, shown for `completeDelay` ms after a refresh (e.g. 刷新成功). */
  completeText?: ReactNode;
  /** No pulling at all (e.g. while the list's first page loads). Default false. */
  disabled?: boolean;
  /** Pull distance (after resistance) that triggers a refresh, px. Default 60. */
  threshold?: number;
  /** How long `completeText` stays, ms. Default 500. */
  completeDelay?: number;
  /** Called whenever the status changes (for analytics or a custom head). */
  onStatusChange?(status: PullStatus): void;
  children?: ReactNode;
  className?: string;
}

/** The finger moves the content by half its own travel: the pull feels elastic. */
const RESISTANCE = 0.5;
/** Height the content rests at while refreshing, px: room for the spinner line. */
const HEAD_HEIGHT = 50;
/** Vertical travel before deciding between a pull and a sideways swipe, px. */
const SLOP = 6;

/** The element that scrolls this one (nearest scrollable ancestor, else the page). */
function scrollParent(node: HTMLElement): Element {
  for (let el = node.parentElement; el; el = el.parentElement) {
    const { overflowY } = getComputedStyle(el);
    if ((overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight)
      return el;
  }
  return document.scrollingElement ?? document.documentElement;
}

/** True when nothing between the touched element and the page is scrolled down. */
function atTop(wrapper: HTMLElement, target: EventTarget | null): boolean {
  for (let el = target instanceof Element ? target : null; el && el !== wrapper;) {
    if (el.scrollTop > 0) return false;
    el = el.parentElement;
  }
  return scrollParent(wrapper).scrollTop <= 0;
}

/**
 * Pull down to refresh (touch, and mouse or pen through pointer events): when the list's scroll
 * container is at its top, dragging down moves the content with resistance and shows the pulling
 * text, the release text past `threshold`, then a spinner with the refreshing text until
 * `onRefresh` settles. Normal scrolling is never blocked: a gesture only becomes a pull when it
 * starts at the top and moves down, and only then is the browser's own handling prevented.
 */
export function PullToRefresh({
  onRefresh,
  pullingText,
  releaseText,
  refreshingText,
  completeText,
  disabled = false,
  threshold = 60,
  completeDelay = 500,
  onStatusChange,
  children,
  className,
}: PullToRefreshProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PullStatus>('idle');
  const [distance, setDistance] = useState(0);
  const [dragging, setDragging] = useState(false);
  const refresh = useLatest(onRefresh);
  const notify = useLatest(onStatusChange);
  const settings = useLatest({ threshold, completeDelay, hasComplete: completeText !== undefined });
  const statusRef = useRef(status);

  useEffect(() => {
    statusRef.current = status;
    notify.current?.(status);
  }, [status, notify]);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper || disabled) return;
    let mounted = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The gesture in progress: where it started, and whether it became a pull.
    let start: { x: number; y: number } | null = null;
    let pulling = false;
    let pointerId: number | null = null;

    const begin = (x: number, y: number, target: EventTarget | null) => {
      const busy = statusRef.current === 'refreshing' || statusRef.current === 'complete';
      start = !busy && atTop(wrapper, target) ? { x, y } : null;
      pulling = false;
    };

    /** Returns true when the move belongs to a pull (the caller then prevents scrolling). */
    const move = (x: number, y: number): boolean => {
      if (!start) return false;
      const dy = y - start.y;
      const dx = x - start.x;
      if (!pulling) {
        if (Math.abs(dy) < SLOP && Math.abs(dx) < SLOP) return false;
        // Up, or more sideways than down: an ordinary scroll or swipe; leave it alone.
        if (dy <= 0 || Math.abs(dx) > dy || !atTop(wrapper, null)) {
          start = null;
          return false;
        }
        pulling = true;
        setDragging(true);
      }
      const { threshold: limit } = settings.current;
      // Past the threshold the pull gets twice as stiff: far enough to feel, never a huge gap.
      const raw = Math.max(0, dy * RESISTANCE);
      const next = raw > limit ? limit + (raw - limit) * RESISTANCE : raw;
      setDistance(next);
      setStatus(next === 0 ? 'idle' : next >= limit ? 'release' : 'pulling');
      return true;
    };

    const finish = () => {
      const wasPulling = pulling;
      start = null;
      pulling = false;
      if (!wasPulling) return;
      setDragging(false);
      if (statusRef.current !== 'release') {
        setDistance(0);
        setStatus('idle');
        return;
      }
      setDistance(HEAD_HEIGHT);
      setStatus('refreshing');
      const done = () => {
        if (!mounted) return;
        const reset = () => {
          setDistance(0);
          setStatus('idle');
        };
        if (settings.current.hasComplete) {
          setStatus('complete');
          timer = setTimeout(reset, settings.current.completeDelay);
        } else {
          reset();
        }
      };
      // A failed refresh ends the spinner too; the caller reports its own error.
      Promise.resolve()
        .then(() => refresh.current())
        .then(done, done);
    };

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch) {
        start = null;
        return;
      }
      begin(touch.clientX, touch.clientY, event.target);
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch && move(touch.clientX, touch.clientY) && event.cancelable) event.preventDefault();
    };
    // Touch input comes through the touch events above; pointer events serve mouse and pen.
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || event.button !== 0) return;
      pointerId = event.pointerId;
      begin(event.clientX, event.clientY, event.target);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      if (move(event.clientX, event.clientY)) event.preventDefault();
    };
    const onPointerUp = (event: PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      pointerId = null;
      finish();
    };

    wrapper.addEventListener('touchstart', onTouchStart, { passive: true });
    // Not passive: a pull must stop the page from scrolling or bouncing under the finger.
    wrapper.addEventListener('touchmove', onTouchMove, { passive: false });
    wrapper.addEventListener('touchend', finish);
    wrapper.addEventListener('touchcancel', finish);
    wrapper.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerUp);
    return () => {
      mounted = false;
      clearTimeout(timer);
      wrapper.removeEventListener('touchstart', onTouchStart);
      wrapper.removeEventListener('touchmove', onTouchMove);
      wrapper.removeEventListener('touchend', finish);
      wrapper.removeEventListener('touchcancel', finish);
      wrapper.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
    };
  }, [disabled, refresh, settings]);

  const text =
    status === 'pulling'
      ? pullingText
      : status === 'release'
        ? releaseText
        : status === 'refreshing'
          ? refreshingText
          : status === 'complete'
            ? completeText
            : null;

  // Only while pulled: a style attribute in server-rendered HTML is refused by the page's CSP
  // (style-src 'self'); the head's height is the stylesheet's (PullToRefresh.css, HEAD_HEIGHT).
  const style: CSSProperties | undefined =
    distance > 0 ? { transform: `translate3d(0, ${distance}px, 0)` } : undefined;

  return (
    <div
      ref={wrapperRef}
      className={cx('jl-pull', className)}
      aria-busy={status === 'refreshing'}
      data-status={status}
    >
      <div className={cx('jl-pull__track', dragging && 'jl-pull__track--dragging')} style={style}>
        <div className="jl-pull__head" role="status" aria-live="polite">
          {status === 'refreshing' && <Spinner />}
          {text !== null && text !== undefined && <span className="jl-pull__text">{text}</span>}
        </div>
        {children}
      </div>
    </div>
  );
}
