import { CloseIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './UpdateBar.css';

/** Props of {@link UpdateBar}. */
export interface UpdateBarProps {
  /** What is on offer, e.g. that a new version is ready. */
  message: string;
  /** The button's text, e.g. 立即更新. */
  actionLabel: string;
  onAction: () => void;
  /** Accessible name of the close button; no close button without it. */
  closeLabel?: string;
  onClose?: () => void;
  /** The action is running (the button is disabled). */
  busy?: boolean;
  /** Sits above the tab bar instead of the screen edge. Default false. */
  aboveTabBar?: boolean;
  className?: string;
}

/**
 * A small floating bar at the bottom that offers one action: the app's "new version" bar, whose
 * button loads the new build. It keeps clear of the tab bar and of a bottom banner
 * (`--jl-floating-bottom`).
 */
export function UpdateBar({
  message,
  actionLabel,
  onAction,
  closeLabel,
  onClose,
  busy = false,
  aboveTabBar = false,
  className,
}: UpdateBarProps) {
  return (
    <div
      className={cx('jl-update-bar', aboveTabBar && 'jl-update-bar--above-tabbar', className)}
      role="alert"
    >
      <span className="jl-update-bar__text">{message}</span>
      <button type="button" className="jl-update-bar__action" onClick={onAction} disabled={busy}>
        {actionLabel}
      </button>
      {closeLabel && onClose ? (
        <button
          type="button"
          className="jl-update-bar__close jl-hit"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
