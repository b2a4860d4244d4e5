import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, RefObject } from 'react';
import { isTopModal, pushModal } from '../Dialog/modalStack';
import { useLatest } from './useLatest';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

interface ModalOptions {
  /** The modal is showing; registration, focus and Escape follow this. */
  active: boolean;
  panelRef: RefObject<HTMLElement | null>;
  /** Focused on open instead of the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  onClose?: () => void;
  closeOnEscape: boolean;
}

/**
 * The behaviour every modal layer (Dialog, Popup, ImagePreview) shares: while active it joins
 * the modal stack (body scroll lock; only the top one answers Escape), takes focus before the
 * first paint and gives it back when it ends. Returns the Tab handler that keeps focus inside the panel.
 */
export function useModal({
  active,
  panelRef,
  initialFocusRef,
  onClose,
  closeOnEscape,
}: ModalOptions): (event: ReactKeyboardEvent<HTMLElement>) => void {
  const [token] = useState(() => Symbol('modal'));
  const close = useLatest(onClose);
  const escape = useLatest(closeOnEscape);
  const previouslyFocused = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!active) return;
    previouslyFocused.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = pushModal(token);
    // Without a scroll into view: the panel is fixed on screen already, and scrolling would make
    // the browser lay the page out in the middle of the commit (a modal opened at load did so
    // inside hydration's long task).
    (initialFocusRef?.current ?? panelRef.current)?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !escape.current || !isTopModal(token)) return;
      event.preventDefault();
      close.current?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      release();
    };
    // Per opening: focus and registration belong to this activation, not to later renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, token]);

  // Focus goes back in a passive effect: after the commit. From a layout cleanup React would undo
  // it, restoring focus to the panel that is still in the page while it animates out.
  useEffect(() => {
    if (!active) return;
    return () => {
      const target = previouslyFocused.current;
      previouslyFocused.current = null;
      if (target?.isConnected) target.focus();
    };
  }, [active]);

  return (event) => {
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const current = document.activeElement;
    if (event.shiftKey && (current === first || current === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
