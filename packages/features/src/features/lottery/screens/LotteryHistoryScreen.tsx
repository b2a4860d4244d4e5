// /lottery-history/{game_id} (spec §2): a game's finished draws, newest first, page by page;
// with ?type=live-lottery only the draws with a replay, each playable in place.
import { lotteryKeys } from '@jinli/api';
import {
  useApiClient,
  useLotteryHistoryPagesQuery,
  useLotteryOpenInfoQuery,
} from '@jinli/api/react';
import { LIVE_LOTTERY_TYPE } from '@jinli/contract';
import { useOpenInfoSync } from '@jinli/socket/react';
import { Empty, Skeleton, VideoPlayer, toast, InfiniteScroll } from '@jinli/ui';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { DrawBallsRow } from '../components/DrawBallsRow';
import { useFiveElements } from '../hooks/useFiveElements';
import { lotteryPaths } from '../components/LotteryCard';
import { LotteryPage } from '../components/LotteryPage';
import { mediaUrl } from '../lotteryRules';
import { LotteryRealtime } from '../realtime/LotteryRealtime';
import { lotteryStrings } from '../strings';
import './screens.css';

const openInfoKey = (gameId: number) => lotteryKeys.openInfo(gameId);
const replayKeys = (gameId: number) => [lotteryKeys.histories(gameId)];

/** Refreshes the list when the socket says a new draw (or replay) of the game is in. */
function useHistoryRealtime(gameId: number, onNewDraw: () => void) {
  useOpenInfoSync(gameId, {
    openInfoKey,
    replayKeys,
    onMessage: (message) => {
      if (message.channel === 'RESULT' && message.content.pre?.isStreaming === 0) onNewDraw();
    },
  });
}

function HistoryList({ gameId, live }: { gameId: number; live: boolean }) {
  const origin = useApiClient().config.origin;
  const pages = useLotteryHistoryPagesQuery({
    gameId,
    ...(live ? { type: LIVE_LOTTERY_TYPE } : {}),
  });
  const [playing, setPlaying] = useState<string | null>(null);
  useHistoryRealtime(gameId, () => void pages.refetch());
  const rows = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const fiveElements = useFiveElements();

  if (pages.isPending) return <Skeleton rows={8} />;
  if (pages.isError && rows.length === 0)
    return (
      <Empty text={lotteryStrings.loadFailed}>
        <button type="button" className="jl-draw-list__button" onClick={() => void pages.refetch()}>
          {lotteryStrings.loadFailed}
        </button>
      </Empty>
    );
  if (rows.length === 0) return <Empty text={lotteryStrings.empty} />;
  return (
    <>
      <ul className="jl-draw-list" data-testid="lottery-history-list">
        {rows.map((row) => (
          <li key={row.turnNum} className="jl-draw-list__row" data-testid="lottery-history-row">
            <div className="jl-draw-list__meta">
              <span className="jl-draw-list__turn">{lotteryStrings.turn(row.turnNum)}</span>
              <span>{row.openTime}</span>
            </div>
            <div className="jl-draw-list__line">
              <DrawBallsRow
                openNum={row.openNum}
                openTime={row.openTime}
                size="sm"
                fiveElements={fiveElements}
              />
              {live && row.liveUrl ? (
                <button
                  type="button"
                  className="jl-draw-list__button"
                  aria-expanded={playing === row.turnNum}
                  onClick={() => setPlaying((t) => (t === row.turnNum ? null : row.turnNum))}
                >
                  {playing === row.turnNum
                    ? lotteryStrings.closeReplay
                    : lotteryStrings.watchReplay}
                </button>
              ) : null}
            </div>
            {live && row.liveUrl && playing === row.turnNum ? (
              <VideoPlayer
                src={mediaUrl(row.liveUrl, origin)}
                label={`${lotteryStrings.replay} ${row.turnNum}`}
                onFatalError={() => toast.show(lotteryStrings.noVideo)}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <InfiniteScroll
        loadingText={lotteryStrings.loading}
        endText={lotteryStrings.noMore}
        hasMore={!!pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
      />
    </>
  );
}

export function LotteryHistoryScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const gameId = Number(params.game_id);
  const live = search.get('type') === LIVE_LOTTERY_TYPE;
  const valid = Number.isInteger(gameId) && gameId > 0;
  const info = useLotteryOpenInfoQuery(valid ? gameId : 0, { enabled: valid });
  const name = info.data?.gameName ?? '';
  const title = `${name}${live ? lotteryStrings.liveLotteryHistory : lotteryStrings.lotteryHistory}`;

  return (
    <LotteryPage title={title} testId="lottery-history-screen">
      {valid ? (
        <LotteryRealtime>
          <nav className="jl-lottery-tabs" aria-label={title}>
            <Link to={lotteryPaths.history(gameId)} aria-current={live ? undefined : 'page'}>
              {lotteryStrings.lotteryHistory}
            </Link>
            <Link to={lotteryPaths.liveHistory(gameId)} aria-current={live ? 'page' : undefined}>
              {lotteryStrings.liveLotteryHistory}
            </Link>
            <Link to={lotteryPaths.analytic(gameId)}>{lotteryStrings.analytic}</Link>
          </nav>
          <HistoryList key={`${gameId}-${live}`} gameId={gameId} live={live} />
        </LotteryRealtime>
      ) : (
        <Empty text={lotteryStrings.empty} />
      )}
    </LotteryPage>
  );
}
