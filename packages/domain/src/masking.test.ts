import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskAccount, maskKeep, maskMiddle } from './masking';

describe('maskMiddle', () => {
  it('follows the spec by length', () => {
    expect(maskMiddle('138001')).toBe('1****1');
    expect(maskMiddle('1380013')).toBe('13***13');
    expect(maskMiddle('13800138')).toBe('138***38');
    expect(maskMiddle('13800138000')).toBe('138******00');
  });

  it('still hides something in short values', () => {
    expect(maskMiddle('')).toBe('');
    expect(maskMiddle('1')).toBe('*');
    expect(maskMiddle('12')).toBe('**');
    expect(maskMiddle('123')).toBe('1*3');
    expect(maskMiddle('12345')).toBe('1***5');
    expect(maskMiddle('12345', '#')).toBe('1###5');
  });

  it('keeps the length, keeps the ends and hides the middle', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), (value) => {
        const masked = maskMiddle(value);
        const chars = Array.from(value);
        const out = Array.from(masked);
        expect(out).toHaveLength(chars.length);
        const { head, tail } = maskKeep(chars.length);
        out.forEach((c, i) =>
          expect(c).toBe(i < head || i >= chars.length - tail ? chars[i] : '*'),
        );
        if (chars.length > 0)
          expect(
            out.filter((c, i) => c === '*' && i >= head && i < chars.length - tail).length,
          ).toBeGreaterThan(0);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 6 }), (digits) => {
        expect(maskMiddle(digits).replaceAll('*', '').length).toBe(
          digits.length === 6 ? 2 : digits.length === 7 ? 4 : 5,
        );
      }),
    );
  });
});

describe('maskAccount', () => {
  it('shows a player the same way everywhere: two first, *** and two last', () => {
    // Issue 34: one winner was au***01 on red packets and aud***01 in the award popup.
    expect(maskAccount('audit001')).toBe('au***01');
    expect(maskAccount('demo01')).toBe('de***01');
    expect(maskAccount('team0001xyz')).toBe('te***yz');
  });

  it('hides the length and never shows a short account whole', () => {
    expect(maskAccount('')).toBe('');
    expect(maskAccount('abc')).toBe('a***');
    expect(maskAccount('abcde')).toBe('ab***');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 30 }), (account) => {
        const masked = maskAccount(account);
        expect(masked).toContain('***');
        expect(masked).not.toBe(account);
        expect(Array.from(masked.replace('***', '')).length).toBeLessThanOrEqual(4);
      }),
    );
  });
});
