import type { ReactNode } from 'react';
import { GameIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './GameTile.css';

/** Props of {@link GameTile}. */
export interface GameTileProps {
  /** Game name under (or over, when wide) the picture. */
  name: string;
  /** Tile picture; a lettered placeholder while absent or broken. */
  imageUrl?: string;
  /** One wide landscape tile (live and sport categories) instead of a square one. Default false. */
  wide?: boolean;
  /** Covers the tile with the maintenance label; the tile still takes taps. Default false. */
  maintenance?: boolean;
  /** Label of the maintenance cover. Default 维护中. */
  maintenanceLabel?: string;
  /** Followed (star filled); undefined hides the star. */
  followed?: boolean;
  /** Accessible names of the star: [follow, unfollow]. Default ['关注', '取消关注']. */
  followLabels?: [string, string];
  onFollowChange?(followed: boolean): void;
  /** The star cannot be pressed yet (whose follows it shows is still being read). */
  followPending?: boolean;
  onClick?(): void;
  /** Extra content at the tile's corner (a provider mark, a 热 badge). */
  badge?: ReactNode;
  className?: string;
}

/**
 * A game in the game center's grid: a square picture with its name (three to a row), or one wide
 * landscape picture per row; the maintenance cover 维护中 and a follow star on top.
 */
export function GameTile({
  name,
  imageUrl,
  wide = false,
  maintenance = false,
  maintenanceLabel = '维护中',
  followed,
  followLabels = ['关注', '取消关注'],
  onFollowChange,
  followPending = false,
  onClick,
  badge,
  className,
}: GameTileProps) {
  return (
    <div
      className={cx(
        'jl-game-tile',
        wide && 'jl-game-tile--wide',
        maintenance && 'jl-game-tile--maintenance',
        className,
      )}
      data-testid="game-tile"
    >
      <button
        type="button"
        className="jl-game-tile__main"
        onClick={onClick}
        aria-label={maintenance ? `${name} ${maintenanceLabel}` : name}
      >
        <span className="jl-game-tile__picture">
          {imageUrl ? (
            <img className="jl-game-tile__image" src={imageUrl} alt="" loading="lazy" />
          ) : (
            <span className="jl-game-tile__placeholder" aria-hidden="true">
              <GameIcon />
            </span>
          )}
        </span>
        <span className="jl-game-tile__name">{name}</span>
        {/* After the name in the page (drawn over the picture): the visible text reads as the
            button's name does, 名称 维护中 (WCAG 2.5.3). */}
        {maintenance && (
          <span className="jl-game-tile__maintenance" data-testid="game-tile-maintenance">
            {maintenanceLabel}
          </span>
        )}
      </button>
      {badge !== undefined && badge !== null && (
        <span className="jl-game-tile__badge">{badge}</span>
      )}
      {followed !== undefined && (
        <button
          type="button"
          className={cx('jl-game-tile__follow', followed && 'jl-game-tile__follow--on')}
          aria-pressed={followed}
          aria-label={followed ? followLabels[1] : followLabels[0]}
          disabled={followPending}
          onClick={() => onFollowChange?.(!followed)}
        >
          <span className="jl-game-tile__follow-disc">
            <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
              <path
                d="M12 3.2l2.6 5.5 6 .8-4.4 4.2 1.1 6L12 16.8 6.7 19.7l1.1-6-4.4-4.2 6-.8z"
                fill={followed ? 'currentColor' : 'none'}
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
