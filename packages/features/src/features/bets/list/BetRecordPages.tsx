// The loaded pages of bet records as rows, with the infinite scroll that loads the next page: what
// the bet-list tabs and a history day's records show once there are rows.
import type { BetRecord } from '@jinli/contract';
import { betStatusKind, betStatusText, type BetCancelContext } from '@jinli/domain';
import { InfiniteScroll } from '@jinli/ui';
import { betStrings as s } from '../strings';
import { BetRecordRow, type BetRecordRowProps } from './BetRecordRow';
import { useCompactMode } from './compactMode';

/** The paging state of the infinite query the rows come from. */
export interface BetRecordPaging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): Promise<unknown>;
}

export interface BetRecordPagesProps {
  rows: BetRecord[];
  paging: BetRecordPaging;
  /** The clock and cancel switch the statuses are read with. */
  context: BetCancelContext;
  /** Cancel mode's part of a row (picked, cancelable, tap); none outside cancel mode. */
  cancelProps?(record: BetRecord): Pick<BetRecordRowProps, 'picked' | 'cancelable' | 'onTap'>;
}

export function BetRecordPages({ rows, paging, context, cancelProps }: BetRecordPagesProps) {
  const [compact] = useCompactMode();
  return (
    <>
      <ul className={`jl-records${compact ? ' jl-records--compact' : ''}`}>
        {rows.map((record) => (
          <BetRecordRow
            key={record.orderNo}
            record={record}
            compact={compact}
            statusKind={betStatusKind(record, context)}
            statusText={betStatusText(record, context)}
            {...cancelProps?.(record)}
          />
        ))}
      </ul>
      <InfiniteScroll
        hasMore={paging.hasNextPage}
        loading={paging.isFetchingNextPage}
        error={paging.isFetchNextPageError}
        onLoadMore={() => void paging.fetchNextPage()}
        loadingText={s.loading}
        endText={s.noMore}
        errorText={s.retry}
        loadMoreText={s.loadMore}
      />
    </>
  );
}
