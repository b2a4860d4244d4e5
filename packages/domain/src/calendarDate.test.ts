import { describe, expect, it } from 'vitest';
import { addDays, calendarDateAt, isCalendarDate } from './calendarDate';

describe('calendar dates', () => {
  it('recognises real dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-2-9')).toBe(false);
    expect(isCalendarDate('2024/02/09')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('gives today in UTC+8', () => {
    expect(calendarDateAt(Date.UTC(2025, 0, 1, 15, 59))).toBe('2025-01-01');
    expect(calendarDateAt(Date.UTC(2025, 0, 1, 16, 0))).toBe('2025-01-02');
    expect(calendarDateAt(Date.UTC(2025, 0, 1, 16, 0), 0)).toBe('2025-01-01');
  });

  it('moves by days across months and years', () => {
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-07', -6)).toBe('2025-01-01');
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });
});
