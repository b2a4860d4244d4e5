// /databases (spec §2 Database): tabs per game, the debounced search, play-category chips (全部 and
// each category; a popup list from 8 categories on), the document grid with 27 placeholder tiles
// while loading, and the empty state. A document opens its template page.
import { useGameDocumentPlayCateQuery, useGameDocumentsInfiniteQuery } from '@jinli/api/react';
import { Empty, InfiniteScroll, NavBar, SearchBar } from '@jinli/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { GameTabs } from '../gallery/components/GameTabs';
import { useDatabaseGames } from './hooks/useDatabaseGames';
import { CategoryChips } from './components/CategoryChips';
import { DATABASE_LOAD_MORE_PX, DATABASE_PLACEHOLDER_TILES, documentPath } from './databaseRules';
import { databaseStrings as s } from './strings';
import './DatabaseScreen.css';

export function DatabaseScreen() {
  const [params, setParams] = useSearchParams();
  const { games, loading: gamesLoading, game } = useDatabaseGames(Number(params.get('game')));
  const [text, setText] = useState('');
  const [searchText, setSearchText] = useState('');
  const [templateId, setTemplateId] = useState<number | null>(null);

  return (
    <main className="jl-database" data-testid="database-screen">
      <NavBar title={s.title} />
      <GameTabs
        games={games}
        loading={gamesLoading}
        game={game}
        ariaLabel={s.gameTabsLabel}
        onChange={(key) => {
          setTemplateId(null);
          setParams({ game: key }, { replace: true });
        }}
      />
      <div className="jl-database__search">
        <SearchBar
          value={text}
          onChange={setText}
          onSearch={setSearchText}
          placeholder={s.searchPlaceholder}
          maxLength={50}
        />
      </div>
      {game ? (
        <DatabaseBody
          key={game.gameId}
          gameId={game.gameId}
          templateId={templateId}
          onTemplateChange={setTemplateId}
          searchText={searchText}
        />
      ) : gamesLoading ? null : (
        <Empty text={s.empty} />
      )}
    </main>
  );
}

interface DatabaseBodyProps {
  gameId: number;
  templateId: number | null;
  onTemplateChange(templateId: number | null): void;
  searchText: string;
}

function DatabaseBody({ gameId, templateId, onTemplateChange, searchText }: DatabaseBodyProps) {
  const categories = useGameDocumentPlayCateQuery(gameId);
  const documents = useGameDocumentsInfiniteQuery({
    gameId,
    ...(templateId ? { templateId } : {}),
    ...(searchText ? { searchText } : {}),
  });
  const docs = documents.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <>
      <CategoryChips
        categories={categories.data ?? []}
        selected={templateId}
        onSelect={onTemplateChange}
      />
      <div className="jl-database__body">
        {documents.isPending ? (
          <ul className="jl-database__grid" aria-busy="true" data-testid="database-loading">
            {Array.from({ length: DATABASE_PLACEHOLDER_TILES }, (_, i) => (
              <li key={i} className="jl-database__tile jl-database__tile--placeholder" />
            ))}
          </ul>
        ) : docs.length === 0 ? (
          <Empty text={s.empty} />
        ) : (
          <ul className="jl-database__grid" data-testid="database-grid">
            {docs.map((doc) => (
              <li key={doc.documentId}>
                <Link
                  className="jl-database__tile"
                  to={documentPath(doc)}
                  data-testid="database-document"
                >
                  {doc.subName}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {docs.length > 0 ? (
          <InfiniteScroll
            hasMore={documents.hasNextPage}
            loading={documents.isFetchingNextPage}
            onLoadMore={() => void documents.fetchNextPage()}
            threshold={DATABASE_LOAD_MORE_PX}
            loadingText={s.loading}
            endText={s.noMore}
          />
        ) : null}
      </div>
    </>
  );
}
