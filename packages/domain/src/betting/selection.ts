// A bet line is (play, selection, unit money). Its selection is checked here, the same way on the
// slip and on the server, and expanded into its bets (注): one per picked option, or for 连码 one per
// combination of the picked numbers. The line costs unit × number of bets.
import { PLAYS, type PlayCode, type PlayOption, playOption, playOptions } from './plays';

/** Refusals of a selection (shown as they are; the server answers them as 400 msg). */
export const SELECTION_TEXT = {
  empty: '请选择投注内容',
  invalid: '投注内容有误',
  duplicate: '投注内容重复',
} as const;

/** '三中二至少选择3个号码'. */
export function tooFewPicksText(code: PlayCode): string {
  const play = PLAYS[code];
  return `${play.name}至少选择${play.minPicks}个${play.kind === 'combination' ? '号码' : '选项'}`;
}

/** '三中二最多选择10个号码'. */
export function tooManyPicksText(code: PlayCode): string {
  const play = PLAYS[code];
  return `${play.name}最多选择${play.maxPicks}个${play.kind === 'combination' ? '号码' : '选项'}`;
}

export type SelectionCheck =
  | {
      ok: true;
      /** The picked options in display order (canonical keys). */
      options: PlayOption[];
      /** Each bet's option keys: [key] for single plays, a combination for 连码. */
      units: string[][];
    }
  | { ok: false; message: string };

/** C(n, k) for small n (exact). */
export function combinationCount(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Every k-subset of `items`, each in the items' order, in lexicographic order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const result: T[][] = [];
  const pick: T[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      result.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i += 1) {
      pick.push(items[i] as T);
      walk(i + 1);
      pick.pop();
    }
  };
  if (k >= 0 && k <= items.length) walk(0);
  return result;
}

/**
 * Checks a selection of play `code` in `lunarYear`: at least one option, every key an option of
 * the play (numbers as '07' or '7'), no repeats, between the play's min and max picks. On success
 * gives the options and the bets (units) they make.
 */
export function checkSelection(
  code: PlayCode,
  selection: readonly string[],
  lunarYear: number,
): SelectionCheck {
  const play = PLAYS[code];
  if (selection.length === 0) return { ok: false, message: SELECTION_TEXT.empty };
  const options: PlayOption[] = [];
  for (const key of selection) {
    const option = typeof key === 'string' ? playOption(code, key, lunarYear) : undefined;
    if (!option) return { ok: false, message: SELECTION_TEXT.invalid };
    if (options.some((o) => o.key === option.key))
      return { ok: false, message: SELECTION_TEXT.duplicate };
    options.push(option);
  }
  if (options.length < play.minPicks) return { ok: false, message: tooFewPicksText(code) };
  if (options.length > play.maxPicks) return { ok: false, message: tooManyPicksText(code) };
  // Display order, so that the same picks always make the same bets.
  const position = new Map(playOptions(code, lunarYear).map((o, i) => [o.key, i] as const));
  options.sort((a, b) => (position.get(a.key) ?? 0) - (position.get(b.key) ?? 0));
  const keys = options.map((o) => o.key);
  const units =
    play.kind === 'combination' ? combinations(keys, play.comboSize) : keys.map((key) => [key]);
  return { ok: true, options, units };
}

/**
 * Number of bets (注) a selection of `picks` options makes in play `code`: `picks` for single
 * plays, C(picks, comboSize) for 连码; 0 when there are too few or too many picks.
 */
export function betCount(code: PlayCode, picks: number): number {
  const play = PLAYS[code];
  if (!Number.isInteger(picks) || picks < play.minPicks || picks > play.maxPicks) return 0;
  return play.kind === 'combination' ? combinationCount(picks, play.comboSize) : picks;
}

/** Money (thousandths) of `count` bets of `unitMoney` each: unit × count. */
export function betTotal(unitMoney: number, count: number): number {
  if (
    !Number.isSafeInteger(unitMoney) ||
    !Number.isSafeInteger(count) ||
    unitMoney < 0 ||
    count < 0
  )
    throw new RangeError(`bet total needs whole non-negative numbers: ${unitMoney} × ${count}`);
  return unitMoney * count;
}

/** A slip line as the screens hold it. */
export interface SlipLine {
  code: PlayCode;
  /** How many options are picked. */
  picks: number;
  /** Thousandths per bet. */
  unitMoney: number;
}

/** Bets and money of a whole slip. */
export function slipTotals(lines: readonly SlipLine[]): { count: number; total: number } {
  let count = 0;
  let total = 0;
  for (const line of lines) {
    const n = betCount(line.code, line.picks);
    count += n;
    total += betTotal(line.unitMoney, n);
  }
  return { count, total };
}

/** betInfo text of one bet: its option labels joined with ',' ('07', '大', '红波', '03,07,12'). */
export function betInfoText(code: PlayCode, unit: readonly string[], lunarYear: number): string {
  return unit.map((key) => playOption(code, key, lunarYear)?.label ?? key).join(',');
}
