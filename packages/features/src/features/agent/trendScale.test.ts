import { describe, expect, it } from 'vitest';
import { scaleTrend } from './trendScale';

const box = { width: 120, height: 60, pad: 10 };

describe('trend scale', () => {
  it('spreads days over the width and values between zero and the top', () => {
    const { points, zeroY, max } = scaleTrend([0, 50, 100], box);
    expect(points.map((p) => p.x)).toEqual([10, 60, 110]);
    expect(points.map((p) => p.y)).toEqual([50, 30, 10]);
    expect(zeroY).toBe(50);
    expect(max).toBe(100);
  });

  it('keeps zero inside for a result below zero', () => {
    const { points, zeroY } = scaleTrend([-100, 100], box);
    expect(zeroY).toBe(30);
    expect(points[0]?.y).toBe(50);
    expect(points[1]?.y).toBe(10);
  });

  it('puts a flat zero series on the zero line and one day in the middle', () => {
    expect(scaleTrend([0, 0], box).points.every((p) => p.y === 50)).toBe(true);
    expect(scaleTrend([5], box).points[0]?.x).toBe(60);
  });
});
