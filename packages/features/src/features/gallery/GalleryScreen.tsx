// /gallery (spec §2 Gallery, §4): tabs per game, the debounced search box, the coloured /
// black-and-white toggle, the chips 全部, 热门 and the letters, and the groups' cards loading more
// within 100 px of the bottom. The choices live in the URL, so coming back from a detail shows the
// same list (from its cache).
import { Empty, InfiniteScroll, NavBar, PullToRefresh } from '@jinli/ui';
import { useState } from 'react';
import { useSearchParamsUpdate } from '../../app/router/useSearchParamsUpdate';
import { GalleryCard } from './components/GalleryCard';
import { GalleryFilters } from './components/GalleryFilters';
import { GalleryGridSkeleton } from './components/GalleryGridSkeleton';
import { GameTabs } from './components/GameTabs';
import {
  GALLERY_LOAD_MORE_PX,
  readGalleryFilter,
  readGalleryType,
  type GalleryFilter,
  type GalleryGroupType,
} from './galleryListRules';
import { useGalleryGames } from './hooks/useGalleryGames';
import { useGalleryList } from './hooks/useGalleryList';
import { galleryStrings as s } from './strings';
import './GalleryScreen.css';

/** The cards a phone shows before scrolling: two rows of the three-column grid (GalleryScreen.css). */
const FIRST_SCREEN_CARDS = 6;

export function GalleryScreen() {
  const [params, update] = useSearchParamsUpdate();
  const { games, loading: gamesLoading, game } = useGalleryGames(Number(params.get('game')));
  const groupType = readGalleryType(params.get('type'));
  const filter = readGalleryFilter(params.get('chip'));
  const searchText = (params.get('q') ?? '').trim();
  const [text, setText] = useState(searchText);

  return (
    <main className="jl-gallery" data-testid="gallery-screen">
      <NavBar title={s.title} />
      <GameTabs
        games={games}
        loading={gamesLoading}
        game={game}
        ariaLabel={s.gameTabsLabel}
        onChange={(key) => update({ game: key })}
      />
      <GalleryFilters
        text={text}
        onTextChange={setText}
        onSearch={(settled) => update({ q: settled })}
        groupType={groupType}
        onGroupTypeChange={(type) => update({ type: String(type) })}
        filter={filter}
        onFilterChange={(next) =>
          update({ chip: typeof next === 'string' ? (next === 'all' ? null : next) : next.letter })
        }
      />
      {game ? (
        <GalleryList
          key={`${game.gameId}`}
          gameId={game.gameId}
          groupType={groupType}
          filter={filter}
          searchText={searchText}
        />
      ) : gamesLoading ? (
        // While the game to list is not known yet, the list's own loading state.
        <GalleryLoading />
      ) : (
        <Empty text={s.empty} />
      )}
    </main>
  );
}

/** The list's place with the card grid in outline. */
function GalleryLoading() {
  return (
    <div className="jl-gallery__body">
      <GalleryGridSkeleton />
    </div>
  );
}

interface GalleryListProps {
  gameId: number;
  groupType: GalleryGroupType;
  filter: GalleryFilter;
  searchText: string;
}

/** The cards of one list with its loading, refreshing and loading-more states. */
export function GalleryList({ gameId, groupType, filter, searchText }: GalleryListProps) {
  const list = useGalleryList({ gameId, groupType, filter, searchText });
  if (list.loading) return <GalleryLoading />;
  const exhaustedEmpty = list.groups.length === 0 && !list.hasMore && !list.loadingMore;
  return (
    <PullToRefresh
      className="jl-gallery__body"
      onRefresh={list.refresh}
      pullingText={s.pullToRefresh}
      releaseText={s.releaseToRefresh}
      refreshingText={s.refreshing}
    >
      {exhaustedEmpty || list.failed ? (
        <Empty text={s.empty} />
      ) : (
        <div className="jl-gallery__grid" data-testid="gallery-grid" aria-busy={list.refreshing}>
          {list.groups.map((group, index) => (
            <GalleryCard key={group.groupId} group={group} eager={index < FIRST_SCREEN_CARDS} />
          ))}
        </div>
      )}
      {list.failed ? null : (
        <InfiniteScroll
          hasMore={list.hasMore}
          loading={list.loadingMore}
          onLoadMore={list.loadMore}
          threshold={GALLERY_LOAD_MORE_PX}
          loadingText={s.loading}
          endText={s.noMore}
          hideEnd={list.groups.length === 0}
          className="jl-gallery__more"
        />
      )}
    </PullToRefresh>
  );
}
