// When the engine's ticks settle bets: every tick that drew or revealed, and a timed sweep on quiet ones.
import { describe, expect, it, vi } from 'vitest';
import type { TickReport } from '../lottery/engine';
import { settleAfterTicks } from './module';

const quiet: TickReport = { ran: true, drawn: [], events: [] };
const drew: TickReport = {
  ran: true,
  drawn: [{ gameId: 71, turnNum: '2026112501' }],
  events: [{ type: 'result', gameId: 71, turnNum: '2026112501' }],
};
const videoOnly: TickReport = {
  ran: true,
  drawn: [],
  events: [{ type: 'video', gameId: 110, turnNum: '2026112501' }],
};

describe('settleAfterTicks', () => {
  it('settles on every tick that drew or revealed a number', async () => {
    const settle = vi.fn(async () => undefined);
    const afterTick = settleAfterTicks(settle, 15_000, () => 0);
    await afterTick(drew);
    await afterTick(drew);
    expect(settle).toHaveBeenCalledTimes(2);
  });

  it('sweeps on a quiet tick once 15 s passed since it last settled, however few ticks came', async () => {
    let now = 0;
    const settle = vi.fn(async () => undefined);
    const afterTick = settleAfterTicks(settle, 15_000, () => now);
    for (let i = 0; i < 14; i += 1) {
      now += 1_000;
      await afterTick(i % 2 ? quiet : videoOnly);
    }
    expect(settle).not.toHaveBeenCalled();
    now += 1_000;
    await afterTick(quiet);
    expect(settle).toHaveBeenCalledTimes(1);
    // An idle engine ticks every few seconds: two quiet ticks 10 s apart, the second sweeps.
    now += 10_000;
    await afterTick(quiet);
    expect(settle).toHaveBeenCalledTimes(1);
    now += 10_000;
    await afterTick(quiet);
    expect(settle).toHaveBeenCalledTimes(2);
    // A tick that drew settles and starts the wait again.
    now += 5_000;
    await afterTick(drew);
    expect(settle).toHaveBeenCalledTimes(3);
    now += 14_000;
    await afterTick(quiet);
    expect(settle).toHaveBeenCalledTimes(3);
  });

  it('passes a failed settlement on to the engine, which reports it', async () => {
    const afterTick = settleAfterTicks(async () => {
      throw new Error('database gone');
    });
    await expect(afterTick(drew)).rejects.toThrow('database gone');
  });
});
