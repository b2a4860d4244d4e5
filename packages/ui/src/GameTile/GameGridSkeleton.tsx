import type { CSSProperties } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './GameTile.css';

/** Props of {@link GameGridSkeleton}. */
export interface GameGridSkeletonProps {
  /** Placeholder tiles. Default 4 (spec §2: the game center's four loading skeletons). */
  count?: number;
  /** Tiles to a row: 3 square tiles or 1 wide one. Default 3. */
  columns?: 1 | 3;
  /** Accessible name of the busy region. Default 加载中. */
  label?: string;
  className?: string;
}

/** Shimmering game tiles shown while a category's games load. */
export function GameGridSkeleton({
  count = 4,
  columns = 3,
  label = '加载中',
  className,
}: GameGridSkeletonProps) {
  return (
    <div
      className={cx('jl-game-grid', className)}
      style={{ '--jl-game-grid-columns': columns } as CSSProperties}
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      {Array.from({ length: Math.max(0, Math.floor(count)) }, (_, index) => (
        <span
          key={index}
          className={cx('jl-game-tile-skeleton', columns === 1 && 'jl-game-tile-skeleton--wide')}
          data-testid="game-tile-skeleton"
        >
          <span className="jl-game-tile-skeleton__picture" />
          {columns === 3 && <span className="jl-game-tile-skeleton__name" />}
        </span>
      ))}
    </div>
  );
}
