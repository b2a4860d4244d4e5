// The information panel of home (spec §2 Home): tab 全部 plus the selected game's play categories
// (six shown, 更多/收起 from seven on), the game's home templates as cards (expanded; collapsed
// shows 2 items), PANEL_PAGE_ROWS per page loaded 300 px before the end, 没有更多数据了 at the end, and
// pull-to-refresh.
import { visibleTemplates } from '@jinli/domain';
import { Empty, InfiniteScroll, PullToRefresh, Skeleton } from '@jinli/ui';
import { useState } from 'react';
import { QueryState } from '../../shared/components/QueryState';
import { TemplateCard } from './components/TemplateCard';
import { useHomeTemplates, useTemplatePlayCates } from './hooks/templateQueries';
import { PANEL_LOAD_MORE_PX, hasCategoryToggle, shownCategories } from './panelRules';
import { templateStrings } from './strings';
import './HomeInformationPanel.css';

const ALL = '';

function Panel({ gameId }: { gameId: number }) {
  const cates = useTemplatePlayCates(gameId).data ?? [];
  const [cate, setCate] = useState(ALL);
  const [unfolded, setUnfolded] = useState(false);
  const list = useHomeTemplates(gameId, cate);
  const templates = visibleTemplates(list.data?.pages.flatMap((p) => p.data) ?? []);
  const firstPageFailed = list.isError && templates.length === 0;
  const tabs: { playCateName: string; label: string }[] = [
    { playCateName: ALL, label: templateStrings.all },
    ...shownCategories(cates, unfolded).map((c) => ({
      playCateName: c.playCateName,
      label: c.playCateName,
    })),
  ];

  return (
    <section className="jl-info-panel" data-testid="home-information-panel">
      <div className="jl-info-panel__cates">
        <div
          className="jl-info-panel__tabs"
          role="tablist"
          aria-label={templateStrings.categoryTabsLabel}
        >
          {tabs.map((t) => (
            <button
              key={t.playCateName || 'all'}
              type="button"
              role="tab"
              aria-selected={t.playCateName === cate}
              className={`jl-info-panel__tab${t.playCateName === cate ? ' jl-info-panel__tab--active' : ''}`}
              onClick={() => setCate(t.playCateName)}
            >
              {t.label}
            </button>
          ))}
        </div>
        {hasCategoryToggle(cates.length) ? (
          <button
            type="button"
            className="jl-info-panel__more"
            aria-expanded={unfolded}
            data-testid="info-panel-more"
            onClick={() => setUnfolded((u) => !u)}
          >
            {unfolded ? templateStrings.collapseCategories : templateStrings.more}
          </button>
        ) : null}
      </div>
      <PullToRefresh
        onRefresh={() => list.refetch()}
        pullingText={templateStrings.pullToRefresh}
        releaseText={templateStrings.releaseToRefresh}
        refreshingText={templateStrings.refreshing}
      >
        {list.isPending ? (
          <div className="jl-info-panel__loading" aria-busy="true">
            <Skeleton rows={4} />
          </div>
        ) : firstPageFailed ? (
          // A first page that failed is not an empty category: its error, and the retry.
          <QueryState pending={false} error={list.error} onRetry={() => void list.refetch()}>
            {null}
          </QueryState>
        ) : templates.length === 0 && !list.hasNextPage ? (
          <Empty text={templateStrings.empty} />
        ) : (
          <div className="jl-info-panel__cards">
            {templates.map((t) => (
              <TemplateCard key={t.id} template={t} onHome />
            ))}
          </div>
        )}
        {list.isPending || firstPageFailed ? null : (
          <InfiniteScroll
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            error={list.isFetchNextPageError}
            onLoadMore={() => void list.fetchNextPage()}
            threshold={PANEL_LOAD_MORE_PX}
            loadingText={templateStrings.loading}
            endText={templateStrings.noMore}
            errorText={templateStrings.retry}
            hideEnd={templates.length === 0}
          />
        )}
      </PullToRefresh>
    </section>
  );
}

/**
 * The panel of `gameId`, the game selected in home's game tabs (home passes it); a new game starts
 * again at 全部.
 */
export function HomeInformationPanel({ gameId }: { gameId: number }) {
  return <Panel key={gameId} gameId={gameId} />;
}
