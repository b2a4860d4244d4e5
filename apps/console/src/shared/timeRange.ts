// A RangePicker's value as the console API's `from` (inclusive) / `to` (exclusive) epoch ms.
import type { Dayjs } from 'dayjs';

export type DayRange = [Dayjs | null, Dayjs | null] | null | undefined;

/** Whole days: from the first day's start to the day after the last one's start. */
export function rangeOfDays(range: DayRange): { from?: number; to?: number } {
  const [start, end] = range ?? [null, null];
  return {
    ...(start ? { from: start.startOf('day').valueOf() } : {}),
    ...(end ? { to: end.add(1, 'day').startOf('day').valueOf() } : {}),
  };
}
