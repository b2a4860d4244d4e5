// Date ranges of the team overview (spec §3 teamOverview; issue 17): the presets (today, yesterday,
// this and last week from Monday, this and last month) in the system time zone, and the check of a
// typed range against the server's rule (end not before begin, at most 93 days).
import { AGENT_REFUSAL } from '@jinli/contract';
import { addDays, type CalendarDate } from '@jinli/domain';

export type TeamRangePreset =
  'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth';

export const TEAM_RANGE_PRESETS: readonly TeamRangePreset[] = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
];

/** The longest range the server answers (days, both ends counted). */
export const TEAM_RANGE_MAX_DAYS = 93;

export interface TeamRange {
  beginDate: CalendarDate;
  endDate: CalendarDate;
}

/** 0 Monday … 6 Sunday. */
function mondayIndex(date: CalendarDate): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day + 6) % 7;
}

function firstOfMonth(date: CalendarDate): CalendarDate {
  return `${date.slice(0, 8)}01`;
}

/** The range of `preset` as of `today` ('YYYY-MM-DD' in the system time zone). */
export function presetRange(preset: TeamRangePreset, today: CalendarDate): TeamRange {
  switch (preset) {
    case 'today':
      return { beginDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { beginDate: yesterday, endDate: yesterday };
    }
    case 'thisWeek':
      return { beginDate: addDays(today, -mondayIndex(today)), endDate: today };
    case 'lastWeek': {
      const monday = addDays(today, -mondayIndex(today) - 7);
      return { beginDate: monday, endDate: addDays(monday, 6) };
    }
    case 'thisMonth':
      return { beginDate: firstOfMonth(today), endDate: today };
    case 'lastMonth': {
      const lastDay = addDays(firstOfMonth(today), -1);
      return { beginDate: firstOfMonth(lastDay), endDate: lastDay };
    }
  }
}

/**
 * The preset whose range `range` is as of `today`, if any (to mark its chip). Two presets can give
 * one range (on the 1st, 本月 is 今天; on a Monday, 本周 is too): the one the player chose,
 * `chosen`, is marked then, else the first in the row.
 */
export function presetOf(
  range: TeamRange,
  today: CalendarDate,
  chosen?: TeamRangePreset | null,
): TeamRangePreset | null {
  const matches = (preset: TeamRangePreset) => {
    const candidate = presetRange(preset, today);
    return candidate.beginDate === range.beginDate && candidate.endDate === range.endDate;
  };
  if (chosen && matches(chosen)) return chosen;
  return TEAM_RANGE_PRESETS.find(matches) ?? null;
}

/** `value` when it names a preset (a URL's `preset`), else null. */
export function asTeamRangePreset(value: string | null): TeamRangePreset | null {
  return TEAM_RANGE_PRESETS.find((preset) => preset === value) ?? null;
}

/** Days in the range, both ends counted. */
export function rangeDays({ beginDate, endDate }: TeamRange): number {
  return (
    (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${beginDate}T00:00:00Z`)) / 86_400_000 + 1
  );
}

/** Why the server would refuse `range`, or null when it is fine. */
export function teamRangeRefusal(range: TeamRange): string | null {
  if (!range.beginDate || !range.endDate) return AGENT_REFUSAL.dateRange;
  const days = rangeDays(range);
  return days >= 1 && days <= TEAM_RANGE_MAX_DAYS ? null : AGENT_REFUSAL.dateRange;
}
