import { describe, expect, it } from 'vitest';
import { drawCountdownMs, formatCountdown, splitCountdown } from './countdown';

describe('drawCountdownMs', () => {
  it('is plan time minus server time', () => {
    expect(
      drawCountdownMs({ planTime: '2025-01-01 20:30:00', serverTime: '2025-01-01 20:00:00' }),
    ).toBe(30 * 60_000);
    expect(drawCountdownMs({ planTime: 1_735_734_600, serverTime: 1_735_734_000 })).toBe(600_000);
  });

  it('subtracts the time since the answer arrived', () => {
    expect(
      drawCountdownMs({
        planTime: '2025-01-01 20:30:00',
        serverTime: '2025-01-01 20:00:00',
        receivedAt: 1_000,
        now: 61_000,
      }),
    ).toBe(29 * 60_000);
    // A device clock that went backwards does not add time.
    expect(
      drawCountdownMs({
        planTime: '2025-01-01 20:30:00',
        serverTime: '2025-01-01 20:00:00',
        receivedAt: 5_000,
        now: 1_000,
      }),
    ).toBe(30 * 60_000);
  });

  it('never goes below zero and refuses malformed times', () => {
    expect(
      drawCountdownMs({ planTime: '2025-01-01 20:00:00', serverTime: '2025-01-01 20:00:05' }),
    ).toBe(0);
    expect(drawCountdownMs({ planTime: '', serverTime: '2025-01-01 20:00:05' })).toBeNull();
    expect(drawCountdownMs({ planTime: '2025-01-01 20:00:00', serverTime: undefined })).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('formats hours, minutes and seconds', () => {
    expect(splitCountdown(3_723_999)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
    expect(formatCountdown(3_723_999)).toBe('01:02:03');
    expect(formatCountdown(100 * 3_600_000)).toBe('100:00:00');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(null)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });
});
