// The sandbox's odds: every stated return to player checked against full enumeration of the
// outcomes the random source can give.
import { describe, expect, it } from 'vitest';
import {
  dealDragonTiger,
  DRAGON_TIGER_SIDES,
  dragonTigerPayout,
  dragonTigerRtp,
  FISH,
  FISH_RTP_PPM,
  hiloPotAfterWin,
  hiloWinningRanks,
  MATCH_OUTCOMES,
  playMatch,
  type Random,
  shootFish,
  SLOT_REEL_LENGTH,
  slotRtp,
  spinSlot,
} from './engines';

/** A random source answering the given values in turn. */
const scripted =
  (...values: number[]): Random =>
  () => {
    const v = values.shift();
    if (v === undefined) throw new Error('script ran out');
    return v;
  };

describe('sandbox odds', () => {
  it('slot: the stated return to player is the exact average over every reel stop', () => {
    let paid = 0n;
    for (let a = 0; a < SLOT_REEL_LENGTH; a++)
      for (let b = 0; b < SLOT_REEL_LENGTH; b++)
        for (let c = 0; c < SLOT_REEL_LENGTH; c++)
          paid += spinSlot(1000n, scripted(a, b, c)).payout;
    const rtp = Number(paid) / 1000 / SLOT_REEL_LENGTH ** 3;
    expect(rtp).toBeCloseTo(slotRtp(), 12);
    expect(rtp).toBeCloseTo(0.9575, 12);
  });

  it('fish: every fish returns 96 % of the stake on average', () => {
    for (const fish of FISH) {
      const hits = FISH_RTP_PPM / fish.multiplier;
      expect(Number.isInteger(hits)).toBe(true);
      expect(shootFish(1000n, fish.key, () => hits - 1)!.hit).toBe(true);
      expect(shootFish(1000n, fish.key, () => hits)!.hit).toBe(false);
      expect((hits / 1_000_000) * fish.multiplier).toBeCloseTo(0.96, 12);
    }
    expect(shootFish(1000n, 'whale', () => 0)).toBeUndefined();
  });

  it('higher or lower: each guess returns at most 97 % and at least 96.9 % of the pot', () => {
    for (let rank = 1; rank <= 13; rank++)
      for (const guess of ['high', 'low'] as const) {
        const wins = hiloWinningRanks(rank, guess);
        if (wins === 0) continue;
        const pot = 1_000_000n;
        const ev = (Number(hiloPotAfterWin(pot, rank, guess)) * wins) / 13 / Number(pot);
        expect(ev).toBeLessThanOrEqual(0.97);
        expect(ev).toBeGreaterThan(0.969);
      }
    expect(hiloWinningRanks(13, 'high')).toBe(0);
    expect(hiloPotAfterWin(1000n, 13, 'high')).toBe(0n);
    expect(hiloPotAfterWin(1000n, 1, 'low')).toBe(0n);
    expect(hiloWinningRanks(1, 'low')).toBe(0);
  });

  it('dragon-tiger: the stated returns are the exact averages over every pair of cards', () => {
    for (const side of DRAGON_TIGER_SIDES) {
      let paid = 0n;
      for (let d = 0; d < 13; d++)
        for (let t = 0; t < 13; t++) {
          const dealt = dealDragonTiger(scripted(d, 0, t, 0));
          paid += dragonTigerPayout(1000n, side, dealt.winner);
        }
      expect(Number(paid) / 1000 / 169).toBeCloseTo(dragonTigerRtp(side), 12);
    }
    expect(dragonTigerRtp('dragon')).toBeCloseTo(12.5 / 13, 12);
    expect(dragonTigerRtp('tie')).toBeCloseTo(12 / 13, 12);
  });

  it('virtual match: odds pay at most 95 % of the fair price', () => {
    for (const outcome of MATCH_OUTCOMES) {
      let paid = 0n;
      for (let roll = 0; roll < 100; roll++)
        paid += playMatch(1000n, outcome.key, scripted(roll, 0, 0))!.payout;
      const rtp = Number(paid) / 1000 / 100;
      expect(rtp).toBeLessThanOrEqual(0.95);
      expect(rtp).toBeGreaterThan(0.949);
    }
    const home = playMatch(1000n, 'home', scripted(0, 2, 1))!;
    expect(home.outcome.key).toBe('home');
    expect(home.score[0]).toBeGreaterThan(home.score[1]!);
    expect(playMatch(1000n, 'nobody', () => 0)).toBeUndefined();
  });
});
