import { describe, expect, it } from 'vitest';
import { openInfoFixture } from '../../lottery/lotteryFixtures';
import { turnPhase } from './turnPhase';

describe('turnPhase', () => {
  const now = Date.UTC(2026, 10, 21, 2, 0, 0);
  // Draw in 45 s, betting closes 10 s before it (the fixture's game 71).
  const info = openInfoFixture({ now, secondsToDraw: 45 });
  const drawAt = now + 45_000;

  it('is open until the close time', () => {
    expect(turnPhase(info, drawAt, now)).toEqual({
      phase: 'open',
      turnNum: info.cur.turnNum,
      closesAt: now + 35_000,
    });
    expect(turnPhase(info, drawAt, now + 34_999).phase).toBe('open');
  });

  it('is closed (封盘) from the close time, counting down to the draw', () => {
    expect(turnPhase(info, drawAt, now + 35_000)).toEqual({
      phase: 'closed',
      turnNum: info.cur.turnNum,
      opensAt: drawAt,
    });
  });

  it('is closed when the times are unknown', () => {
    expect(turnPhase(info, null, now).phase).toBe('closed');
    expect(turnPhase({ ...info, cur: { ...info.cur, closeTime: 'x' } }, drawAt, now).phase).toBe(
      'closed',
    );
  });
});
