// Calendar arithmetic on 'YYYY-MM-DD' strings for the date field: days of a month grid, month
// steps, range checks. Dates are calendar days (no time zone): parsed and formatted in UTC.

/** 'YYYY-MM-DD'. */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const match = ISO.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return formatIso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()) === value;
}

export function formatIso(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A month as year and 1-based month. */
export interface YearMonth {
  year: number;
  month: number;
}

export function monthOf(date: IsoDate): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** The month `delta` months after `at` (negative: before). */
export function addMonths(at: YearMonth, delta: number): YearMonth {
  const index = at.year * 12 + (at.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/**
 * The cells of a month grid starting on Sunday: `null` for the blanks before the 1st, then every
 * day of the month.
 */
export function monthCells({ year, month }: YearMonth): (IsoDate | null)[] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (IsoDate | null)[] = Array.from({ length: first }, () => null);
  for (let day = 1; day <= days; day++) cells.push(formatIso(year, month, day));
  return cells;
}

/** Whether `date` lies within [min, max] (either end optional; ISO strings compare as dates). */
export function inRange(date: IsoDate, min?: IsoDate, max?: IsoDate): boolean {
  return (!min || date >= min) && (!max || date <= max);
}
