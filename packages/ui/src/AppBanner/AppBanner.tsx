import { CloseIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './AppBanner.css';

/** The banner's height, px (spec §2: what floats at the bottom keeps 56 px clear of it). */
export const APP_BANNER_HEIGHT_PX = 56;

/** Props of {@link AppBanner}. */
export interface AppBannerProps {
  /** The app's icon (the company's logo). */
  iconSrc?: string;
  title: string;
  subtitle?: string;
  /** The action's text, e.g. 立即下载. */
  actionLabel: string;
  /** The action opens this address (a download) in a new tab... */
  href?: string;
  /** ...or runs this (e.g. the browser's install prompt). */
  onAction?: () => void;
  /** Accessible name of the close button. */
  closeLabel: string;
  onClose: () => void;
  /** Sits above the tab bar instead of the screen edge. Default false. */
  aboveTabBar?: boolean;
  /** Accessible name of the banner (a region). Default the title. */
  ariaLabel?: string;
  className?: string;
}

/**
 * A 56 px bar fixed to the bottom of the screen (above the tab bar where there is one) that offers
 * the app: its icon, a title and a line, one action and a close button. The app's download banner
 * and install prompt. Whoever shows it sets `--jl-floating-bottom` so floating buttons keep clear.
 */
export function AppBanner({
  iconSrc,
  title,
  subtitle,
  actionLabel,
  href,
  onAction,
  closeLabel,
  onClose,
  aboveTabBar = false,
  ariaLabel,
  className,
}: AppBannerProps) {
  return (
    <section
      className={cx('jl-app-banner', aboveTabBar && 'jl-app-banner--above-tabbar', className)}
      aria-label={ariaLabel ?? title}
    >
      <button
        type="button"
        className="jl-app-banner__close jl-hit"
        aria-label={closeLabel}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      {iconSrc ? <img className="jl-app-banner__icon" src={iconSrc} alt="" /> : null}
      <div className="jl-app-banner__text">
        <strong className="jl-app-banner__title">{title}</strong>
        {subtitle ? <span className="jl-app-banner__subtitle">{subtitle}</span> : null}
      </div>
      {href ? (
        <a
          className="jl-app-banner__action"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onAction}
        >
          {actionLabel}
        </a>
      ) : (
        <button type="button" className="jl-app-banner__action" onClick={onAction}>
          {actionLabel}
        </button>
      )}
    </section>
  );
}
