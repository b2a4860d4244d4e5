// A gallery group in the list (spec §2 Gallery): its newest poster, name, 第{n}期 and the 'updated'
// badge while its newest poster is recent. Opens the group's detail.
import type { GalleryGroup } from '@jinli/contract';
import { isRecentlyUpdated } from '@jinli/domain';
import { Link } from 'react-router';
import { useRenderClock } from '../../../app/context/hydration';
import { useAssetUrl } from '../../../app/context/useAssetUrl';
import { galleryPaths } from '../galleryPaths';
import { galleryStrings as s } from '../strings';
import './GalleryCard.css';

export interface GalleryCardProps {
  group: Pick<
    GalleryGroup,
    'groupId' | 'gameId' | 'name' | 'gameTurn' | 'thumbUrl' | 'updatedTime'
  >;
  /** Epoch ms the badge is judged against; default the clock (the server's while hydrating). */
  nowMs?: number;
  /**
   * On the first screen: the poster is loaded at once, not when layout finds it near the viewport
   * (the page's largest paint is one of these; the server may have preloaded it).
   */
  eager?: boolean;
}

export function GalleryCard({ group, nowMs, eager = false }: GalleryCardProps) {
  const assetUrl = useAssetUrl();
  const clock = useRenderClock();
  const updated = isRecentlyUpdated(group.updatedTime, nowMs ?? clock);
  return (
    <Link
      className="jl-gallery-card"
      to={galleryPaths.detail(group.gameId, group.groupId)}
      data-testid="gallery-card"
    >
      <span className="jl-gallery-card__image">
        {group.thumbUrl ? (
          <img
            src={assetUrl(group.thumbUrl)}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding={eager ? 'auto' : 'async'}
          />
        ) : null}
        {updated ? (
          <span className="jl-gallery-card__badge" data-testid="gallery-updated-badge">
            {s.updated}
          </span>
        ) : null}
      </span>
      <span className="jl-gallery-card__name">{group.name}</span>
      {group.gameTurn ? (
        <span className="jl-gallery-card__turn">{s.turn(group.gameTurn)}</span>
      ) : null}
    </Link>
  );
}
