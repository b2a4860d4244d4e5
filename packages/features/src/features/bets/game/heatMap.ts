// Number frequencies over a game's recent draws (the heat-map tab): how often each of 1-49 came
// up — among all seven balls or as the special number — with a shade level and the hot and cold
// lists. Draws still revealing or with bad numbers are skipped (analyseDraws).
import type { LotteryHistoryRow } from '@jinli/contract';
import { MARK_SIX_NUMBERS } from '@jinli/domain';
import { analyseDraws } from '../../lottery/analytics/drawStats';

/** Which balls count: all seven, or only the special number. */
export type HeatScope = 'all' | 'special';

/** Draws the heat map reads (one history page). */
export const HEAT_MAP_DRAWS = 100;
/** How many numbers the hot and cold lists show. */
export const HEAT_LIST_SIZE = 6;
/** Shade levels 0 (never seen) … HEAT_LEVELS - 1 (the most frequent). */
export const HEAT_LEVELS = 5;

export interface HeatCell {
  number: number;
  count: number;
  /** 0 when never drawn, else 1 (least frequent) … HEAT_LEVELS - 1 (most frequent) in the window. */
  level: number;
}

export interface HeatMap {
  /** Draws that were counted. */
  draws: number;
  /** 1 … 49 in order. */
  cells: HeatCell[];
  /** Most frequent first (ties: smaller number first). */
  hot: HeatCell[];
  /** Least frequent first (ties: smaller number first). */
  cold: HeatCell[];
}

/** The heat map of `rows` (newest first) for `scope`. */
export function heatMap(rows: readonly LotteryHistoryRow[], scope: HeatScope): HeatMap {
  const draws = analyseDraws(rows);
  const counts = new Map<number, number>(MARK_SIX_NUMBERS.map((n) => [n, 0]));
  for (const draw of draws) {
    const counted = scope === 'special' ? [draw.special] : draw.numbers;
    for (const n of counted) counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  // Shades spread over the window's own range (least to most frequent), so that a long window
  // where every number came up about as often still shows which ones lead.
  const max = Math.max(0, ...counts.values());
  const min = Math.min(...counts.values());
  const top = HEAT_LEVELS - 2;
  const cells = MARK_SIX_NUMBERS.map((number): HeatCell => {
    const count = counts.get(number) ?? 0;
    const level =
      count === 0
        ? 0
        : max === min
          ? Math.ceil(HEAT_LEVELS / 2)
          : 1 + Math.round(((count - min) / (max - min)) * top);
    return { number, count, level };
  });
  const byCount = (a: HeatCell, b: HeatCell) => b.count - a.count || a.number - b.number;
  const hot = [...cells].sort(byCount).slice(0, HEAT_LIST_SIZE);
  const cold = [...cells]
    .sort((a, b) => a.count - b.count || a.number - b.number)
    .slice(0, HEAT_LIST_SIZE);
  return { draws: draws.length, cells, hot, cold };
}
