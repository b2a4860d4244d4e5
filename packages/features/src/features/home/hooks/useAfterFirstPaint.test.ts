import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './useAfterFirstPaint';

describe('useAfterFirstPaint', () => {
  it('is false on the first render and true after the next frame', async () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('waits for a frame: nothing changes before the frame callback ran', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      const { result } = renderHook(() => useAfterFirstPaint());
      act(() => vi.advanceTimersByTime(100));
      expect(result.current).toBe(false);
      act(() => {
        frames[0]?.(0);
        vi.advanceTimersByTime(0);
      });
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it('does nothing after unmount', () => {
    vi.useFakeTimers();
    try {
      const { result, unmount } = renderHook(() => useAfterFirstPaint());
      unmount();
      act(() => vi.advanceTimersByTime(100));
      expect(result.current).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
