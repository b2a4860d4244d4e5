// The New Year table against lunar-javascript, the calendar library it replaces on the client:
// every year of the table, and every day around each New Year, gives the library's lunar year.
import { Lunar, Solar } from 'lunar-javascript';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendarDate';
import { CHINESE_NEW_YEAR_DATES, CHINESE_NEW_YEAR_FIRST_YEAR } from './chineseNewYears';
import { chineseNewYear, LUNAR_CALENDAR_RANGE, lunarYearOfDate } from './lunarYear';
import { zodiacOfLunarYear } from './zodiac';

const years: number[] = [];
for (let year = LUNAR_CALENDAR_RANGE.from; year <= LUNAR_CALENDAR_RANGE.to; year += 1)
  years.push(year);

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

describe('Chinese New Year table', () => {
  it('covers exactly LUNAR_CALENDAR_RANGE', () => {
    expect(CHINESE_NEW_YEAR_FIRST_YEAR).toBe(LUNAR_CALENDAR_RANGE.from);
    expect(CHINESE_NEW_YEAR_DATES).toHaveLength(years.length);
  });

  it('gives the library’s New Year and zodiac sign for every year', () => {
    for (const year of years) {
      const solar = Lunar.fromYmd(year, 1, 1).getSolar();
      expect(chineseNewYear(year), String(year)).toBe(
        iso(solar.getYear(), solar.getMonth(), solar.getDay()),
      );
      expect(zodiacOfLunarYear(year), String(year)).toBe(
        Lunar.fromYmd(year, 1, 1).getYearShengXiao(),
      );
    }
  });

  it('gives the library’s lunar year for every day from 15 January to 25 February', () => {
    for (const year of years) {
      for (let date = iso(year, 1, 15); date <= iso(year, 2, 25); date = addDays(date, 1)) {
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        expect(lunarYearOfDate(date), date).toBe(Solar.fromYmd(y, m, d).getLunar().getYear());
      }
    }
  });

  it('gives the library’s lunar year on the first of every month', () => {
    for (const year of years) {
      for (let month = 1; month <= 12; month += 1) {
        expect(lunarYearOfDate(iso(year, month, 1)), iso(year, month, 1)).toBe(
          Solar.fromYmd(year, month, 1).getLunar().getYear(),
        );
      }
    }
  });
});
