import type { ReactNode } from 'react';
import { BackIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './NavBar.css';

/** Props of {@link NavBar}. */
export interface NavBarProps {
  /** Page title, centred. */
  title: ReactNode;
  /** When given, a back arrow (labelled 返回) is shown on the left and calls this on tap. */
  onBack?: () => void;
  /** Extra content on the left, after the back arrow. */
  left?: ReactNode;
  /** Content on the right (actions such as 客服). */
  right?: ReactNode;
  /** Accessible name of the back button. Default 返回. */
  backLabel?: string;
  className?: string;
}

/**
 * The top bar of a page: sticky, `--jl-navbar-height` tall plus the top safe-area inset, branded
 * through `--jl-navbar-bg` / `--jl-navbar-color`.
 */
export function NavBar({ title, onBack, left, right, backLabel = '返回', className }: NavBarProps) {
  return (
    <header className={cx('jl-navbar', className)}>
      <div className="jl-navbar__inner">
        <div className="jl-navbar__side jl-navbar__side--left">
          {onBack && (
            <button
              type="button"
              className="jl-navbar__back jl-hit"
              aria-label={backLabel}
              onClick={onBack}
            >
              <BackIcon />
            </button>
          )}
          {left}
        </div>
        <h1 className="jl-navbar__title">{title}</h1>
        <div className="jl-navbar__side jl-navbar__side--right">{right}</div>
      </div>
    </header>
  );
}
