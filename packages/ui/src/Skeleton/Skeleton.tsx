import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './Skeleton.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Number of text lines. Default 3. */
  rows?: number;
  /** Show a round avatar placeholder on the left. Default false. */
  avatar?: boolean;
  /** Show a shorter, taller title line above the rows. Default true. */
  title?: boolean;
  /** Accessible name of the busy region. Default 加载中. */
  label?: string;
  className?: string;
}

/** A shimmering placeholder shown while content loads (aria-busy, announced as 加载中). */
export function Skeleton({
  rows = 3,
  avatar = false,
  title = true,
  label = '加载中',
  className,
}: SkeletonProps) {
  const count = Math.max(0, Math.floor(rows));
  return (
    <div className={cx('jl-skeleton', className)} role="status" aria-busy="true" aria-label={label}>
      {avatar && <span className="jl-skeleton__block jl-skeleton__avatar" />}
      <div className="jl-skeleton__content">
        {title && <span className="jl-skeleton__block jl-skeleton__title" />}
        {Array.from({ length: count }, (_, index) => (
          <span
            key={index}
            className="jl-skeleton__block jl-skeleton__row"
            data-testid="jl-skeleton-row"
          />
        ))}
      </div>
    </div>
  );
}
