// /gallery-detail/{gameId}/{groupId} (spec §2 Gallery): a group's poster of one turn (newest unless
// ?id= names one), tap to view it zoomable, switch turns, and like it (login needed: 请先登录).
import { useGalleryGroupDetailQuery, useGalleryLikeMutation } from '@jinli/api/react';
import type { GalleryItem } from '@jinli/contract';
import { Empty, ImagePreview, NavBar, Skeleton, toast } from '@jinli/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAssetUrl } from '../../app/context/useAssetUrl';
import { useSession } from '../../app/session/sessionStore';
import { galleryPaths } from './galleryPaths';
import { galleryStrings as s } from './strings';
import './GalleryDetailScreen.css';

/** react-router keeps the history index in history.state.idx. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export function GalleryDetailScreen() {
  const params = useParams();
  const groupId = Number(params.groupId);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const detail = useGalleryGroupDetailQuery(groupId);
  const back = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(galleryPaths.list, { replace: true });
  };

  const posters = detail.data?.groupList ?? [];
  const chosenId = Number(search.get('id'));
  const poster = posters.find((p) => p.id === chosenId) ?? detail.data?.latest ?? posters[0];

  return (
    <main className="jl-gallery-detail" data-testid="gallery-detail-screen">
      <NavBar title={detail.data?.name ?? s.detailTitle} onBack={back} />
      {detail.isPending && groupId > 0 ? (
        <Skeleton rows={8} label={s.loading} />
      ) : !detail.data || !poster ? (
        <Empty text={s.empty} />
      ) : (
        <>
          <TurnSwitcher
            posters={posters}
            current={poster}
            onChoose={(item) => setSearch({ id: String(item.id) }, { replace: true })}
          />
          <Poster
            poster={poster}
            posters={posters}
            onChoose={(item) => setSearch({ id: String(item.id) }, { replace: true })}
          />
          <Link className="jl-gallery-detail__history" to={galleryPaths.group(groupId)}>
            {s.history}
          </Link>
        </>
      )}
    </main>
  );
}

function TurnSwitcher({
  posters,
  current,
  onChoose,
}: {
  posters: GalleryItem[];
  current: GalleryItem;
  onChoose(item: GalleryItem): void;
}) {
  return (
    <div className="jl-gallery-detail__turns" role="radiogroup" aria-label={s.turnsLabel}>
      {posters.map((item) => (
        <button
          key={item.id}
          type="button"
          role="radio"
          aria-checked={item.id === current.id}
          className="jl-gallery-detail__turn"
          onClick={() => item.id !== current.id && onChoose(item)}
        >
          {s.turn(item.gameTurn)}
        </button>
      ))}
    </div>
  );
}

interface PosterProps {
  poster: GalleryItem;
  /** Every turn's poster: the preview swipes through them. */
  posters: GalleryItem[];
  onChoose(item: GalleryItem): void;
}

function Poster({ poster, posters, onChoose }: PosterProps) {
  const assetUrl = useAssetUrl();
  const [previewing, setPreviewing] = useState(false);
  const { isLoggedIn } = useSession();
  const like = useGalleryLikeMutation();
  const liked = poster.like === 1;

  const toggleLike = () => {
    if (!isLoggedIn) {
      // Repeated taps while the toast is up are ignored (spec §4).
      if (toast.current()?.message !== s.loginFirst) toast.show(s.loginFirst);
      return;
    }
    if (like.isPending) return;
    like.mutate(
      { galleryId: poster.id, like: liked ? 0 : 1 },
      { onError: (error) => toast.show(error.msg || s.likeFailed) },
    );
  };

  const url = assetUrl(poster.imageUrl);
  return (
    <section className="jl-gallery-detail__poster">
      <button
        type="button"
        className="jl-gallery-detail__image"
        onClick={() => setPreviewing(true)}
        aria-label={s.previewHint}
      >
        <img src={url} alt={`${poster.name} ${s.turn(poster.gameTurn)}`} />
      </button>
      <p className="jl-gallery-detail__hint">{s.previewHint}</p>
      <div className="jl-gallery-detail__actions">
        <span className="jl-gallery-detail__title">
          {poster.name} {s.turn(poster.gameTurn)}
        </span>
        <button
          type="button"
          className="jl-gallery-detail__like"
          aria-pressed={liked}
          data-testid="gallery-like"
          onClick={toggleLike}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.4 2.5.8-1.3 2.3-2.5 4.4-2.5 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
              fill={liked ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
          {liked ? s.liked : s.like} {poster.likeCount}
        </button>
      </div>
      <ImagePreview
        open={previewing}
        images={posters.map((item) => assetUrl(item.imageUrl))}
        index={Math.max(
          0,
          posters.findIndex((item) => item.id === poster.id),
        )}
        onIndexChange={(index) => {
          const item = posters[index];
          if (item) onChoose(item);
        }}
        onClose={() => setPreviewing(false)}
        alt={(index) => {
          const item = posters[index];
          return item ? `${item.name} ${s.turn(item.gameTurn)}` : '';
        }}
        closeLabel={s.closePreview}
      />
    </section>
  );
}
