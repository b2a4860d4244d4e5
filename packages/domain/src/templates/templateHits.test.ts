import { describe, expect, it } from 'vitest';
import {
  countValues,
  mb12SizeClass,
  mb16HitTag,
  noteNumber,
  parseMarkedNote,
  splitMarkedValues,
  zodiacGroupHit,
  zodiacGroupTags,
} from './templateHits';

describe('MB16', () => {
  it('hits 合数小 for 1-6 and 合数大 for 7-13', () => {
    expect(mb16HitTag('1')).toBe('合数小');
    expect(mb16HitTag('06')).toBe('合数小');
    expect(mb16HitTag('开7')).toBe('合数大');
    expect(mb16HitTag('13*')).toBe('合数大');
    expect(mb16HitTag('0')).toBeNull();
    expect(mb16HitTag('14')).toBeNull();
    expect(mb16HitTag('')).toBeNull();
    expect(mb16HitTag(null)).toBeNull();
    expect(noteNumber('a12b3')).toBe(12);
  });
});

describe('zodiac group cards', () => {
  it('MB09 琴棋书画', () => {
    expect(zodiacGroupTags('MB09', '开:鸡').map((t) => [t.tag, t.hit])).toEqual([
      ['琴', true],
      ['棋', false],
      ['书', false],
      ['画', false],
    ]);
    expect(zodiacGroupTags('MB09', '狗').find((t) => t.hit)?.tag).toBe('棋');
    expect(zodiacGroupTags('MB09', '龙').find((t) => t.hit)?.tag).toBe('书');
    expect(zodiacGroupTags('MB09', '猪').find((t) => t.hit)?.tag).toBe('画');
  });

  it('MB10 男女 and MB11 春夏秋冬', () => {
    expect(
      zodiacGroupTags('MB10', '虎')
        .filter((t) => t.hit)
        .map((t) => t.tag),
    ).toEqual(['男']);
    expect(
      zodiacGroupTags('MB10', '羊')
        .filter((t) => t.hit)
        .map((t) => t.tag),
    ).toEqual(['女']);
    expect(
      zodiacGroupTags('MB11', '兔')
        .filter((t) => t.hit)
        .map((t) => t.tag),
    ).toEqual(['春']);
    expect(
      zodiacGroupTags('MB11', '牛')
        .filter((t) => t.hit)
        .map((t) => t.tag),
    ).toEqual(['夏']);
    expect(
      zodiacGroupTags('MB11', '马')
        .filter((t) => t.hit)
        .map((t) => t.tag),
    ).toEqual(['秋']);
    expect(
      zodiacGroupTags('MB11', '猴')
        .filter((t) => t.hit)
        .map((t) => t.tag),
    ).toEqual(['冬']);
    expect(
      zodiacGroupTags('MB11', '鼠虎')
        .filter((t) => t.hit)
        .map((t) => t.tag),
    ).toEqual(['夏', '秋']);
  });

  it('every zodiac hits exactly one tag of each card', () => {
    for (const card of ['MB09', 'MB10', 'MB11']) {
      for (const z of ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪']) {
        expect(
          zodiacGroupTags(card, z).filter((t) => t.hit),
          `${card} ${z}`,
        ).toHaveLength(1);
      }
    }
  });

  it('accepts traditional characters and misses otherwise', () => {
    expect(zodiacGroupHit(['龙'], '開:龍')).toBe(true);
    expect(zodiacGroupHit(['鸡'], '雞')).toBe(true);
    expect(zodiacGroupHit(['鸡'], '')).toBe(false);
    expect(zodiacGroupHit(['鸡'], null)).toBe(false);
    expect(zodiacGroupTags('MB20', '鸡')).toEqual([]);
  });
});

describe('asterisk hits', () => {
  it('marks notes with an asterisk', () => {
    expect(parseMarkedNote('08*')).toEqual({ text: '08', hit: true });
    expect(parseMarkedNote('*鼠*')).toEqual({ text: '鼠', hit: true });
    expect(parseMarkedNote('鼠')).toEqual({ text: '鼠', hit: false });
    expect(parseMarkedNote(null)).toEqual({ text: '', hit: false });
  });

  it('splits content values and marks each', () => {
    expect(splitMarkedValues('鼠 *牛,虎*、兔')).toEqual([
      { text: '鼠', hit: false },
      { text: '牛', hit: true },
      { text: '虎', hit: true },
      { text: '兔', hit: false },
    ]);
    expect(splitMarkedValues(' * ')).toEqual([]);
    expect(countValues('01 02 03')).toBe(3);
    expect(countValues('')).toBe(0);
  });
});

describe('MB12 digit size', () => {
  it('clamps the value count to 1-12', () => {
    expect(mb12SizeClass(0)).toBe(1);
    expect(mb12SizeClass(1)).toBe(1);
    expect(mb12SizeClass(7)).toBe(7);
    expect(mb12SizeClass(12)).toBe(12);
    expect(mb12SizeClass(30)).toBe(12);
    expect(mb12SizeClass(Number.NaN)).toBe(1);
  });
});
