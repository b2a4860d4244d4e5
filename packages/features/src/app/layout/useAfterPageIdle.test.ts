import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_LOAD_PAUSE_MS, IDLE_TIMEOUT_MS, useAfterPageIdle } from './useAfterPageIdle';

describe('useAfterPageIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns true only after the load event, the pause and an idle moment', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { result } = renderHook(() => useAfterPageIdle());
    act(() => vi.advanceTimersByTime(10 * AFTER_LOAD_PAUSE_MS));
    expect(result.current).toBe(false);
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    act(() => vi.advanceTimersByTime(AFTER_LOAD_PAUSE_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1 + IDLE_TIMEOUT_MS));
    expect(result.current).toBe(true);
    readyState.mockRestore();
  });

  it('starts the pause at once when the page has loaded already', () => {
    const { result } = renderHook(() => useAfterPageIdle());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(AFTER_LOAD_PAUSE_MS + IDLE_TIMEOUT_MS));
    expect(result.current).toBe(true);
  });
});
