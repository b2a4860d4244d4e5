// /agent/team-overview (spec §3 teamOverview; issue 17): the team's figures for a range — date
// presets or a picked range of at most 93 days — every figure of the report (members, balances,
// registrations, recharges, withdrawals, offers, the agent's own earnings, and the lottery, sport
// and casino reports) and a small trend of one daily series. The range lives in the URL; with
// ?userId= it shows a sub-agent's team instead.
import { useAgentTeamOverviewQuery } from '@jinli/api/react';
import type { AgentBetReport, AgentTeamOverview } from '@jinli/contract';
import { calendarDateAt, formatMoney } from '@jinli/domain';
import { Button, Chips, DateField, toast } from '@jinli/ui';
import { useState } from 'react';
import { useSearchParamsUpdate } from '../../app/router/useSearchParamsUpdate';
import { AccountPage } from '../../shared/components/AccountPage';
import { QueryState } from '../../shared/components/QueryState';
import { AGENT_PATHS } from './agentPaths';
import { Stat } from './components/Stat';
import { TrendChart } from './components/TrendChart';
import { agentStrings } from './strings';
import {
  asTeamRangePreset,
  presetOf,
  presetRange,
  TEAM_RANGE_PRESETS,
  teamRangeRefusal,
  type TeamRange,
  type TeamRangePreset,
} from './teamRange';
import './AgentScreens.css';

const s = agentStrings.team;

type Series = 'betting' | 'result' | 'recharge';
const SERIES: readonly Series[] = ['betting', 'result', 'recharge'];

const DEFAULT_PRESET: TeamRangePreset = 'thisMonth';

/**
 * The range in the URL and the chip it came from when the range is a valid one, else the default
 * preset's range and chip.
 */
function readRange(
  params: URLSearchParams,
  today: string,
): { range: TeamRange; chosen: TeamRangePreset | null } {
  const range = { beginDate: params.get('begin') ?? '', endDate: params.get('end') ?? '' };
  return teamRangeRefusal(range) === null && range.endDate <= today
    ? { range, chosen: asTeamRangePreset(params.get('preset')) }
    : { range: presetRange(DEFAULT_PRESET, today), chosen: DEFAULT_PRESET };
}

const tone = (amount: number): 'in' | 'out' => (amount >= 0 ? 'in' : 'out');

export function AgentTeamOverviewScreen() {
  const [params, update] = useSearchParamsUpdate();
  const today = calendarDateAt(Date.now());
  const { range: applied, chosen } = readRange(params, today);
  const userId = Number(params.get('userId'));
  const subAccount = params.get('account');
  const query = {
    ...applied,
    ...(Number.isInteger(userId) && userId > 0 ? { userId } : {}),
  };
  const report = useAgentTeamOverviewQuery(query);
  const [draft, setDraft] = useState<TeamRange>(applied);
  const [series, setSeries] = useState<Series>('betting');

  /** Shows `range`; `preset` is the chip it came from (none for a typed range). */
  const apply = (range: TeamRange, preset: TeamRangePreset | null = null) => {
    const refusal = teamRangeRefusal(range);
    if (refusal) {
      toast.show(refusal);
      return;
    }
    setDraft(range);
    update({ begin: range.beginDate, end: range.endDate, preset });
  };
  // Two presets can give one range (on the 1st, 本月 and 今天): the chip the range came from.
  const active = presetOf(applied, today, chosen);

  return (
    <AccountPage
      title={subAccount ? s.subTeam(subAccount) : s.title}
      fallback={AGENT_PATHS.center}
      testId="agent-team-overview"
    >
      <section className="jl-agent-card jl-agent-range">
        <Chips
          className="jl-agent-range__presets"
          ariaLabel={s.title}
          wrap
          items={TEAM_RANGE_PRESETS.map((preset) => ({ key: preset, label: s.presets[preset] }))}
          activeKey={active}
          onChange={(key) =>
            apply(presetRange(key as TeamRangePreset, today), key as TeamRangePreset)
          }
        />
        <form
          className="jl-agent-range__custom"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <DateField
            label={s.begin}
            value={draft.beginDate}
            max={draft.endDate || today}
            onChange={(beginDate) => setDraft((current) => ({ ...current, beginDate }))}
          />
          <DateField
            label={s.end}
            value={draft.endDate}
            min={draft.beginDate}
            max={today}
            onChange={(endDate) => setDraft((current) => ({ ...current, endDate }))}
          />
          <Button type="submit" size="sm" variant="primary">
            {s.search}
          </Button>
        </form>
      </section>
      <QueryState
        pending={report.isPending}
        error={report.error}
        onRetry={() => void report.refetch()}
      >
        {report.data ? (
          <Figures
            data={report.data}
            range={applied}
            series={series}
            onSeries={setSeries}
            stale={report.isPlaceholderData}
          />
        ) : null}
      </QueryState>
    </AccountPage>
  );
}

function Figures({
  data,
  range,
  series,
  onSeries,
  stale,
}: {
  data: AgentTeamOverview;
  range: TeamRange;
  series: Series;
  onSeries(series: Series): void;
  stale: boolean;
}) {
  const trend = data.daily.map((day) => ({
    date: day.date,
    value:
      series === 'betting'
        ? day.bettingMoney
        : series === 'result'
          ? day.winOrcloseMoney
          : day.rechMoney,
  }));
  return (
    <div
      className={stale ? 'jl-agent-figures jl-agent-figures--stale' : 'jl-agent-figures'}
      aria-busy={stale}
      data-testid="agent-team-figures"
    >
      <p className="jl-agent-range__applied" data-testid="agent-team-range">
        {s.range(range.beginDate, range.endDate)}
      </p>
      <section className="jl-agent-card">
        <h2 className="jl-agent-card__title">{s.trend}</h2>
        <Chips
          ariaLabel={s.trend}
          items={SERIES.map((key) => ({ key, label: s.trendSeries[key] }))}
          activeKey={series}
          onChange={(key) => onSeries(key as Series)}
        />
        <TrendChart
          points={trend}
          label={s.trendSeries[series]}
          emptyText={s.trendEmpty}
          maxText={s.trendMax}
          minText={s.trendMin}
        />
      </section>
      <section className="jl-agent-card">
        <h2 className="jl-agent-card__title">{s.overview}</h2>
        <dl className="jl-agent-stats jl-agent-stats--3">
          <Stat label={s.teamCount} value={String(data.teamCount)} testId="team-count" />
          <Stat label={s.money} value={formatMoney(data.money)} />
          <Stat label={s.registCount} value={String(data.registCount)} testId="team-regist-count" />
          <Stat label={s.firstRechargeCount} value={String(data.firstRechargeCount)} />
          <Stat label={s.rechargeCount} value={String(data.rechargeCount)} />
        </dl>
      </section>
      <BetReport title={s.reports.cp} report={data.cpBetReport} testId="team-cp-report" />
      <section className="jl-agent-card">
        <h2 className="jl-agent-card__title">{s.earnings}</h2>
        <dl className="jl-agent-stats jl-agent-stats--3">
          <Stat label={s.dlRebate} value={formatMoney(data.dlRebate)} testId="team-dl-rebate" />
          <Stat label={s.dlDayWage} value={formatMoney(data.dlDayWage)} />
          <Stat label={s.dlBonus} value={formatMoney(data.dlBonuus)} />
        </dl>
      </section>
      <section className="jl-agent-card">
        <h2 className="jl-agent-card__title">{s.funds}</h2>
        <dl className="jl-agent-stats jl-agent-stats--3">
          <Stat label={s.rechMoney} value={formatMoney(data.rwReport.rechMoney)} />
          <Stat label={s.rechUserCount} value={String(data.rwReport.rechUserCount)} />
          <Stat label={s.withdrawMoney} value={formatMoney(data.rwReport.withdrawMoney)} />
          <Stat label={s.discountMoney} value={formatMoney(data.rwReport.discountMoney)} />
          <Stat label={s.rechDiscount} value={formatMoney(data.rwReport.rechDiscount)} />
          <Stat label={s.otherDiscount} value={formatMoney(data.rwReport.otherDiscount)} />
        </dl>
      </section>
      <BetReport title={s.reports.ft} report={data.ftBetReport} />
      <BetReport title={s.reports.live} report={data.liveBetReport} />
    </div>
  );
}

function BetReport({
  title,
  report,
  testId,
}: {
  title: string;
  report: AgentBetReport;
  testId?: string;
}) {
  return (
    <section className="jl-agent-card" data-testid={testId}>
      <h2 className="jl-agent-card__title">{title}</h2>
      <dl className="jl-agent-stats jl-agent-stats--2">
        <Stat label={s.bettingMoney} value={formatMoney(report.bettingMoney)} />
        <Stat label={s.winMoney} value={formatMoney(report.winMoney)} />
        <Stat label={s.rebateMoney} value={formatMoney(report.rebateMoney)} />
        <Stat
          label={s.winOrcloseMoney}
          value={formatMoney(report.winOrcloseMoney)}
          tone={tone(report.winOrcloseMoney)}
        />
      </dl>
    </section>
  );
}
