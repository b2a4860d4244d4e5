import type { LotteryHistoryRow } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
import {
  analyseDraws,
  bothSideStats,
  currentStreak,
  firstZodiacStats,
  longestStreaks,
  rangeStats,
  specialZodiacStats,
  tailStats,
  zodiacTypeTag,
  ZODIAC_TYPES,
} from './drawStats';

const row = (
  turnNum: string,
  openNum: string,
  openTime = '2026-11-21 10:00:00',
): LotteryHistoryRow => ({
  gameId: 71,
  turnNum,
  openNum,
  openTime,
  liveUrl: '',
});

// Newest first. Specials: 49 (和), 30 (大 双 red), 26 (大 双 blue), 05 (小 单 green).
const rows = [
  row('4', '01,02,03,04,06,07,49'),
  row('3', '11,12,13,14,15,16,30'),
  row('2', '21,22,23,24,25,27,26'),
  row('1', '31,32,33,34,35,36,05'),
  row('0', '01,02,03'), // a live draw still revealing: skipped
];

describe('analyseDraws', () => {
  it('keeps complete draws with their special number and zodiac signs', () => {
    const draws = analyseDraws(rows);
    expect(draws.map((d) => d.special)).toEqual([49, 30, 26, 5]);
    // 2026 is the horse year: 1 and 49 are 马, 2 is 蛇.
    expect(draws[0]?.zodiacs[0]).toBe('马');
    expect(draws[0]?.zodiacs[1]).toBe('蛇');
    expect(draws[0]?.zodiacs[6]).toBe('马');
  });
});

describe('statistics', () => {
  const draws = analyseDraws(rows);

  it('counts the two-sided groupings of the special number with share and missing', () => {
    const [size, parity, , , , colour] = bothSideStats(draws);
    expect(size?.stats).toEqual([
      { value: '大', count: 2, share: 0.5, missing: 1 },
      { value: '小', count: 1, share: 0.25, missing: 3 },
      { value: '和', count: 1, share: 0.25, missing: 0 },
    ]);
    expect(parity?.stats.map((s) => s.count)).toEqual([1, 2, 1]);
    expect(colour?.stats.map((s) => [s.value, s.count])).toEqual([
      ['红波', 1],
      ['蓝波', 1],
      ['绿波', 2],
    ]);
  });

  it('counts tails, ranges and zodiac signs; a value never seen is missing the whole window', () => {
    expect(tailStats(draws).find((s) => s.value === 0)).toMatchObject({ count: 1, missing: 1 });
    expect(tailStats(draws).find((s) => s.value === 1)).toMatchObject({ count: 0, missing: 4 });
    expect(rangeStats(draws).map((s) => s.count)).toEqual([1, 0, 2, 0, 1]);
    expect(specialZodiacStats(draws).find((s) => s.value === '马')?.count).toBe(1);
    expect(firstZodiacStats(draws).find((s) => s.value === '马')?.count).toBe(1);
    expect(specialZodiacStats(draws).reduce((sum, s) => sum + s.count, 0)).toBe(4);
  });

  it('finds the current and longest runs', () => {
    const size = (d: (typeof draws)[number]) => d.specialAttributes.size;
    expect(currentStreak(draws, size)).toEqual({ value: '和', length: 1 });
    expect(longestStreaks(draws, ['大', '小', '和'], size).get('大')).toBe(2);
    expect(currentStreak([], size)).toBeNull();
  });

  it('tags zodiac signs by type', () => {
    expect(zodiacTypeTag(ZODIAC_TYPES[0].groups, '鸡')).toBe('琴');
    expect(zodiacTypeTag(ZODIAC_TYPES[1].groups, '鸡')).toBe('女');
    expect(zodiacTypeTag(ZODIAC_TYPES[2].groups, '马')).toBe('秋');
  });
});
