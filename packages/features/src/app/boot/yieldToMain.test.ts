import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('yieldToMain', () => {
  it("uses the platform's scheduler.yield where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('settles in a later task through a timer elsewhere, not in a microtask', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let settled = false;
    void yieldToMain().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.runAllTimersAsync();
    expect(settled).toBe(true);
  });
});
