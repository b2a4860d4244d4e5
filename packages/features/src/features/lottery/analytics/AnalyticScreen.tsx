// /game/{id}/analytic (spec §2): statistics of a game's recent draws. Sections 特码 (history,
// big-small, both-side, last-number, range, trend), 生肖 (zodiac-reference, special-num, first-num,
// zodiac-trending, zodiac-types-trending) and 彩票助手 (lottery-helper), each its own URL
// /game/{id}/analytic/{section}[/{view}], all computed from the real history of the game.
import { useLotteryHistoryQuery, useLotteryOpenInfoQuery } from '@jinli/api/react';
import {
  MARK_SIX_COLOURS,
  MARK_SIX_NUMBERS,
  ZODIAC_SIGNS,
  fiveElementOf,
  lunarYearAt,
  markSixAttributes,
  markSixColour,
  zodiacTable,
  type MarkSixColour,
  type ZodiacSign,
} from '@jinli/domain';
import { Empty, LotteryBall, Skeleton } from '@jinli/ui';
import { useMemo, useState } from 'react';
import { NavLink, Navigate, useParams } from 'react-router';
import type { FiveElements } from '@jinli/contract';
import { DrawBallsRow } from '../components/DrawBallsRow';
import { useFiveElements } from '../hooks/useFiveElements';
import { LotteryPage } from '../components/LotteryPage';
import { lotteryStrings } from '../strings';
import {
  PARITY_VALUES,
  SIZE_VALUES,
  ZODIAC_TYPES,
  analyseDraws,
  bothSideStats,
  currentStreak,
  firstZodiacStats,
  longestStreaks,
  rangeStats,
  specialZodiacStats,
  tailStats,
  tally,
  zodiacTypeTag,
  type AnalysedDraw,
} from './drawStats';
import { StatTable } from './StatTable';
import { TrendChart } from './TrendChart';
import { ZodiacGrid } from './ZodiacGrid';
import '../screens/screens.css';
import './analytics.css';

/** Draws the statistics cover (one history page of this size). */
export const ANALYTIC_WINDOW = 100;

/** The sections and their views, in tab order, with their Chinese labels. */
export const ANALYTIC_SECTIONS = [
  {
    id: 'special',
    label: '特码',
    views: [
      { id: 'history', label: '历史' },
      { id: 'big-small', label: '大小' },
      { id: 'both-side', label: '两面' },
      { id: 'last-number', label: '尾数' },
      { id: 'range', label: '区间' },
      { id: 'trend', label: '走势' },
    ],
  },
  {
    id: 'zodiac',
    label: '生肖',
    views: [
      { id: 'zodiac-reference', label: '生肖对照' },
      { id: 'special-num', label: '特码生肖' },
      { id: 'first-num', label: '一球生肖' },
      { id: 'zodiac-trending', label: '生肖走势' },
      { id: 'zodiac-types-trending', label: '类型走势' },
    ],
  },
  { id: 'lottery-helper', label: '彩票助手', views: [] },
] as const;

type SectionId = (typeof ANALYTIC_SECTIONS)[number]['id'];

function SpecialHistory({ draws }: { draws: readonly AnalysedDraw[] }) {
  return (
    <section className="jl-lottery-section jl-special-history">
      <h2>开奖历史</h2>
      <table aria-label="开奖历史">
        <thead>
          <tr>
            <th scope="col">期号</th>
            <th scope="col">特码</th>
            <th scope="col">大小</th>
            <th scope="col">单双</th>
            <th scope="col">波色</th>
            <th scope="col">生肖</th>
          </tr>
        </thead>
        <tbody>
          {draws.slice(0, 30).map((d) => (
            <tr key={d.turnNum} data-turn={d.turnNum}>
              <td>{d.turnNum}</td>
              <td>{String(d.special).padStart(2, '0')}</td>
              <td>{d.specialAttributes.size}</td>
              <td>{d.specialAttributes.parity}</td>
              <td>{MARK_SIX_COLOURS[d.specialAttributes.colour].name}</td>
              <td>{d.zodiacs[6]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function BigSmall({ draws }: { draws: readonly AnalysedDraw[] }) {
  const size = (d: AnalysedDraw) => d.specialAttributes.size;
  const parity = (d: AnalysedDraw) => d.specialAttributes.parity;
  const streak = currentStreak(draws, size);
  const longest = longestStreaks(draws, SIZE_VALUES, size);
  return (
    <>
      {streak ? (
        <p className="jl-analytic-summary" data-testid="big-small-streak">
          当前连出：{streak.value} × {streak.length} 期；最长连大 {longest.get('大')} 期，最长连小{' '}
          {longest.get('小')} 期
        </p>
      ) : null}
      <StatTable title="特码大小" stats={tally(draws, SIZE_VALUES, size)} />
      <StatTable title="特码单双" stats={tally(draws, PARITY_VALUES, parity)} />
    </>
  );
}

/** The sign table of the lunar year; each number with its element that year when known (spec §1). */
function ZodiacReference({
  year,
  fiveElements,
}: {
  year: number;
  fiveElements: FiveElements | undefined;
}) {
  return (
    <section className="jl-lottery-section">
      <h2>{year} 年生肖号码对照</h2>
      <div className="jl-zodiac-ref">
        {zodiacTable(year).map(({ sign, numbers }) => (
          <div key={sign} className="jl-zodiac-ref__row" data-sign={sign}>
            <span className="jl-zodiac-ref__sign">{sign}</span>
            <div className="jl-zodiac-ref__balls">
              {numbers.map((n) => (
                <LotteryBall
                  key={n}
                  number={n}
                  size="sm"
                  color={MARK_SIX_COLOURS[markSixColour(n) as MarkSixColour].hex}
                  label={fiveElementOf(fiveElements, year, n)}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

function ZodiacTypes({ draws }: { draws: readonly AnalysedDraw[] }) {
  const shown = draws.slice(0, 20);
  return (
    <>
      {ZODIAC_TYPES.map((type) => (
        <StatTable
          key={type.name}
          title={`特码${type.name}`}
          stats={tally(
            draws,
            type.groups.map((g) => g.tag),
            (d) => zodiacTypeTag(type.groups, d.zodiacs[6] as ZodiacSign),
          )}
        />
      ))}
      <section className="jl-lottery-section jl-zodiac-types">
        <h2>类型走势（近 {shown.length} 期）</h2>
        <table aria-label="生肖类型走势">
          <thead>
            <tr>
              <th scope="col">期号</th>
              <th scope="col">生肖</th>
              {ZODIAC_TYPES.map((t) => (
                <th key={t.name} scope="col">
                  {t.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((d) => (
              <tr key={d.turnNum}>
                <td>{d.turnNum.slice(-4)}</td>
                <td>{d.zodiacs[6]}</td>
                {ZODIAC_TYPES.map((t) => (
                  <td key={t.name}>{zodiacTypeTag(t.groups, d.zodiacs[6] as ZodiacSign)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

type HelperFilters = {
  colour?: MarkSixColour;
  size?: '大' | '小';
  parity?: '单' | '双';
  zodiac?: ZodiacSign;
};

/** 彩票助手: pick numbers by colour, size, parity and zodiac sign of the current lunar year. */
function LotteryHelper({ year }: { year: number }) {
  const [filters, setFilters] = useState<HelperFilters>({});
  const table = zodiacTable(year);
  const matches = MARK_SIX_NUMBERS.filter((n) => {
    const a = markSixAttributes(n);
    if (filters.colour && a.colour !== filters.colour) return false;
    if (filters.size && a.size !== filters.size) return false;
    if (filters.parity && a.parity !== filters.parity) return false;
    if (filters.zodiac && !table.find((z) => z.sign === filters.zodiac)?.numbers.includes(n))
      return false;
    return true;
  });
  const chip = <K extends keyof HelperFilters>(key: K, value: HelperFilters[K], label: string) => (
    <button
      key={`${key}-${String(value)}`}
      type="button"
      aria-pressed={filters[key] === value}
      onClick={() => setFilters((f) => ({ ...f, [key]: f[key] === value ? undefined : value }))}
    >
      {label}
    </button>
  );
  return (
    <section className="jl-lottery-section" data-testid="lottery-helper">
      <h2>选号助手（{year} 年生肖）</h2>
      <div className="jl-helper__group jl-lottery-tabs">
        <span className="jl-helper__group-name">波色</span>
        {(['red', 'blue', 'green'] as const).map((c) =>
          chip('colour', c, MARK_SIX_COLOURS[c].name),
        )}
      </div>
      <div className="jl-helper__group jl-lottery-tabs">
        <span className="jl-helper__group-name">大小</span>
        {chip('size', '大', '大')}
        {chip('size', '小', '小')}
        <span className="jl-helper__group-name">单双</span>
        {chip('parity', '单', '单')}
        {chip('parity', '双', '双')}
      </div>
      <div className="jl-helper__group jl-lottery-tabs">
        <span className="jl-helper__group-name">生肖</span>
        {ZODIAC_SIGNS.map((z) => chip('zodiac', z, z))}
      </div>
      <p className="jl-analytic-summary" role="status">
        符合条件的号码：{matches.length} 个
      </p>
      <div className="jl-helper__balls">
        {matches.map((n) => (
          <LotteryBall
            key={n}
            number={n}
            size="sm"
            color={MARK_SIX_COLOURS[markSixColour(n) as MarkSixColour].hex}
          />
        ))}
      </div>
    </section>
  );
}

function AnalyticView({
  section,
  view,
  draws,
  year,
  fiveElements,
}: {
  section: SectionId;
  view: string | undefined;
  draws: readonly AnalysedDraw[];
  year: number;
  fiveElements: FiveElements | undefined;
}) {
  if (section === 'lottery-helper') return <LotteryHelper year={year} />;
  if (section === 'zodiac') {
    switch (view) {
      case 'zodiac-reference':
        return <ZodiacReference year={year} fiveElements={fiveElements} />;
      case 'special-num':
        return <StatTable title="特码生肖" valueLabel="生肖" stats={specialZodiacStats(draws)} />;
      case 'first-num':
        return <StatTable title="第一球生肖" valueLabel="生肖" stats={firstZodiacStats(draws)} />;
      case 'zodiac-trending':
        return <ZodiacGrid draws={draws} />;
      default:
        return <ZodiacTypes draws={draws} />;
    }
  }
  switch (view) {
    case 'big-small':
      return <BigSmall draws={draws} />;
    case 'both-side':
      return (
        <>
          {bothSideStats(draws).map((group) => (
            <StatTable key={group.name} title={`特码${group.name}`} stats={group.stats} />
          ))}
        </>
      );
    case 'last-number':
      return (
        <StatTable
          title="特码尾数"
          valueLabel="尾数"
          stats={tailStats(draws)}
          format={(n) => `${n}尾`}
        />
      );
    case 'range':
      return <StatTable title="特码区间" valueLabel="区间" stats={rangeStats(draws)} />;
    case 'trend':
      return <TrendChart draws={draws} />;
    default:
      return <SpecialHistory draws={draws} />;
  }
}

export function AnalyticScreen() {
  const params = useParams();
  const gameId = Number(params.gameId);
  const [sectionPart, viewPart] = (params['*'] ?? '').split('/');
  const section = ANALYTIC_SECTIONS.find((s) => s.id === sectionPart);
  const valid = Number.isInteger(gameId) && gameId > 0;
  const info = useLotteryOpenInfoQuery(valid ? gameId : 0, { enabled: valid });
  const history = useLotteryHistoryQuery(
    { gameId: valid ? gameId : 0, page: 1, rows: ANALYTIC_WINDOW },
    { enabled: valid },
  );
  const draws = useMemo(() => analyseDraws(history.data?.data ?? []), [history.data]);
  const year = draws[0]?.lunarYear ?? lunarYearAt(Date.now());
  const fiveElements = useFiveElements();
  const base = `/game/${gameId}/analytic`;

  if (!section || (section.views.length > 0 && !section.views.some((v) => v.id === viewPart))) {
    const target = section ?? ANALYTIC_SECTIONS[0];
    const first = target.views[0];
    return (
      <Navigate replace to={first ? `${base}/${target.id}/${first.id}` : `${base}/${target.id}`} />
    );
  }

  const title = `${info.data?.gameName ?? ''}${lotteryStrings.analytic}`;
  return (
    <LotteryPage
      title={title}
      testId="lottery-analytic-screen"
      fallback={`/lottery-history/${gameId}`}
    >
      <nav className="jl-lottery-tabs" aria-label="分析类别">
        {ANALYTIC_SECTIONS.map((s) => (
          <NavLink
            key={s.id}
            to={s.views[0] ? `${base}/${s.id}/${s.views[0].id}` : `${base}/${s.id}`}
            aria-current={s.id === section.id ? 'page' : undefined}
          >
            {s.label}
          </NavLink>
        ))}
      </nav>
      {section.views.length > 0 ? (
        <nav className="jl-lottery-tabs" aria-label={section.label}>
          {section.views.map((v) => (
            <NavLink
              key={v.id}
              to={`${base}/${section.id}/${v.id}`}
              // Keeps the chosen view's tab in sight on a narrow phone.
              ref={(link) => {
                if (link && v.id === viewPart && link.parentElement)
                  link.parentElement.scrollLeft = Math.max(0, link.offsetLeft - 12);
              }}
            >
              {v.label}
            </NavLink>
          ))}
        </nav>
      ) : null}
      {section.id !== 'lottery-helper' ? (
        <p className="jl-analytic-summary" data-testid="analytic-window">
          统计范围：近 {draws.length} 期
          {draws[0] ? `（${draws[draws.length - 1]?.turnNum} - ${draws[0].turnNum}）` : ''}
        </p>
      ) : null}
      {section.id !== 'lottery-helper' && history.isPending ? (
        <Skeleton rows={8} />
      ) : section.id !== 'lottery-helper' && draws.length === 0 ? (
        <Empty text={lotteryStrings.empty} />
      ) : (
        <>
          {section.id === 'special' && viewPart === 'history' && draws[0] ? (
            <section className="jl-lottery-section">
              <h2>{lotteryStrings.turn(draws[0].turnNum)}</h2>
              <DrawBallsRow
                openNum={draws[0].numbers.join(',')}
                openTime={draws[0].openTime}
                fiveElements={fiveElements}
              />
            </section>
          ) : null}
          <AnalyticView
            section={section.id}
            view={viewPart}
            draws={draws}
            year={year}
            fiveElements={fiveElements}
          />
        </>
      )}
    </LotteryPage>
  );
}
