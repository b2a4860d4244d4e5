import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../internal/cx';
import { isTopModal, pushModal } from './modalStack';
import '../styles/tokens.css';
import './Dialog.css';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown; it is unmounted when false. */
  open: boolean;
  title?: ReactNode;
  /** Body content; announced as the dialog's description. */
  children?: ReactNode;
  /** Buttons at the bottom, laid out in one row (see `Button`). */
  actions?: ReactNode;
  /** Called on Escape and on a tap on the mask (when those are enabled). */
  onClose?: () => void;
  /** 'alertdialog' for confirmations that interrupt the user. Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Element focused on open; default the dialog panel itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close on a tap on the mask around the panel. Default true. */
  closeOnMaskClick?: boolean;
  /** Close on the Escape key. Default true. */
  closeOnEscape?: boolean;
  className?: string;
}

/** Whether a slot has something to render (`cond && <x/>` may pass false, null or ''). */
function present(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A centred modal dialog rendered into document.body: aria-modal, focus moved in on open, kept
 * inside with Tab, and given back on close; the page behind does not scroll while it is open.
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  title,
  children,
  actions,
  onClose,
  role = 'dialog',
  initialFocusRef,
  closeOnMaskClick = true,
  closeOnEscape = true,
  className,
}: DialogProps) {
  const hasTitle = present(title);
  const hasBody = present(children);
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [token] = useState(() => Symbol('dialog'));
  const maskPointerDown = useRef(false);
  // Latest handlers without re-running the mount effects when a parent re-renders.
  const onCloseRef = useRef(onClose);
  const escapeRef = useRef(closeOnEscape);
  useEffect(() => {
    onCloseRef.current = onClose;
    escapeRef.current = closeOnEscape;
  });

  // Layout effect: focus moves in before the first paint, so nothing flashes focus-less.
  useLayoutEffect(() => {
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = pushModal(token);
    (initialFocusRef?.current ?? panelRef.current)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !escapeRef.current || !isTopModal(token)) return;
      event.preventDefault();
      onCloseRef.current?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      release();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // Mount-only: focus and registration belong to this opening of the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="jl-dialog-mask"
      data-testid="jl-dialog-mask"
      // A press that starts inside the panel and ends on the mask (text selection) must not close.
      onPointerDown={(event) => {
        maskPointerDown.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const startedOnMask = maskPointerDown.current;
        maskPointerDown.current = false;
        if (event.target !== event.currentTarget || !closeOnMaskClick) return;
        // Synthetic clicks (keyboard, tests) come without a pointerdown; accept those too.
        if (startedOnMask || event.detail === 0 || !('PointerEvent' in window))
          onCloseRef.current?.();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-describedby={hasBody ? bodyId : undefined}
        tabIndex={-1}
        className={cx('jl-dialog', className)}
        onKeyDown={trapTab}
      >
        {hasTitle && (
          <h2 id={titleId} className="jl-dialog__title">
            {title}
          </h2>
        )}
        {hasBody && (
          <div
            id={bodyId}
            className={cx('jl-dialog__body', !hasTitle && 'jl-dialog__body--untitled')}
          >
            {children}
          </div>
        )}
        {present(actions) && <div className="jl-dialog__actions">{actions}</div>}
      </div>
    </div>
  );
}
