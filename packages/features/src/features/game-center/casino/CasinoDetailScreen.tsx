// /live-betting-detail?gameCode&startDate&endDate (spec §2): a game's rounds over the dates,
// newest first, the next page appended when the list nears its end (300 px).
import { useLiveBetRecordsInfiniteQuery } from '@jinli/api/react';
import { formatEpochMs, formatMoney, winAmountTone } from '@jinli/domain';
import { Empty, InfiniteScroll, Skeleton } from '@jinli/ui';
import { useSearchParams } from 'react-router';
import { LotteryPage } from '../../lottery/components/LotteryPage';
import { gameCenterStrings as s } from '../strings';
import './CasinoReport.css';

export function CasinoDetailScreen() {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode') ?? '';
  const dates = { startDate: params.get('startDate') ?? '', endDate: params.get('endDate') ?? '' };
  const bets = useLiveBetRecordsInfiniteQuery(gameCode, dates);
  const rows = bets.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <LotteryPage title={s.detailTitle} fallback="/live-betting" testId="casino-detail-screen">
      {bets.isPending && gameCode !== '' ? (
        <Skeleton rows={6} label={s.loading} />
      ) : rows.length === 0 ? (
        <Empty text={s.reportEmpty} />
      ) : (
        <>
          <ul className="jl-casino-bets">
            {rows.map((bet) => (
              <li key={bet.betNo} className="jl-casino-bets__item" data-testid="casino-bet">
                <span className="jl-casino-bets__name">{bet.gameName}</span>
                <span className={`jl-casino-report__win--${winAmountTone(bet.winAmount)}`}>
                  {formatMoney(bet.winAmount)}
                </span>
                <span className="jl-casino-bets__meta">
                  {s.betTime} {formatEpochMs(bet.betTime, 'YYYY/MM/DD HH:mm')}
                </span>
                <span className="jl-casino-bets__amounts">
                  {s.betAmount} {formatMoney(bet.betAmount)} · {s.payout} {formatMoney(bet.payout)}
                </span>
                <span className="jl-casino-bets__detail">{bet.detail}</span>
                <span className="jl-casino-bets__meta jl-casino-bets__amounts">
                  {s.betNo} {bet.betNo}
                </span>
              </li>
            ))}
          </ul>
          <InfiniteScroll
            hasMore={Boolean(bets.hasNextPage)}
            loading={bets.isFetchingNextPage}
            onLoadMore={() => void bets.fetchNextPage()}
            loadingText={s.loading}
            endText={s.noMoreData}
          />
        </>
      )}
    </LotteryPage>
  );
}
