// The red-packet history (issue 16; /chat-rooms/{room_id}/hong-bao/history and under a packet,
// /chat-rooms/{room_id}/hong-bao/{hongbao_id}/history): 收到的红包 and 发出的红包, one year at a time
// (the years with any packet to pick from), the year's total and count over the rows, paged; a row
// opens the packet's detail.
import { type HongbaoHistoryType } from '@jinli/api';
import { useHongbaoHistoryInfiniteQuery, useProfileQuery } from '@jinli/api/react';
import type { HongbaoHistoryRow } from '@jinli/contract';
import { DATE_FORMATS, formatEpochMs, formatMoney } from '@jinli/domain';
import { Empty, InfiniteScroll, Tabs } from '@jinli/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AccountPage } from '../../../shared/components/AccountPage';
import { QueryState } from '../../../shared/components/QueryState';
import { useChatUtcOffset } from '../hooks/useChatUtcOffset';
import { chatRoomPath } from '../chatPaths';
import { ChatAvatar } from '../components/ChatAvatar';
import { hongbaoDetailPath } from './hongbaoPaths';
import { kindLabel } from './hongbaoView';
import { hongbaoStrings as s } from './strings';
import './HongbaoHistoryScreen.css';

export function HongbaoHistoryScreen() {
  const params = useParams();
  const roomId = params.roomId ?? '';
  const [type, setType] = useState<HongbaoHistoryType>('received');
  // null: the server's current year, until the player picks one.
  const [year, setYear] = useState<number | null>(null);
  const fallback = params.hongbaoId
    ? hongbaoDetailPath(roomId, params.hongbaoId)
    : chatRoomPath(roomId);
  return (
    <AccountPage title={s.historyTitle} fallback={fallback} testId="hongbao-history-screen">
      <div className="jl-hongbao-history">
        <Tabs
          items={[
            { key: 'received', label: s.received },
            { key: 'sent', label: s.sentTab },
          ]}
          activeKey={type}
          onChange={(key) => setType(key as HongbaoHistoryType)}
          className="jl-hongbao-history__tabs"
        />
        <HistoryList type={type} year={year} onYear={setYear} />
      </div>
    </AccountPage>
  );
}

function HistoryList({
  type,
  year,
  onYear,
}: {
  type: HongbaoHistoryType;
  year: number | null;
  onYear(year: number): void;
}) {
  const history = useHongbaoHistoryInfiniteQuery(type, year);
  const profile = useProfileQuery();
  const first = history.data?.pages[0];
  const rows = history.data?.pages.flatMap((page) => page.data) ?? [];
  const shownYear = first?.year ?? year ?? new Date().getFullYear();
  const years = [...new Set([shownYear, ...(first?.years ?? [])])].sort((a, b) => b - a);
  const account = profile.data?.userInfo.account ?? '';
  const avatarId = profile.data?.userInfo.avatarId ?? 0;
  return (
    <QueryState
      pending={history.isPending}
      error={history.error}
      onRetry={() => void history.refetch()}
    >
      {first ? (
        <>
          <section className="jl-hongbao-history__summary" data-testid="hongbao-history-summary">
            <label className="jl-hongbao-history__year">
              <span className="jl-hongbao-history__sr">{s.yearLabel}</span>
              <select value={shownYear} onChange={(event) => onYear(Number(event.target.value))}>
                {years.map((y) => (
                  <option key={y} value={y}>
                    {s.year(y)}
                  </option>
                ))}
              </select>
            </label>
            <ChatAvatar avatarId={avatarId} nickname={account || '?'} size={56} />
            <p className="jl-hongbao-history__who">
              {type === 'received' ? s.receivedTotal(account) : s.sentTotal(account)}
            </p>
            <p className="jl-hongbao-history__total" data-testid="hongbao-history-total">
              {formatMoney(first.yearAmount)}
              <span className="jl-hongbao-history__unit">{s.yuan}</span>
            </p>
            <p className="jl-hongbao-history__counts">
              {type === 'received' ? (
                <>
                  <span>{s.receivedCount(first.yearCount)}</span>
                  <span>{s.luckiestCount(first.luckiestCount)}</span>
                </>
              ) : (
                <span>{s.sentCount(first.yearCount)}</span>
              )}
            </p>
          </section>
          {rows.length === 0 ? (
            <Empty text={s.historyEmpty} />
          ) : (
            <>
              <ul className="jl-hongbao-history__list">
                {rows.map((row) => (
                  <HistoryRow key={`${row.packet.id}-${row.time}`} row={row} type={type} />
                ))}
              </ul>
              <InfiniteScroll
                hasMore={history.hasNextPage}
                loading={history.isFetchingNextPage}
                onLoadMore={() => void history.fetchNextPage()}
                loadingText={s.loadingMore}
                endText={s.end}
              />
            </>
          )}
        </>
      ) : null}
    </QueryState>
  );
}

function HistoryRow({ row, type }: { row: HongbaoHistoryRow; type: HongbaoHistoryType }) {
  // The company's clock, as the room writes this packet's message (never the device's).
  const offsetMinutes = useChatUtcOffset();
  const { packet } = row;
  const side =
    type === 'received'
      ? null
      : packet.status === 'expired'
        ? `${s.expired} ${s.progress(packet.takenCount, packet.count)}`
        : packet.status === 'finished'
          ? `${s.empty} ${s.progress(packet.takenCount, packet.count)}`
          : s.progress(packet.takenCount, packet.count);
  return (
    <li>
      <Link
        className="jl-hongbao-history__row"
        to={hongbaoDetailPath(packet.room_id, packet.id)}
        data-testid="hongbao-history-row"
      >
        <span className="jl-hongbao-history__main">
          <span className="jl-hongbao-history__title">
            {type === 'received' ? packet.sender.nickname : kindLabel(packet.kind)}
            {type === 'received' && packet.kind === 'lucky' ? (
              <span className="jl-hongbao-history__pin" title={s.lucky}>
                {s.luckyTag}
              </span>
            ) : null}
          </span>
          <span className="jl-hongbao-history__sub">
            {formatEpochMs(row.time, DATE_FORMATS.dateTime, offsetMinutes)}
          </span>
        </span>
        <span className="jl-hongbao-history__side">
          <strong>
            {formatMoney(row.amount)}
            {s.yuan}
          </strong>
          {side ? <span className="jl-hongbao-history__sub">{side}</span> : null}
        </span>
      </Link>
    </li>
  );
}
