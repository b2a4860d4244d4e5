import { describe, expect, it } from 'vitest';
import { findUnstorableText, isUnstorableText } from './storableText';

describe('isUnstorableText', () => {
  it('finds NUL bytes and lone surrogates, not surrogate pairs or Chinese', () => {
    expect(isUnstorableText('a\u0000b')).toBe(true);
    expect(isUnstorableText('a\ud800b')).toBe(true);
    expect(isUnstorableText('a\udc00')).toBe(true);
    expect(isUnstorableText('\ud83d')).toBe(true);
    expect(isUnstorableText('锦鲤😀')).toBe(false);
    expect(isUnstorableText('')).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('names the path of the first bad string, keys included', () => {
    expect(findUnstorableText({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', '1', 'b']);
    expect(findUnstorableText({ 'k\ud800': 1 })).toEqual(['k\ud800']);
    expect(findUnstorableText({ a: 1, b: null, c: true, d: Buffer.from([0]) })).toBeUndefined();
  });

  it('walks objects without Object.prototype (parsed query strings)', () => {
    const query = Object.create(Object.create(null) as object) as Record<string, string>;
    query.account = 'a\u0000';
    expect(findUnstorableText(query)).toEqual(['account']);
  });
});
