// /gallery/{groupId} (spec §2): a group's posters of every turn, newest first, loading more within
// 100 px of the bottom; each opens the detail at that turn.
import { useGalleryGroupDetailQuery, useGalleryItemsInfiniteQuery } from '@jinli/api/react';
import { Empty, InfiniteScroll, NavBar, Skeleton } from '@jinli/ui';
import { Link, useNavigate, useParams } from 'react-router';
import { useAssetUrl } from '../../app/context/useAssetUrl';
import { GALLERY_LOAD_MORE_PX } from './galleryListRules';
import { galleryPaths } from './galleryPaths';
import { galleryStrings as s } from './strings';
import './components/GalleryCard.css';
import './GalleryScreen.css';

export function GalleryGroupScreen() {
  const groupId = Number(useParams().groupId);
  const valid = groupId > 0;
  const navigate = useNavigate();
  const assetUrl = useAssetUrl();
  const detail = useGalleryGroupDetailQuery(groupId);
  const items = useGalleryItemsInfiniteQuery(groupId);
  const posters = items.data?.pages.flatMap((p) => p.data) ?? [];
  const back = () => {
    const state = window.history.state as { idx?: unknown } | null;
    if (typeof state?.idx === 'number' && state.idx > 0) void navigate(-1);
    else void navigate(galleryPaths.list, { replace: true });
  };

  return (
    <main className="jl-gallery" data-testid="gallery-group-screen">
      <NavBar title={detail.data?.name ?? s.groupTitle} onBack={back} />
      <div className="jl-gallery__body">
        {valid && items.isPending ? (
          <Skeleton rows={6} label={s.loading} />
        ) : posters.length === 0 ? (
          <Empty text={s.empty} />
        ) : (
          <div className="jl-gallery__grid">
            {posters.map((poster) => (
              <Link
                key={poster.id}
                className="jl-gallery-card"
                to={galleryPaths.detail(poster.gameId, poster.groupId, poster.id)}
                data-testid="gallery-poster"
              >
                <span className="jl-gallery-card__image">
                  <img src={assetUrl(poster.thumbUrl)} alt="" loading="lazy" decoding="async" />
                </span>
                <span className="jl-gallery-card__turn">{s.turn(poster.gameTurn)}</span>
              </Link>
            ))}
          </div>
        )}
        {posters.length > 0 ? (
          <InfiniteScroll
            hasMore={items.hasNextPage}
            loading={items.isFetchingNextPage}
            onLoadMore={() => void items.fetchNextPage()}
            threshold={GALLERY_LOAD_MORE_PX}
            loadingText={s.loading}
            endText={s.noMore}
          />
        ) : null}
      </div>
    </main>
  );
}
