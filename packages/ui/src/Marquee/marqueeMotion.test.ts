import { describe, expect, it } from 'vitest';
import {
  MARQUEE_STEP_MS,
  marqueeDistance,
  marqueeOffset,
  marqueeOverflows,
  marqueeTravel,
} from './marqueeMotion';

// A 300 px box showing a 500 px line: one cycle is 800 px.
const box = 300;
const line = 500;

describe('marquee motion', () => {
  it('moves only an overflowing line', () => {
    expect(marqueeOverflows(box, line)).toBe(true);
    expect(marqueeOverflows(box, 300)).toBe(false);
    expect(marqueeOverflows(0, 0)).toBe(false);
  });

  it('leaves to the left, re-enters from the right and comes back to rest', () => {
    expect(marqueeOffset(0, box, line)).toBe(0);
    expect(marqueeOffset(100, box, line)).toBe(-100);
    expect(marqueeOffset(500, box, line)).toBe(-500);
    expect(marqueeOffset(501, box, line)).toBe(299);
    expect(marqueeOffset(700, box, line)).toBe(100);
    expect(marqueeOffset(800, box, line)).toBe(0);
    expect(marqueeOffset(900, box, line)).toBe(-100);
  });

  it('runs 1 + repeat cycles: "repeats once" is two', () => {
    expect(marqueeDistance(box, line, 1)).toBe(1600);
    expect(marqueeDistance(box, line, 0)).toBe(800);
    expect(marqueeDistance(box, line, 2.7)).toBe(2400);
    expect(marqueeDistance(box, line, Infinity)).toBe(Infinity);
    expect(marqueeOffset(marqueeDistance(box, line, 1), box, line)).toBe(0);
  });

  it('travels speed pixels per 85 ms step (scroll amount 3 ≈ 35 px/s)', () => {
    expect(MARQUEE_STEP_MS).toBe(85);
    expect(marqueeTravel(85, 3)).toBe(3);
    expect(marqueeTravel(1000, 3)).toBeCloseTo(35.29, 2);
    expect(marqueeTravel(1000 / 60, 3, 1000 / 60)).toBeCloseTo(3);
    expect(marqueeTravel(-5, 3)).toBe(0);
    expect(marqueeTravel(100, 0)).toBe(0);
  });
});
