import { describe, expect, it } from 'vitest';
import {
  clampFloatingPoint,
  clearFloatingPoint,
  defaultFloatingPoint,
  snapFloatingPoint,
} from './floatingPosition';

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

  it('rests at home when nothing is under it, else the nearest clear place up or down its edge', () => {
    const home = { x: 333, y: 600 };
    expect(clearFloatingPoint(home, bounds, [])).toEqual(home);
    // A 去投注 button under home: the nearest clear height on the same edge, below or above it.
    const button = { left: 250, top: 590, right: 380, bottom: 640 };
    const placed = clearFloatingPoint(home, bounds, [button])!;
    expect(placed.x).toBe(333);
    expect(placed.y + 52 + 4 <= button.top || placed.y - 4 >= button.bottom).toBe(true);
    expect(Math.abs(placed.y - home.y)).toBeLessThanOrEqual(64);
  });

  it('goes to the other edge when its own edge is covered from top to bottom, null when both are', () => {
    const rightColumn = { left: 300, top: 0, right: 390, bottom: 844 };
    const placed = clearFloatingPoint({ x: 333, y: 600 }, bounds, [rightColumn]);
    expect(placed).toEqual({ x: 5, y: 600 });
    const everything = { left: 0, top: 0, right: 390, bottom: 844 };
    expect(clearFloatingPoint({ x: 333, y: 600 }, bounds, [everything])).toBeNull();
  });
});
