// The refresh icon's spinner rule (spec §4) on a clock the test moves: after a fast answer the icon
// spins on until `spinMs` has passed since the tap, and taps while it spins send nothing. The
// screens' tests cannot read this on a real clock: a starved machine takes longer than the spin.
import { createApiClient } from '@jinli/api';
import { ApiProvider } from '@jinli/api/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../../app/session/sessionStore';
import { useBalance } from './useBalance';

const SPIN_MS = 500;

/** A transport that answers every balance check at once with the next amount, and counts them. */
function moneyTransport() {
  const calls: string[] = [];
  let money = 100_000;
  const fetch: typeof globalThis.fetch = async (input) => {
    calls.push(String(input));
    const data = { money, liveMoney: 0 };
    money += 1_000;
    return new Response(JSON.stringify({ code: 0, msg: 'success', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, calls };
}

function setup() {
  const transport = moneyTransport();
  const client = createApiClient({ origin: 'http://127.0.0.1:9', fetch: transport.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  const view = renderHook(() => useBalance(SPIN_MS), { wrapper });
  return { ...view, transport };
}

/**
 * Lets the answer's promises settle without moving the clock: one turn of the event loop
 * (`setImmediate` is not faked) runs every microtask queued before it, however long the API
 * client's chain of promises; the next turns take what the answer queued after it.
 */
async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 3; turn++)
      await new Promise<void>((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  // Only the clock the spin reads and waits on; promises run as usual.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  setAccessToken('tok');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useBalance', () => {
  it('spins at least spinMs after a fast answer, then stops', async () => {
    const { result, transport } = setup();
    await settle();
    expect(result.current.amount).toBe(100_000);
    const before = transport.calls.length;

    act(() => result.current.refresh());
    expect(result.current.spinning).toBe(true);
    await settle();
    expect(transport.calls.length).toBe(before + 1);
    expect(result.current.amount).toBe(101_000); // answered at once, still spinning
    expect(result.current.spinning).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(SPIN_MS - 1));
    expect(result.current.spinning).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.spinning).toBe(false);
  });

  it('ignores taps while it spins, and takes one after', async () => {
    const { result, transport } = setup();
    await settle();
    const before = transport.calls.length;

    act(() => result.current.refresh());
    await settle();
    // The answer is in, the icon still spins: a tap now sends nothing.
    act(() => result.current.refresh());
    await settle();
    expect(transport.calls.length).toBe(before + 1);

    await act(() => vi.advanceTimersByTimeAsync(SPIN_MS));
    expect(result.current.spinning).toBe(false);
    act(() => result.current.refresh());
    await settle();
    expect(transport.calls.length).toBe(before + 2);
    expect(result.current.amount).toBe(102_000);
  });

  it('does nothing without a session', async () => {
    setAccessToken(null);
    const { result, transport } = setup();
    await settle();
    act(() => result.current.refresh());
    await settle();
    expect(result.current.spinning).toBe(false);
    expect(result.current.amount).toBeNull();
    expect(transport.calls).toEqual([]);
  });
});
