import { describe, expect, it } from 'vitest';
import { isInMaintenance, isWithinWindow, parseMaintenanceWindow } from './maintenance';

const at = (wall: string): number => {
  const [d, t] = wall.split(' ');
  const [y, mo, da] = (d as string).split('-').map(Number) as [number, number, number];
  const [h, mi] = (t as string).split(':').map(Number) as [number, number];
  return Date.UTC(y, mo - 1, da, h - 8, mi); // wall time at UTC+8
};

describe('parseMaintenanceWindow', () => {
  it('reads one-off and daily windows', () => {
    expect(parseMaintenanceWindow('2025-01-01 02:00:00~2025-01-01 04:00:00')).toEqual({
      kind: 'once',
      startMs: at('2025-01-01 02:00'),
      endMs: at('2025-01-01 04:00'),
    });
    expect(parseMaintenanceWindow(' 02:00 ～ 04:30:15 ')).toEqual({
      kind: 'daily',
      startSecond: 7200,
      endSecond: 16215,
    });
  });

  it('refuses empty, mixed and malformed windows', () => {
    for (const bad of [
      '',
      null,
      '02:00',
      '02:00~',
      '~04:00',
      '02:00~2025-01-01 04:00',
      '25:00~26:00',
      'a~b',
      '1~2',
      '2025-01-02 00:00~2025-01-01 00:00',
      '1~2~3',
    ]) {
      expect(parseMaintenanceWindow(bad), String(bad)).toBeNull();
    }
  });
});

describe('isInMaintenance', () => {
  const window = '2025-01-01 02:00:00~2025-01-01 04:00:00';
  it('includes both bounds of a one-off window', () => {
    expect(isInMaintenance(window, at('2025-01-01 01:59'))).toBe(false);
    expect(isInMaintenance(window, at('2025-01-01 02:00'))).toBe(true);
    expect(isInMaintenance(window, at('2025-01-01 04:00'))).toBe(true);
    expect(isInMaintenance(window, at('2025-01-01 04:00') + 1000)).toBe(false);
  });

  it('repeats a daily window and handles windows across midnight', () => {
    expect(isInMaintenance('02:00~04:00', at('2025-05-05 03:00'))).toBe(true);
    expect(isInMaintenance('02:00~04:00', at('2025-05-05 05:00'))).toBe(false);
    expect(isInMaintenance('23:00~01:00', at('2025-05-05 23:30'))).toBe(true);
    expect(isInMaintenance('23:00~01:00', at('2025-05-06 00:30'))).toBe(true);
    expect(isInMaintenance('23:00~01:00', at('2025-05-06 12:00'))).toBe(false);
  });

  it('reads the window in the system time zone', () => {
    // 03:00 at UTC+8 is 19:00 the day before in UTC.
    const now = at('2025-05-05 03:00');
    expect(isInMaintenance('02:00~04:00', now, 'Asia/Shanghai')).toBe(true);
    expect(isInMaintenance('02:00~04:00', now, 'UTC')).toBe(false);
    expect(isInMaintenance('18:00~20:00', now, 'UTC')).toBe(true);
    expect(isInMaintenance('02:00~04:00', now, 'not/a-zone')).toBe(true); // falls back to UTC+8
  });

  it('means no maintenance for empty or malformed text', () => {
    expect(isInMaintenance('', at('2025-05-05 03:00'))).toBe(false);
    expect(isInMaintenance(undefined, at('2025-05-05 03:00'))).toBe(false);
    expect(isInMaintenance('soon~later', at('2025-05-05 03:00'))).toBe(false);
  });

  it('isWithinWindow works on parsed windows', () => {
    expect(
      isWithinWindow({ kind: 'daily', startSecond: 0, endSecond: 0 }, at('2025-05-05 00:00')),
    ).toBe(true);
    expect(
      isWithinWindow({ kind: 'daily', startSecond: 0, endSecond: 0 }, at('2025-05-05 00:01')),
    ).toBe(false);
  });
});
