// When the engine's ticks settle bets: every tick that drew or revealed, and a sweep on quiet ones.
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
    const afterTick = settleAfterTicks(settle, 15);
    await afterTick(drew);
    await afterTick(drew);
    expect(settle).toHaveBeenCalledTimes(2);
  });

  it('sweeps once every 15 quiet ticks, counting again after a tick that drew', async () => {
    const settle = vi.fn(async () => undefined);
    const afterTick = settleAfterTicks(settle, 15);
    for (let i = 0; i < 14; i += 1) await afterTick(i % 2 ? quiet : videoOnly);
    expect(settle).not.toHaveBeenCalled();
    await afterTick(quiet);
    expect(settle).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i += 1) await afterTick(quiet);
    await afterTick(drew);
    expect(settle).toHaveBeenCalledTimes(2);
    for (let i = 0; i < 14; i += 1) await afterTick(quiet);
    expect(settle).toHaveBeenCalledTimes(2);
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
