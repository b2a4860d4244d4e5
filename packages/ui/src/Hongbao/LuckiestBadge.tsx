import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './Hongbao.css';

/** Props of {@link LuckiestBadge}. */
export interface LuckiestBadgeProps {
  /** Default 手气最佳. */
  label?: string;
  className?: string;
}

/** The gold 手气最佳 mark beside the largest share of a finished red packet. */
export function LuckiestBadge({ label = '手气最佳', className }: LuckiestBadgeProps) {
  return (
    <span className={cx('jl-luckiest-badge', className)} data-testid="luckiest-badge">
      <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
        <path d="M3.5 8.5l4.2 3.2L12 5l4.3 6.7 4.2-3.2-1.8 9.5H5.3z" fill="currentColor" />
      </svg>
      {label}
    </span>
  );
}
