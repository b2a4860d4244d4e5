// The casino report (spec §2 Bet records "Casino report tab", §5): a date range picked on the kit's
// calendar (last 7 days by default, no future dates, start not after end, the end date clearable), the games asked about
// (all, or one; at least one code), and a row per game; a row opens its rounds unless both its
// bet and win amounts are zero. Win amounts are green when ≥ 0, else red.
import { useAllLiveGamesQuery, useGameReportQuery } from '@jinli/api/react';
import { casinoReportQuery, casinoRowOpensDetail, formatMoney, winAmountTone } from '@jinli/domain';
import { DateField, Empty, Skeleton, toast } from '@jinli/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSearchParamsUpdate } from '../../../app/router/useSearchParamsUpdate';
import { gameCenterStrings as s } from '../strings';
import { CLEARED_END, casinoDetailHref, readReportDates, reportToday } from './casinoReportParams';
import './CasinoReport.css';

const ALL = '';

export function CasinoReport() {
  const navigate = useNavigate();
  const [params, update] = useSearchParamsUpdate();
  const today = reportToday();
  const applied = readReportDates(params, today);
  const appliedGame = params.get('gameCode') ?? ALL;
  const [startDate, setStartDate] = useState(applied.startDate);
  const [endDate, setEndDate] = useState(applied.endDate);
  const [gameCode, setGameCode] = useState(appliedGame);
  const games = useAllLiveGamesQuery();
  const codes = (games.data ?? [])
    .map((game) => game.gameCode)
    .filter((code) => appliedGame === ALL || code === appliedGame);
  const appliedQuery = casinoReportQuery(applied, codes, today);
  const report = useGameReportQuery(
    appliedQuery.ok ? appliedQuery.query.gameCodes : '',
    { startDate: applied.startDate, endDate: applied.endDate },
    { enabled: appliedQuery.ok },
  );

  const search = () => {
    const picked = (games.data ?? [])
      .map((game) => game.gameCode)
      .filter((code) => gameCode === ALL || code === gameCode);
    const checked = casinoReportQuery({ startDate, endDate }, picked, today);
    if (!checked.ok) {
      toast.show(checked.message);
      return;
    }
    const unchanged =
      startDate === applied.startDate && endDate === applied.endDate && gameCode === appliedGame;
    if (unchanged) void report.refetch();
    else update({ start: startDate, end: endDate === '' ? CLEARED_END : endDate, gameCode });
  };

  const rows = report.data ?? [];
  const totals = rows.reduce(
    (sum, row) => ({ bet: sum.bet + row.betAmount, win: sum.win + row.winAmount }),
    { bet: 0, win: 0 },
  );

  return (
    <div className="jl-casino-report" data-testid="casino-report">
      <form
        className="jl-casino-report__filters"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        {/* The kit's Chinese calendar (YYYY-MM-DD), not the browser's mm/dd/yyyy: no day after
            today, a start not after the end. */}
        <DateField
          className="jl-casino-report__date"
          label={s.startDate}
          value={startDate}
          max={endDate || today}
          onChange={setStartDate}
        />
        <DateField
          className="jl-casino-report__date"
          label={s.endDate}
          value={endDate}
          min={startDate}
          max={today}
          clearLabel={s.clearEndDate}
          onChange={setEndDate}
        />
        <label className="jl-casino-report__field jl-casino-report__field--game">
          <span>{s.games}</span>
          <select
            value={gameCode}
            onChange={(event) => setGameCode(event.target.value)}
            aria-label={s.games}
          >
            <option value={ALL}>{s.allGames}</option>
            {(games.data ?? []).map((game) => (
              <option key={game.gameCode} value={game.gameCode}>
                {game.gameName}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="jl-casino-report__search">
          {s.search}
        </button>
      </form>
      {games.isPending || (appliedQuery.ok && report.isPending) ? (
        <Skeleton rows={5} label={s.loading} />
      ) : rows.length === 0 ? (
        <Empty text={s.reportEmpty} />
      ) : (
        <table className="jl-casino-report__table">
          <thead>
            <tr>
              <th scope="col">{s.colGame}</th>
              <th scope="col">{s.colBet}</th>
              <th scope="col">{s.colWin}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const opens = casinoRowOpensDetail(row);
              return (
                <tr
                  key={row.gameCode}
                  data-testid="casino-report-row"
                  className={opens ? 'jl-casino-report__row--link' : undefined}
                  tabIndex={opens ? 0 : undefined}
                  onClick={() => {
                    if (opens) void navigate(casinoDetailHref(row.gameCode, applied));
                  }}
                  onKeyDown={(event) => {
                    if (opens && event.key === 'Enter')
                      void navigate(casinoDetailHref(row.gameCode, applied));
                  }}
                >
                  <th scope="row">{row.gameName}</th>
                  <td>{formatMoney(row.betAmount)}</td>
                  <td className={`jl-casino-report__win--${winAmountTone(row.winAmount)}`}>
                    {formatMoney(row.winAmount)}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{s.total}</th>
              <td>{formatMoney(totals.bet)}</td>
              <td className={`jl-casino-report__win--${winAmountTone(totals.win)}`}>
                {formatMoney(totals.win)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}
