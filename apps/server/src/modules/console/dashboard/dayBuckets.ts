// The dashboard's days: today and the days before it as local calendar days of the company's time
// zone (time/zones.ts, so a daylight-saving zone's short and long days are right too), and the SQL
// that puts an instant in its day: width_bucket over the days' boundaries, one pass, grouped.
import { type SQL, sql } from 'drizzle-orm';
import { addLocalDays, dateText, localDateOf, type Zone, zonedEpochMs } from '../../../time/zones';

export interface DayBuckets {
  /** 'YYYY-MM-DD' of each day, oldest first (today last). */
  dates: string[];
  /** Epoch ms where each day starts, and where today ends (dates.length + 1 values). */
  bounds: number[];
  start: Date;
  end: Date;
}

/** `days` local days ending with today (the day of `now`) in `zone`. */
export function dayBucketsOf(zone: Zone, now: number, days: number): DayBuckets {
  const first = addLocalDays(localDateOf(zone, now), -(days - 1));
  const dates: string[] = [];
  const bounds: number[] = [];
  for (let i = 0; i <= days; i++) {
    const date = addLocalDays(first, i);
    bounds.push(zonedEpochMs(zone, date));
    if (i < days) dates.push(dateText(date));
  }
  return {
    dates,
    bounds,
    start: new Date(bounds[0] ?? now),
    end: new Date(bounds[bounds.length - 1] ?? now),
  };
}

/**
 * The day index (0 = the first day) of `column`, a timestamptz: width_bucket answers 1 for the
 * first day's [start, next start), and the queries keep only instants within the range.
 */
export function dayIndexOf(column: SQL, buckets: DayBuckets): SQL {
  return sql`width_bucket(floor(extract(epoch from ${column}) * 1000)::bigint, ${`{${buckets.bounds.join(',')}}`}::bigint[]) - 1`;
}

/** `column` within the range: at or after its first day's start, before today's end. */
export function inRange(column: SQL, buckets: DayBuckets): SQL {
  return sql`${column} >= ${buckets.start.toISOString()}::timestamptz and ${column} < ${buckets.end.toISOString()}::timestamptz`;
}
