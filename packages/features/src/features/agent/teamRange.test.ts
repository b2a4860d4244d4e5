import { describe, expect, it } from 'vitest';
import { asTeamRangePreset, presetOf, presetRange, rangeDays, teamRangeRefusal } from './teamRange';

// 2026-11-26 is a Thursday.
const today = '2026-11-26';

describe('team overview ranges', () => {
  it('computes each preset from today, weeks from Monday', () => {
    expect(presetRange('today', today)).toEqual({ beginDate: today, endDate: today });
    expect(presetRange('yesterday', today)).toEqual({
      beginDate: '2026-11-25',
      endDate: '2026-11-25',
    });
    expect(presetRange('thisWeek', today)).toEqual({ beginDate: '2026-11-23', endDate: today });
    expect(presetRange('lastWeek', today)).toEqual({
      beginDate: '2026-11-16',
      endDate: '2026-11-22',
    });
    expect(presetRange('thisMonth', today)).toEqual({ beginDate: '2026-11-01', endDate: today });
    expect(presetRange('lastMonth', today)).toEqual({
      beginDate: '2026-10-01',
      endDate: '2026-10-31',
    });
  });

  it('handles a Sunday and January', () => {
    expect(presetRange('thisWeek', '2026-11-29')).toEqual({
      beginDate: '2026-11-23',
      endDate: '2026-11-29',
    });
    expect(presetRange('thisWeek', '2026-11-23').beginDate).toBe('2026-11-23');
    expect(presetRange('lastMonth', '2027-01-05')).toEqual({
      beginDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    expect(presetRange('lastMonth', '2028-03-01').endDate).toBe('2028-02-29');
  });

  it('names the preset of a range, or none', () => {
    expect(presetOf({ beginDate: '2026-11-16', endDate: '2026-11-22' }, today)).toBe('lastWeek');
    expect(presetOf({ beginDate: '2026-11-02', endDate: '2026-11-22' }, today)).toBeNull();
  });

  it('marks the chip the player chose when two presets give one range', () => {
    // 2026-12-01, a Tuesday: 本月 and 今天 are both 12-01..12-01.
    const first = '2026-12-01';
    const range = presetRange('thisMonth', first);
    expect(presetOf(range, first)).toBe('today');
    expect(presetOf(range, first, 'thisMonth')).toBe('thisMonth');
    expect(presetOf(range, first, 'today')).toBe('today');
    // A chosen preset that no longer gives the range (a day later) is not marked.
    expect(presetOf(range, '2026-12-02', 'thisMonth')).toBe('yesterday');
    expect(asTeamRangePreset('thisMonth')).toBe('thisMonth');
    expect(asTeamRangePreset('nextYear')).toBeNull();
    expect(asTeamRangePreset(null)).toBeNull();
  });

  it('refuses an inverted range or one over 93 days', () => {
    expect(rangeDays({ beginDate: '2026-11-01', endDate: '2026-11-01' })).toBe(1);
    expect(teamRangeRefusal({ beginDate: '2026-08-26', endDate: today })).toBeNull();
    expect(rangeDays({ beginDate: '2026-08-26', endDate: today })).toBe(93);
    expect(teamRangeRefusal({ beginDate: '2026-08-25', endDate: today })).toBe(
      '查询日期范围有误，最多可查询93天',
    );
    expect(teamRangeRefusal({ beginDate: '2026-11-02', endDate: '2026-11-01' })).not.toBeNull();
    expect(teamRangeRefusal({ beginDate: '', endDate: today })).not.toBeNull();
  });
});
