import { useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import { cx } from '../internal/cx';
import {
  type FloatingBounds,
  type FloatingObstacle,
  type FloatingPoint,
  clampFloatingPoint,
  clearFloatingPoint,
  defaultFloatingPoint,
  snapFloatingPoint,
} from './floatingPosition';
import '../styles/tokens.css';
import './FloatingChatButton.css';

/** Props of {@link FloatingChatButton}. */
export interface FloatingChatButtonProps {
  /** Accessible name (the button shows an icon only), e.g. 聊天室. */
  label: string;
  /** A tap (not a drag), or Enter/Space. */
  onTap(): void;
  /** Space kept free at the bottom, px: the tab bar (70) plus a download banner (56) when shown. Default 0. */
  bottomInset?: number;
  /** Space kept free at the top, px (a navigation bar). Default 46. */
  topInset?: number;
  /** Gap to every edge, px. Default 5 (spec §2). */
  margin?: number;
  /** Diameter, px. Default 52. */
  size?: number;
  /** Where it starts (e.g. remembered for the session); default the right edge above the bars. */
  initialPosition?: FloatingPoint | null;
  /** Called with the snapped position after each drag. */
  onPositionChange?(position: FloatingPoint): void;
  /** The icon; default a speech bubble. */
  icon?: ReactNode;
  /** Count of something new (a small red dot when > 0). */
  unread?: number;
  /**
   * What it never rests over (a CSS selector): default every control a player taps. `null` lets
   * it rest anywhere.
   */
  keepClearOf?: string | null;
  className?: string;
}

/** The controls the button keeps clear of by default. */
export const FLOATING_KEEP_CLEAR_OF = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="tab"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
].join(',');

/** Quiet time after a scroll or a change of the page before the button settles again, ms. */
export const FLOATING_SETTLE_MS = 200;
/**
 * While a control keeps it from the player's place, it looks again this often: a control can move
 * away without any change of the page's elements (a layout change, a picture loading above it).
 */
export const FLOATING_RECHECK_MS = 1000;

/** The on-screen rectangles of the controls matching `selector`, other than `own`. */
function obstaclesOnScreen(selector: string, own: Element | null, height: number) {
  const obstacles: FloatingObstacle[] = [];
  for (const element of document.querySelectorAll(selector)) {
    if (own && (own === element || own.contains(element) || element.contains(own))) continue;
    const r = element.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= height) continue;
    obstacles.push({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
  }
  return obstacles;
}

/** How the button stands: at rest, tucked into its edge while the page scrolls, or tucked for want of a clear place. */
type RestState = 'resting' | 'scrolling' | 'tucked';

/** Movement, px, after which a press is a drag and not a tap. */
export const FLOATING_DRAG_THRESHOLD_PX = 6;

function viewportBounds(size: number, margin: number, top: number, bottom: number): FloatingBounds {
  const width = document.documentElement.clientWidth || window.innerWidth;
  const height = window.innerHeight;
  return { width, height, size, margin, top, bottom };
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3 0-1.3-.6V16.1A2.5 2.5 0 0 1 4 13.5z"
        fill="currentColor"
      />
      <circle cx="8.5" cy="9.5" r="1.2" fill="var(--jl-floating-chat-dots)" />
      <circle cx="12" cy="9.5" r="1.2" fill="var(--jl-floating-chat-dots)" />
      <circle cx="15.5" cy="9.5" r="1.2" fill="var(--jl-floating-chat-dots)" />
    </svg>
  );
}

/**
 * A round button floating over the page that can be dragged anywhere with a finger or a mouse
 * (pointer events) and snaps to the nearer left or right edge on release, staying `margin` px off
 * every edge and clear of the bars at the top and bottom. A press that hardly moves is a tap.
 * It never rests over a control (issue 34: it covered a 去投注 button): while the page scrolls it
 * tucks into its edge, and once the page is still it rests at its place or, when a control lies
 * there, at the nearest clear place along the edges; with none clear it stays tucked.
 */
export function FloatingChatButton({
  label,
  onTap,
  bottomInset = 0,
  topInset = 46,
  margin = 5,
  size = 52,
  initialPosition,
  onPositionChange,
  icon,
  unread = 0,
  keepClearOf = FLOATING_KEEP_CLEAR_OF,
  className,
}: FloatingChatButtonProps) {
  // `position` is where the player put it (or the default); `rest` where it rests now.
  const [position, setPosition] = useState<FloatingPoint | null>(null);
  const [rest, setRest] = useState<{ point: FloatingPoint; state: RestState } | null>(null);
  const [dragging, setDragging] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drag = useRef<{
    id: number;
    dx: number;
    dy: number;
    startX: number;
    startY: number;
    moved: boolean;
  } | null>(null);
  const suppressClick = useRef(false);
  const bounds = () => viewportBounds(size, margin, topInset, bottomInset);

  // Placed after mount (the viewport is known then), and again when the viewport or insets change.
  useEffect(() => {
    const place = () =>
      setPosition((current) => {
        const b = bounds();
        const start = current ?? initialPosition ?? defaultFloatingPoint(b);
        return snapFloatingPoint(start, b);
      });
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
    // initialPosition only seeds the first placement.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [size, margin, topInset, bottomInset]);

  // Settles where nothing lies under it: at once, then whenever the page has been still for a
  // moment after a scroll or a change of its content, and every FLOATING_RECHECK_MS while a
  // control keeps it from the player's place.
  useEffect(() => {
    if (!position || dragging) return;
    if (keepClearOf === null) {
      setRest({ point: position, state: 'resting' });
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let recheck: ReturnType<typeof setInterval> | undefined;
    let scrolling = false;
    const settle = () => {
      scrolling = false;
      const b = bounds();
      const clear = clearFloatingPoint(
        position,
        b,
        obstaclesOnScreen(keepClearOf, buttonRef.current, b.height),
      );
      setRest(clear ? { point: clear, state: 'resting' } : { point: position, state: 'tucked' });
      // Kept from its place: look again now and then, and go back once the place is clear.
      const displaced = !clear || clear.x !== position.x || clear.y !== position.y;
      if (displaced && recheck === undefined)
        recheck = setInterval(() => {
          if (!scrolling) settle();
        }, FLOATING_RECHECK_MS);
      else if (!displaced && recheck !== undefined) {
        clearInterval(recheck);
        recheck = undefined;
      }
    };
    const settleSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, FLOATING_SETTLE_MS);
    };
    const onScroll = () => {
      scrolling = true;
      setRest((current) => (current ? { ...current, state: 'scrolling' } : current));
      settleSoon();
    };
    settle();
    window.addEventListener('scroll', onScroll, { passive: true });
    // Content that arrives (a list, a button after its data) may land under it.
    const observer = new MutationObserver(settleSoon);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      clearTimeout(timer);
      clearInterval(recheck);
      window.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
    // bounds() reads the same inputs as the placement above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [position, dragging, keepClearOf, size, margin, topInset, bottomInset]);

  const shown = dragging || !rest ? position : rest.point;
  const state: RestState = dragging || !rest ? 'resting' : rest.state;
  const side = shown && shown.x + size / 2 < bounds().width / 2 ? 'left' : 'right';

  const onPointerDown = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (!shown || (event.pointerType === 'mouse' && event.button !== 0)) return;
    // A drag starts from where the button is seen.
    drag.current = {
      id: event.pointerId,
      dx: event.clientX - shown.x,
      dy: event.clientY - shown.y,
      startX: event.clientX,
      startY: event.clientY,
      moved: false,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    if (!d.moved) {
      const distance = Math.hypot(event.clientX - d.startX, event.clientY - d.startY);
      if (distance < FLOATING_DRAG_THRESHOLD_PX) return;
      d.moved = true;
      setDragging(true);
    }
    setPosition(clampFloatingPoint({ x: event.clientX - d.dx, y: event.clientY - d.dy }, bounds()));
  };

  const endDrag = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    drag.current = null;
    if (!d.moved) return;
    suppressClick.current = true;
    setDragging(false);
    const snapped = snapFloatingPoint(
      { x: event.clientX - d.dx, y: event.clientY - d.dy },
      bounds(),
    );
    setPosition(snapped);
    onPositionChange?.(snapped);
  };

  return (
    <button
      type="button"
      ref={buttonRef}
      className={cx(
        'jl-floating-chat',
        dragging && 'jl-floating-chat--dragging',
        state !== 'resting' && `jl-floating-chat--tucked-${side}`,
        className,
      )}
      aria-label={label}
      data-testid="floating-chat"
      data-state={state}
      style={{
        width: size,
        height: size,
        transform: shown ? `translate3d(${shown.x}px, ${shown.y}px, 0)` : undefined,
        visibility: shown ? undefined : 'hidden',
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onClick={() => {
        // The click that ends a drag is not a tap.
        if (suppressClick.current) {
          suppressClick.current = false;
          return;
        }
        onTap();
      }}
    >
      {icon ?? <ChatIcon />}
      {unread > 0 ? <span className="jl-floating-chat__dot" aria-hidden="true" /> : null}
    </button>
  );
}
