import { describe, expect, it } from 'vitest';
import { addMonths, compareMonths, inRange, isIsoDate, monthCells } from './calendar';

describe('calendar', () => {
  it('knows real days only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-2-1')).toBe(false);
    expect(isIsoDate('11/26/2026')).toBe(false);
  });

  it('steps months across years', () => {
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 11 }, -23)).toEqual({ year: 2024, month: 12 });
    expect(compareMonths({ year: 2026, month: 1 }, { year: 2025, month: 12 })).toBe(1);
  });

  it('lays a month out from Sunday', () => {
    // 2026-11-01 is a Sunday; 2026-02-01 too; 2026-12-01 a Tuesday.
    expect(monthCells({ year: 2026, month: 11 })[0]).toBe('2026-11-01');
    expect(monthCells({ year: 2026, month: 11 })).toHaveLength(30);
    const december = monthCells({ year: 2026, month: 12 });
    expect(december.slice(0, 3)).toEqual([null, null, '2026-12-01']);
    expect(december.at(-1)).toBe('2026-12-31');
  });

  it('checks a day against optional ends', () => {
    expect(inRange('2026-11-05', '2026-11-01', '2026-11-05')).toBe(true);
    expect(inRange('2026-11-06', undefined, '2026-11-05')).toBe(false);
    expect(inRange('2026-10-31', '2026-11-01')).toBe(false);
    expect(inRange('2026-10-31')).toBe(true);
  });
});
