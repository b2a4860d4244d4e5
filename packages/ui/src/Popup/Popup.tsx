import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode, Ref, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import { useModal } from '../internal/useModal';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import '../styles/tokens.css';
import './Popup.css';

/** Edge the panel comes from; 'center' is a floating card. */
export type PopupPosition = 'bottom' | 'right' | 'left' | 'center' | 'top';

/** Props of {@link Popup}. */
export interface PopupProps {
  /** Whether the popup is shown. It animates out and then unmounts when false. */
  open: boolean;
  /** Called on a tap on the mask, on Escape and on the close button (when enabled). */
  onClose?: () => void;
  /** Default 'bottom' (a bottom sheet); 'left' / 'right' are side drawers. */
  position?: PopupPosition;
  /** Heading at the top of the panel; names the dialog. */
  title?: ReactNode;
  /**
   * Accessible name of the close (✕) button in the header. Default '关闭' when the popup has a
   * title and `onClose`; false hides it. Without a title it is shown only when given.
   */
  closeLabel?: string | false;
  /** Accessible name when there is no title. */
  ariaLabel?: string;
  /** Close on a tap on the mask. Default true. */
  closeOnMaskClick?: boolean;
  /** Close on the Escape key. Default true. */
  closeOnEscape?: boolean;
  /** Element focused on open; default the panel itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The scrolling body of the panel (e.g. as InfiniteScroll's `root`). */
  bodyRef?: Ref<HTMLDivElement>;
  /** Called once the popup has finished closing and left the page. */
  afterClose?: () => void;
  children?: ReactNode;
  /** Class of the panel. */
  className?: string;
}

/** Matches the CSS leave animation (`--jl-duration`, 200 ms). */
const LEAVE_MS = 200;

/**
 * A modal panel over a mask, rendered into document.body: bottom sheet (default), side drawer,
 * top sheet or centred card. It shares the modal stack with Dialog (body scroll locked while any
 * is open; only the top one answers Escape), moves focus in, keeps Tab inside, and gives focus
 * back on close.
 */
export function Popup(props: PopupProps) {
  const { open, afterClose } = props;
  const [mounted, setMounted] = useState(open);
  const reducedMotion = usePrefersReducedMotion();
  // Mount as soon as it opens (during render, so the first frame already shows it).
  if (open && !mounted) setMounted(true);
  const afterCloseRef = useRef(afterClose);
  useEffect(() => {
    afterCloseRef.current = afterClose;
  });

  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(
      () => {
        setMounted(false);
        afterCloseRef.current?.();
      },
      reducedMotion ? 0 : LEAVE_MS,
    );
    return () => clearTimeout(timer);
  }, [open, mounted, reducedMotion]);

  if (!mounted || typeof document === 'undefined') return null;
  return createPortal(<PopupLayer {...props} />, document.body);
}

function PopupLayer({
  open,
  onClose,
  position = 'bottom',
  title,
  closeLabel,
  ariaLabel,
  closeOnMaskClick = true,
  closeOnEscape = true,
  initialFocusRef,
  bodyRef,
  children,
  className,
}: PopupProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null && title !== false && title !== '';
  const closeName =
    closeLabel === false ? undefined : (closeLabel ?? (hasTitle && onClose ? '关闭' : undefined));
  const trapTab = useModal({ active: open, panelRef, initialFocusRef, onClose, closeOnEscape });

  return (
    <div
      className={cx('jl-popup', `jl-popup--${position}`)}
      data-state={open ? 'open' : 'closed'}
      // While animating out it no longer takes taps: the page is usable again at once.
      inert={!open}
    >
      <div
        className="jl-popup__mask"
        data-testid="jl-popup-mask"
        aria-hidden="true"
        // A sibling of the panel: a press that starts in the panel and ends here (text
        // selection) clicks their common parent, not the mask, so it does not close.
        onClick={() => {
          if (closeOnMaskClick) onClose?.();
        }}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-label={hasTitle ? undefined : ariaLabel}
        tabIndex={-1}
        className={cx('jl-popup__panel', className)}
        onKeyDown={trapTab}
      >
        {(hasTitle || closeName !== undefined) && (
          <div className="jl-popup__header">
            {hasTitle && (
              <h2 id={titleId} className="jl-popup__title">
                {title}
              </h2>
            )}
            {closeName !== undefined && (
              <button
                type="button"
                className="jl-popup__close"
                aria-label={closeName}
                onClick={() => onClose?.()}
              >
                <CloseIcon />
              </button>
            )}
          </div>
        )}
        <div ref={bodyRef} className="jl-popup__body">
          {children}
        </div>
      </div>
    </div>
  );
}
