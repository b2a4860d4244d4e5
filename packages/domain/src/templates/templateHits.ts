// Hit marking of template items (spec §5, §2): MB16 digit-sum tags, the MB09/MB10/MB11 zodiac
// group tags, asterisk-marked hits, and MB12's digit size by value count.
import type { ZodiacSign } from '../markSix/zodiac';

/** MB16 tags and the note numbers that hit them. */
export const MB16_TAGS = [
  { tag: '合数小', min: 1, max: 6 },
  { tag: '合数大', min: 7, max: 13 },
] as const;

/** The first whole number written in a note ('开:08*' → 8), or null when there is none. */
export function noteNumber(note: string | null | undefined): number | null {
  const m = /\d+/.exec(note ?? '');
  return m ? Number(m[0]) : null;
}

/** Which MB16 tag an item's note hits: 合数小 for 1-6, 合数大 for 7-13, null otherwise. */
export function mb16HitTag(note: string | null | undefined): '合数小' | '合数大' | null {
  const n = noteNumber(note);
  if (n === null) return null;
  return MB16_TAGS.find((t) => n >= t.min && n <= t.max)?.tag ?? null;
}

/** The zodiac groups of the MB09 (琴棋书画), MB10 (男女) and MB11 (春夏秋冬) cards, in display order. */
export const ZODIAC_GROUP_CARDS: Readonly<
  Record<'MB09' | 'MB10' | 'MB11', readonly { tag: string; zodiacs: readonly ZodiacSign[] }[]>
> = {
  MB09: [
    { tag: '琴', zodiacs: ['鸡', '兔', '蛇'] },
    { tag: '棋', zodiacs: ['鼠', '牛', '狗'] },
    { tag: '书', zodiacs: ['马', '龙', '虎'] },
    { tag: '画', zodiacs: ['羊', '猴', '猪'] },
  ],
  MB10: [
    { tag: '男', zodiacs: ['鼠', '牛', '虎', '龙', '马', '猴', '狗'] },
    { tag: '女', zodiacs: ['兔', '蛇', '羊', '鸡', '猪'] },
  ],
  MB11: [
    { tag: '春', zodiacs: ['鸡', '兔', '蛇'] },
    { tag: '夏', zodiacs: ['鼠', '牛', '狗'] },
    { tag: '秋', zodiacs: ['马', '龙', '虎'] },
    { tag: '冬', zodiacs: ['羊', '猴', '猪'] },
  ],
};

// Notes are often typed in traditional characters (Hong Kong); compare in simplified ones.
const TRADITIONAL_ZODIAC: Readonly<Record<string, ZodiacSign>> = {
  龍: '龙',
  馬: '马',
  雞: '鸡',
  豬: '猪',
};

function simplified(note: string): string {
  return Array.from(note, (c) => TRADITIONAL_ZODIAC[c] ?? c).join('');
}

/** A zodiac tag is hit when the item's note contains one of its zodiacs (traditional forms count). */
export function zodiacGroupHit(
  zodiacs: readonly ZodiacSign[],
  note: string | null | undefined,
): boolean {
  const text = simplified(note ?? '');
  return zodiacs.some((z) => text.includes(z));
}

/** The tags of a zodiac group card with whether the note hits each; [] for other cards. */
export function zodiacGroupTags(
  card: string,
  note: string | null | undefined,
): { tag: string; zodiacs: readonly ZodiacSign[]; hit: boolean }[] {
  const groups = ZODIAC_GROUP_CARDS[card as keyof typeof ZODIAC_GROUP_CARDS];
  return groups ? groups.map((g) => ({ ...g, hit: zodiacGroupHit(g.zodiacs, note) })) : [];
}

/** Marks a hit in notes and contents. */
export const HIT_MARK = '*';

/** A note with its asterisks removed and whether it carried one (a hit, shown red). */
export function parseMarkedNote(note: string | null | undefined): { text: string; hit: boolean } {
  const raw = note ?? '';
  return { text: raw.split(HIT_MARK).join(''), hit: raw.includes(HIT_MARK) };
}

const VALUE_SEPARATORS = /[\s,，、|/]+/;

/**
 * The values of a content text split at spaces, commas (half/full width), 、, | and /, each with
 * its asterisks removed and marked as a hit when it had one ('鼠 *牛 虎*' → 鼠, 牛 hit, 虎 hit).
 */
export function splitMarkedValues(
  content: string | null | undefined,
): { text: string; hit: boolean }[] {
  return (content ?? '')
    .split(VALUE_SEPARATORS)
    .filter((part) => part.replaceAll(HIT_MARK, '') !== '')
    .map((part) => parseMarkedNote(part));
}

/** Number of values in a content text (as split by splitMarkedValues). */
export function countValues(content: string | null | undefined): number {
  return splitMarkedValues(content).length;
}

/**
 * MB12 digit-size class for a row with `valueCount` values: the count clamped to 1-12; the screen
 * maps class k to its k-th font size (fewer values, bigger digits).
 */
export function mb12SizeClass(valueCount: number): number {
  if (!Number.isFinite(valueCount)) return 1;
  return Math.min(12, Math.max(1, Math.floor(valueCount)));
}
