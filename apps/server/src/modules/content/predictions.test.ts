// The predictions' hit marks agree with the rules the clients read them with (@jinli/domain).
import {
  lunarYearAt,
  markSixAttributes,
  mb16HitTag,
  noteNumber,
  parseMarkedNote,
  splitMarkedValues,
  zodiacGroupTags,
  zodiacOfNumber,
} from '@jinli/domain';
import { describe, expect, it } from 'vitest';
import { drawNote, isGenerator, predict } from './predictions';

const AT = Date.UTC(2026, 5, 1, 13, 30);
const year = lunarYearAt(AT);
const drawOf = (special: number) => ({
  numbers: [1, 2, 3, 4, 5, 6, special].map((n) => (n === special ? n : ((n + special) % 49) + 1)),
  at: AT,
});

describe('predict', () => {
  it('is deterministic per key and unmarked before the draw', () => {
    const a = predict('zodiac:6', 'slot1:2026152', AT, undefined);
    expect(predict('zodiac:6', 'slot1:2026152', AT, undefined)).toEqual(a);
    expect(predict('zodiac:6', 'slot1:2026153', AT, undefined)).not.toEqual(a);
    expect(a.hit).toBe(false);
    expect(a.text).not.toContain('*');
    expect(a.text.split(' ')).toHaveLength(6);
    expect(new Set(a.text.split(' ')).size).toBe(6);
  });

  it('marks exactly the values matching the special number, for every kind', () => {
    for (let special = 1; special <= 49; special++) {
      const draw = { numbers: [10, 11, 12, 13, 14, 15, special], at: AT };
      const attrs = markSixAttributes(special);
      const checks: [string, (v: string) => boolean][] = [
        ['zodiac:4', (v) => v === zodiacOfNumber(special, year)],
        ['number:10', (v) => Number(v) === special],
        ['tail:3', (v) => v === `${attrs.tail}尾`],
        ['head:2', (v) => v === `${attrs.head}头`],
        ['size', (v) => v === attrs.size],
        ['parity', (v) => v === attrs.parity],
        ['sumsize', (v) => v === mb16HitTag(String(attrs.digitSum))],
      ];
      for (const [spec, hits] of checks) {
        const p = predict(spec, `k:${special}`, AT, draw);
        const values = splitMarkedValues(p.text);
        for (const v of values) expect(v.hit, `${spec} ${special} ${v.text}`).toBe(hits(v.text));
        expect(p.hit).toBe(values.some((v) => v.hit));
      }
    }
  });

  it('marks a zodiac tag the way the MB09/10/11 cards read their note', () => {
    for (const card of ['MB09', 'MB10', 'MB11'] as const)
      for (let special = 1; special <= 49; special += 3) {
        const draw = drawOf(special);
        const p = predict(`tags:${card}:2`, `tags:${special}`, AT, draw);
        const note = drawNote(`tags:${card}:2`, draw, p.hit);
        const tags = zodiacGroupTags(card, parseMarkedNote(note).text);
        for (const v of splitMarkedValues(p.text))
          expect(v.hit).toBe(tags.find((t) => t.tag === v.text)!.hit);
      }
  });

  it('writes the note of a drawn turn: zodiac and special, digit sum for MB16, * on a hit', () => {
    const draw = { numbers: [1, 2, 3, 4, 5, 6, 38], at: AT };
    expect(drawNote('zodiac:1', draw, true)).toBe(`开:${zodiacOfNumber(38, year)}38*`);
    expect(drawNote('zodiac:1', draw, false)).toBe(`开:${zodiacOfNumber(38, year)}38`);
    expect(noteNumber(drawNote('sumsize', draw, false))).toBe(11);
    expect(drawNote('zodiac:1', undefined, false)).toBe('');
    expect(isGenerator('zodiac:3')).toBe(true);
    expect(isGenerator('moon:3')).toBe(false);
  });

  it('counts a 平特 hit on any of the seven numbers', () => {
    const draw = { numbers: [1, 2, 3, 4, 5, 6, 7], at: AT };
    const drawn = new Set(draw.numbers.map((n) => zodiacOfNumber(n, year)));
    const p = predict('pingte:3', 'pt', AT, draw);
    for (const v of splitMarkedValues(p.text)) expect(v.hit).toBe(drawn.has(v.text as never));
  });
});
