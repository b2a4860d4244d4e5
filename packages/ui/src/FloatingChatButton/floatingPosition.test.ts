import { describe, expect, it } from 'vitest';
import { clampFloatingPoint, defaultFloatingPoint, snapFloatingPoint } from './floatingPosition';

const bounds = { width: 390, height: 844, size: 52, margin: 5, top: 46, bottom: 70 };

describe('floating chat position', () => {
  it('snaps to the nearer side with 5 px margins on release', () => {
    expect(snapFloatingPoint({ x: 100, y: 300 }, bounds)).toEqual({ x: 5, y: 300 });
    expect(snapFloatingPoint({ x: 200, y: 300 }, bounds)).toEqual({ x: 390 - 52 - 5, y: 300 });
  });

  it('keeps clear of the tab bar (70) and a banner (56) at the bottom, and the bar at the top', () => {
    expect(snapFloatingPoint({ x: 0, y: 2000 }, bounds).y).toBe(844 - 70 - 52 - 5);
    expect(snapFloatingPoint({ x: 0, y: 2000 }, { ...bounds, bottom: 70 + 56 }).y).toBe(
      844 - 126 - 52 - 5,
    );
    expect(clampFloatingPoint({ x: -40, y: -40 }, bounds)).toEqual({ x: 5, y: 46 + 5 });
  });

  it('starts at the right edge above the bars', () => {
    const start = defaultFloatingPoint(bounds);
    expect(start.x).toBe(333);
    expect(start.y + 52).toBeLessThanOrEqual(844 - 70 - 5);
  });
});
