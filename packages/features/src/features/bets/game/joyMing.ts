// 今日吉号 (the joy-ming tab; the spec names the tab only). Our reading, from the day's pillar of the
// Chinese sexagenary calendar (日柱) in the system time zone (UTC+8):
//  - the day's earthly branch gives the day's zodiac (子 → 鼠 …), and its Mark Six numbers in the
//    current lunar year (domain numbersOfZodiac);
//  - the day's heavenly stem gives the day's element (甲乙 木, 丙丁 火, 戊己 土, 庚辛 金, 壬癸 水), and
//    the numbers of that element in the lunar year's five-elements.json entry;
//  - the lucky numbers of the day are the numbers in both lists.
// The day pillar repeats every 60 days; 2000-01-07 was a 甲子 day (checked against lunar-javascript
// in the tests).
import type { FiveElements } from '@jinli/contract';
import {
  type CalendarDate,
  type FiveElement,
  type ZodiacSign,
  ZODIAC_SIGNS,
  calendarDateAt,
  fiveElementsYear,
  isCalendarDate,
  lunarYearAt,
  numbersOfZodiac,
} from '@jinli/domain';

export const HEAVENLY_STEMS = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬', '癸'] as const;
export const EARTHLY_BRANCHES = [
  '子',
  '丑',
  '寅',
  '卯',
  '辰',
  '巳',
  '午',
  '未',
  '申',
  '酉',
  '戌',
  '亥',
] as const;
/** The element of each heavenly stem, in stem order. */
const STEM_ELEMENTS: readonly FiveElement[] = [
  '木',
  '木',
  '火',
  '火',
  '土',
  '土',
  '金',
  '金',
  '水',
  '水',
];

/** Days from 1970-01-01 to 2000-01-07, a 甲子 day. */
const JIAZI_EPOCH_DAY = Date.UTC(2000, 0, 7) / 86_400_000;

export interface DayPillar {
  /** e.g. '己亥'. */
  name: string;
  stem: (typeof HEAVENLY_STEMS)[number];
  branch: (typeof EARTHLY_BRANCHES)[number];
  zodiac: ZodiacSign;
  element: FiveElement;
}

/** The sexagenary day pillar of a Gregorian date 'YYYY-MM-DD'. Throws RangeError when malformed. */
export function dayPillar(date: CalendarDate): DayPillar {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const days = Date.UTC(y, m - 1, d) / 86_400_000 - JIAZI_EPOCH_DAY;
  const stemIndex = ((days % 10) + 10) % 10;
  const branchIndex = ((days % 12) + 12) % 12;
  const stem = HEAVENLY_STEMS[stemIndex]!;
  const branch = EARTHLY_BRANCHES[branchIndex]!;
  return {
    name: `${stem}${branch}`,
    stem,
    branch,
    zodiac: ZODIAC_SIGNS[branchIndex]!,
    element: STEM_ELEMENTS[stemIndex]!,
  };
}

export interface JoyMing {
  date: CalendarDate;
  lunarYear: number;
  pillar: DayPillar;
  /** The day zodiac's numbers in the lunar year, ascending. */
  zodiacNumbers: number[];
  /** The day element's numbers in the lunar year, ascending; null when the data has no entry. */
  elementNumbers: number[] | null;
  /** Numbers in both lists, ascending (empty without element data or without overlap). */
  lucky: number[];
}

/** The reading of the day at instant `now` (epoch ms, day read at UTC+8). */
export function joyMing(now: number, fiveElements: FiveElements | null | undefined): JoyMing {
  const date = calendarDateAt(now);
  const lunarYear = lunarYearAt(now);
  const pillar = dayPillar(date);
  const zodiacNumbers = numbersOfZodiac(pillar.zodiac, lunarYear);
  const group = fiveElementsYear(fiveElements, lunarYear)?.data.find(
    (entry) => entry.element === pillar.element,
  );
  const elementNumbers = group ? [...group.values].sort((a, b) => a - b) : null;
  const lucky = elementNumbers ? zodiacNumbers.filter((n) => elementNumbers.includes(n)) : [];
  return { date, lunarYear, pillar, zodiacNumbers, elementNumbers, lucky };
}
