// /bills (spec §2, §3 ledger types): the ledger newest first with each row's label, signed amount
// and balance after, filterable by type and by date range ('YYYY-MM-DD', system time zone; the kit's Chinese
// calendar, not the native input's mm/dd/yyyy). A
// link may open it on one type (?type=, e.g. the profile's 推广收益 tile: 代理返点).
import { useBillsInfiniteQuery } from '@jinli/api/react';
import { LEDGER_TYPES, calendarDateAt } from '@jinli/domain';
import { Button, DateField, Empty, InfiniteScroll } from '@jinli/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AccountPage } from '../../shared/components/AccountPage';
import { BillEntry } from './components/BillEntry';
import { QueryState } from '../../shared/components/QueryState';
import { walletStrings as s } from './strings';
import './WalletScreens.css';
import './BillsScreen.css';

interface Filters {
  type?: number;
  startDate?: string;
  endDate?: string;
}

/** The type filter a link opens the bills with (`?type=12`: the agent's 代理返点), if it is a known type. */
function typeFromUrl(params: URLSearchParams): Filters {
  const type = Number(params.get('type'));
  return LEDGER_TYPES.some((known) => known.code === type) ? { type } : {};
}

export function BillsScreen() {
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<Filters>(() => typeFromUrl(params));
  const [filters, setFilters] = useState<Filters>(() => typeFromUrl(params));
  const bills = useBillsInfiniteQuery(filters);
  const rows = bills.data?.pages.flatMap((page) => page.data) ?? [];
  const today = calendarDateAt(Date.now());

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };

  return (
    <AccountPage title={s.bills} testId="bills-screen">
      <form className="jl-bills-filter" onSubmit={onSearch}>
        <label>
          <span>{s.billType}</span>
          <select
            value={draft.type ?? ''}
            onChange={(event) =>
              setDraft((current) => ({
                ...current,
                type: event.target.value ? Number(event.target.value) : undefined,
              }))
            }
          >
            <option value="">{s.allTypes}</option>
            {LEDGER_TYPES.map((type) => (
              <option key={type.code} value={type.code}>
                {type.label}
              </option>
            ))}
          </select>
        </label>
        <DateField
          label={s.startDate}
          value={draft.startDate ?? ''}
          max={draft.endDate ?? today}
          clearLabel={s.clearDate}
          onChange={(value) =>
            setDraft((current) => ({ ...current, startDate: value || undefined }))
          }
        />
        <DateField
          label={s.endDate}
          value={draft.endDate ?? ''}
          min={draft.startDate}
          max={today}
          clearLabel={s.clearDate}
          onChange={(value) => setDraft((current) => ({ ...current, endDate: value || undefined }))}
        />
        <Button type="submit" size="sm" variant="primary">
          {s.search}
        </Button>
      </form>
      <QueryState
        pending={bills.isPending}
        error={bills.error}
        onRetry={() => void bills.refetch()}
      >
        {rows.length === 0 ? (
          <Empty text={s.empty} />
        ) : (
          <>
            <ul className="jl-wallet-list">
              {rows.map((bill) => (
                <li key={bill.id}>
                  <div className="jl-wallet-list__item" data-testid="bill-row">
                    <BillEntry
                      block="jl-wallet-list"
                      typeName={bill.typeName}
                      time={bill.createTime}
                      amount={bill.amount}
                      balanceAfter={bill.balanceAfter}
                    />
                  </div>
                </li>
              ))}
            </ul>
            <InfiniteScroll
              hasMore={bills.hasNextPage}
              loading={bills.isFetchingNextPage}
              onLoadMore={() => void bills.fetchNextPage()}
              loadingText={s.loading}
              endText={s.noMore}
              loadMoreText={s.loadMore}
            />
          </>
        )}
      </QueryState>
    </AccountPage>
  );
}
