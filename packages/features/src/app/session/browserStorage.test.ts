import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readSession,
  SESSION_VALUE_TTL_MS,
  sweepExpiredSessionValues,
  writeSession,
} from './browserStorage';

afterEach(() => {
  sessionStorage.clear();
  // Also stops the sweep a test started, so the next one starts its own (under its own timers).
  sweepExpiredSessionValues();
  vi.useRealTimers();
});

describe('session values (spec §9: they expire after 3,600 s, checked each second)', () => {
  it('reads a value back until it is an hour old, then not', () => {
    writeSession('flag', '1', 1_000);
    expect(readSession('flag', 1_000 + SESSION_VALUE_TTL_MS - 1)).toBe('1');
    expect(readSession('flag', 1_000 + SESSION_VALUE_TTL_MS)).toBeNull();
    expect(sessionStorage.getItem('flag')).toBeNull();
  });

  it('removes expired values from storage within a second, without being read', () => {
    vi.useFakeTimers({ now: 5_000 });
    writeSession('flag', '1');
    writeSession('other', 'x');
    vi.advanceTimersByTime(SESSION_VALUE_TTL_MS - 1_000);
    expect(sessionStorage.getItem('flag')).not.toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(sessionStorage.getItem('flag')).toBeNull();
    expect(sessionStorage.getItem('other')).toBeNull();
  });

  it('removes a value written as null, and ignores values it did not write', () => {
    writeSession('flag', '1');
    writeSession('flag', null);
    expect(readSession('flag')).toBeNull();
    sessionStorage.setItem('foreign', '1');
    expect(readSession('foreign')).toBeNull();
    sweepExpiredSessionValues();
  });
});
