// The 历史 tab of the bet list: the daily totals of the last 30 days (historyDayReport); a day
// opens its records (historyList, rows 20, infinite scroll; the filter's game only) with a way
// back to the days. The day totals are of every game: historyDayReport has no game filter.
import { useBetDayReportQuery, useBetHistoryInfiniteQuery } from '@jinli/api/react';
import { formatMoney } from '@jinli/domain';
import { Button, Empty, Skeleton } from '@jinli/ui';
import { betStrings as s } from '../strings';
import { BetRecordPages } from './BetRecordPages';
import { useCancelContext } from './BetRecordList';

export interface HistoryTabProps {
  /** The day whose records are open ('YYYY-MM-DD'), null: the day list. */
  date: string | null;
  onDate(date: string | null): void;
  /** The filter drawer's game: a day's records are that game's only. */
  gameId?: number | undefined;
}

export function HistoryTab({ date, onDate, gameId }: HistoryTabProps) {
  return date ? (
    <DayRecords date={date} gameId={gameId} onBack={() => onDate(null)} />
  ) : (
    <DayList onDate={onDate} />
  );
}

function DayList({ onDate }: { onDate(date: string): void }) {
  const report = useBetDayReportQuery();
  if (report.isPending) return <Skeleton rows={6} label={s.loading} />;
  if (report.isError) return <Empty text={report.error.msg} />;
  if (report.data.length === 0) return <Empty text={s.empty} />;
  return (
    <table className="jl-bets__days" data-testid="bet-day-report">
      <thead>
        <tr>
          <th>{s.historyDate}</th>
          <th>{s.historyBet}</th>
          <th>{s.historyWin}</th>
        </tr>
      </thead>
      <tbody>
        {report.data.map((day) => (
          <tr key={day.statTime}>
            <td>
              <button type="button" className="jl-bets__day" onClick={() => onDate(day.statTime)}>
                {day.statTime}
              </button>
            </td>
            <td>{formatMoney(day.bettingMoney)}</td>
            <td className={day.winOrcloseMoney >= 0 ? 'jl-record__win' : 'jl-record__loss'}>
              {day.winOrcloseMoney > 0 ? '+' : ''}
              {formatMoney(day.winOrcloseMoney)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayRecords({
  date,
  gameId,
  onBack,
}: {
  date: string;
  gameId?: number | undefined;
  onBack(): void;
}) {
  const records = useBetHistoryInfiniteQuery(date, { gameId });
  const context = useCancelContext();
  const rows = records.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section className="jl-bets__list" data-testid="bet-day-records">
      <div className="jl-bets__day-head">
        <Button size="sm" onClick={onBack}>
          {s.tabHistory}
        </Button>
        <strong>{s.historyDayTitle(date)}</strong>
      </div>
      {records.isPending ? (
        <Skeleton rows={6} label={s.loading} />
      ) : records.isError && rows.length === 0 ? (
        <Empty text={records.error.msg} />
      ) : rows.length === 0 ? (
        <Empty text={s.empty} />
      ) : (
        <BetRecordPages rows={rows} paging={records} context={context} />
      )}
    </section>
  );
}
