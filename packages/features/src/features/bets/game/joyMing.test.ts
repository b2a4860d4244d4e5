import { describe, expect, it } from 'vitest';
import { dayPillar, joyMing } from './joyMing';

describe('dayPillar', () => {
  // Expected pillars read from lunar-javascript (Solar.fromYmd(...).getLunar().getDayInGanZhi()).
  it.each([
    ['2000-01-07', '甲子', '鼠', '木'],
    ['2026-11-21', '己亥', '猪', '土'],
    ['1970-01-01', '辛巳', '蛇', '金'],
    ['2000-01-06', '癸亥', '猪', '水'],
    ['2000-03-07', '甲子', '鼠', '木'],
  ])('%s is a %s day (%s, %s)', (date, name, zodiac, element) => {
    const pillar = dayPillar(date);
    expect(pillar.name).toBe(name);
    expect(pillar.zodiac).toBe(zodiac);
    expect(pillar.element).toBe(element);
  });

  it('refuses a malformed date', () => {
    expect(() => dayPillar('2026-13-01')).toThrow(RangeError);
  });
});

describe('joyMing', () => {
  const fiveElements = [
    {
      year: 2026,
      data: [
        { element: '土', values: [3, 4, 11, 12, 25, 26, 33, 34, 41, 42] },
        { element: '金', values: [1, 2, 9, 10, 23, 24, 31, 32, 39, 40] },
      ],
    },
  ];
  // 2026-11-21 12:00 at UTC+8: a 己亥 day (猪, 土) in lunar year 2026 (马).
  const now = Date.UTC(2026, 10, 21, 4);

  it('reads the day zodiac numbers, the day element numbers and their overlap', () => {
    const reading = joyMing(now, fiveElements);
    expect(reading.date).toBe('2026-11-21');
    expect(reading.lunarYear).toBe(2026);
    expect(reading.pillar.name).toBe('己亥');
    // 2026 is the year of the horse: 1, 13, 25, 37, 49 are 马; 猪 is seven signs back → 8, 20, 32, 44.
    expect(reading.zodiacNumbers).toEqual([8, 20, 32, 44]);
    expect(reading.elementNumbers).toEqual([3, 4, 11, 12, 25, 26, 33, 34, 41, 42]);
    expect(reading.lucky).toEqual([]);
  });

  it('has no element numbers when the year is missing from the data', () => {
    const reading = joyMing(now, []);
    expect(reading.elementNumbers).toBeNull();
    expect(reading.lucky).toEqual([]);
  });

  it('takes the overlap when there is one', () => {
    const reading = joyMing(now, [{ year: 2026, data: [{ element: '土', values: [44, 8, 5] }] }]);
    expect(reading.elementNumbers).toEqual([5, 8, 44]);
    expect(reading.lucky).toEqual([8, 44]);
  });

  it('reads the day at UTC+8: 2026-11-21 17:00 UTC is already 11-22 (庚子, 鼠, 金)', () => {
    const reading = joyMing(Date.UTC(2026, 10, 21, 17), fiveElements);
    expect(reading.date).toBe('2026-11-22');
    expect(reading.pillar.name).toBe('庚子');
    expect(reading.elementNumbers).toEqual([1, 2, 9, 10, 23, 24, 31, 32, 39, 40]);
  });
});
