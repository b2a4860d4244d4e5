import { useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import { useLatest } from '../internal/useLatest';
import { useModal } from '../internal/useModal';
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
  /**
   * Accessible name of the ✕ button in the panel's top corner. Shown, named '关闭', whenever the
   * dialog is dismissible (`onClose` and Escape): what Escape does, a tap does too. A string shows
   * it also when Escape is off; false hides it (the dialog's own buttons are the only way out).
   */
  closeLabel?: string | false;
  className?: string;
}

/** Whether a slot has something to render (`cond && <x/>` may pass false, null or ''). */
function present(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * A centred modal dialog rendered into document.body: aria-modal, focus moved in on open, kept
 * inside with Tab, and given back on close; the page behind does not scroll while it is open.
 * A closable dialog (onClose) has a ✕ button and answers Escape.
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
  closeLabel,
  className,
}: DialogProps) {
  const closable =
    onClose !== undefined && closeLabel !== false && (closeLabel !== undefined || closeOnEscape);
  const hasTitle = present(title);
  const hasBody = present(children);
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const maskPointerDown = useRef(false);
  const onCloseRef = useLatest(onClose);
  const trapTab = useModal({ active: true, panelRef, initialFocusRef, onClose, closeOnEscape });

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
        className={cx('jl-dialog', closable && 'jl-dialog--closable', className)}
        onKeyDown={trapTab}
      >
        {closable && (
          <button
            type="button"
            className="jl-dialog__close"
            aria-label={closeLabel || '关闭'}
            onClick={() => onCloseRef.current?.()}
          >
            <CloseIcon />
          </button>
        )}
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
