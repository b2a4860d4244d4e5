import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLUE_NUMBERS,
  GREEN_NUMBERS,
  MARK_SIX_COLOURS,
  RED_NUMBERS,
  isMarkSixNumber,
  markSixColour,
} from './colours';

describe('Mark Six colours', () => {
  it('has the standard set sizes', () => {
    expect(RED_NUMBERS).toHaveLength(17);
    expect(BLUE_NUMBERS).toHaveLength(16);
    expect(GREEN_NUMBERS).toHaveLength(16);
    expect(MARK_SIX_COLOURS.red.name).toBe('红波');
    expect(MARK_SIX_COLOURS.blue.name).toBe('蓝波');
    expect(MARK_SIX_COLOURS.green.name).toBe('绿波');
  });

  it('colours known numbers', () => {
    expect(markSixColour(1)).toBe('red');
    expect(markSixColour(3)).toBe('blue');
    expect(markSixColour(5)).toBe('green');
    expect(markSixColour(46)).toBe('red');
    expect(markSixColour(48)).toBe('blue');
    expect(markSixColour(49)).toBe('green');
    expect(markSixColour(0)).toBeUndefined();
    expect(markSixColour(50)).toBeUndefined();
    expect(markSixColour(1.5)).toBeUndefined();
  });

  it('partitions 1-49: every number in exactly one set', () => {
    const all = [...RED_NUMBERS, ...BLUE_NUMBERS, ...GREEN_NUMBERS].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 49 }), (n) => {
        const memberships = [RED_NUMBERS, BLUE_NUMBERS, GREEN_NUMBERS].filter((set) =>
          set.includes(n),
        ).length;
        expect(memberships).toBe(1);
        expect(MARK_SIX_COLOURS[markSixColour(n)!].numbers).toContain(n);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer().filter((n) => n < 1 || n > 49),
        (n) => {
          expect(markSixColour(n)).toBeUndefined();
        },
      ),
    );
  });

  it('recognises Mark Six numbers', () => {
    expect(isMarkSixNumber(1)).toBe(true);
    expect(isMarkSixNumber(49)).toBe(true);
    expect(isMarkSixNumber(0)).toBe(false);
    expect(isMarkSixNumber('1')).toBe(false);
  });
});
