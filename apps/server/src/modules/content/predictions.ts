// Predictions of turn-based template items: what a slot predicts for a turn (deterministic per
// template slot and turn) and, once the turn is drawn, which predicted values hit. Hits are written
// the way the spec's clients read them: '*' before a value that hit (splitMarkedValues) and '*' at
// the end of the note when the item as a whole hit (parseMarkedNote). The note of a drawn turn is
// '开:{zodiac}{special}' (zodiac cards read the zodiac from it) or, for digit-sum slots,
// '{sum}合 开:{special}' (MB16 reads the first number).
import {
  ballLabel,
  lunarYearAt,
  MARK_SIX_NUMBERS,
  markSixAttributes,
  mb16HitTag,
  type ZodiacSign,
  ZODIAC_GROUP_CARDS,
  ZODIAC_SIGNS,
  zodiacGroupHit,
  zodiacOfNumber,
} from '@jinli/domain';
import { pickDistinct, seededRandom } from './random';

/** A finished draw: all 7 numbers, the last the special one; `at` epoch ms. */
export interface DrawnTurn {
  numbers: readonly number[];
  at: number;
}

export interface Prediction {
  /** Content with '*' before each value that hit (no marks before the draw). */
  text: string;
  /** Whether the prediction hit (only once drawn). */
  hit: boolean;
}

const COLOURS = { red: '红波', blue: '蓝波', green: '绿波' } as const;
const COLOUR_NAMES = Object.values(COLOURS);

/** Generators: 'zodiac:N', 'number:N', 'tail:N', 'head:N', 'colour:N', 'size', 'parity',
 * 'pingte:N' (zodiacs hit by any of the 7 numbers), 'sumsize' (合数大/合数小), 'tags:MB09|MB10|MB11:N'. */
export type GeneratorKind =
  | 'zodiac'
  | 'number'
  | 'tail'
  | 'head'
  | 'colour'
  | 'size'
  | 'parity'
  | 'pingte'
  | 'sumsize'
  | 'tags';

const KINDS: readonly GeneratorKind[] = [
  'zodiac',
  'number',
  'tail',
  'head',
  'colour',
  'size',
  'parity',
  'pingte',
  'sumsize',
  'tags',
];

/** Whether `spec` (one column, e.g. 'zodiac:6') is a known generator. */
export function isGenerator(spec: string): boolean {
  const [kind] = spec.split(':');
  return (KINDS as readonly string[]).includes(kind ?? '');
}

function mark(
  values: readonly string[],
  hits: (value: string) => boolean,
  drawn: boolean,
): Prediction {
  const marked = values.map((v) => (drawn && hits(v) ? `*${v}` : v));
  return { text: marked.join(' '), hit: drawn && values.some(hits) };
}

/**
 * The prediction of one generator column for a turn. `key` makes it deterministic (template slot,
 * column and turn); `turnAt` (epoch ms) picks the lunar year of the zodiac table.
 */
export function predict(
  spec: string,
  key: string,
  turnAt: number,
  draw: DrawnTurn | undefined,
): Prediction {
  const [kind, arg, arg2] = spec.split(':');
  const n = Number(arg2 ?? arg) || 1;
  const random = seededRandom(`${key}:${spec}`);
  const year = lunarYearAt(draw?.at ?? turnAt);
  const drawn = draw !== undefined;
  const special = draw?.numbers[draw.numbers.length - 1] ?? 1;
  const attrs = markSixAttributes(special);
  const specialZodiac = zodiacOfNumber(special, year);
  switch (kind) {
    case 'zodiac':
      return mark(pickDistinct(random, ZODIAC_SIGNS, n), (v) => v === specialZodiac, drawn);
    case 'pingte': {
      const zodiacs = new Set((draw?.numbers ?? []).map((x) => zodiacOfNumber(x, year)));
      return mark(
        pickDistinct(random, ZODIAC_SIGNS, n),
        (v) => zodiacs.has(v as ZodiacSign),
        drawn,
      );
    }
    case 'number':
      return mark(
        pickDistinct(random, MARK_SIX_NUMBERS, n)
          .sort((a, b) => a - b)
          .map(ballLabel),
        (v) => Number(v) === special,
        drawn,
      );
    case 'tail':
      return mark(
        pickDistinct(random, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], n)
          .sort((a, b) => a - b)
          .map((t) => `${t}尾`),
        (v) => v === `${attrs.tail}尾`,
        drawn,
      );
    case 'head':
      return mark(
        pickDistinct(random, [0, 1, 2, 3, 4], n)
          .sort((a, b) => a - b)
          .map((h) => `${h}头`),
        (v) => v === `${attrs.head}头`,
        drawn,
      );
    case 'colour':
      return mark(pickDistinct(random, COLOUR_NAMES, n), (v) => v === COLOURS[attrs.colour], drawn);
    case 'size':
      return mark(pickDistinct(random, ['大', '小'], 1), (v) => v === attrs.size, drawn);
    case 'parity':
      return mark(pickDistinct(random, ['单', '双'], 1), (v) => v === attrs.parity, drawn);
    case 'sumsize':
      // The client's MB16 rule reads the digit sum from the note: the same rule marks the hit.
      return mark(
        pickDistinct(random, ['合数小', '合数大'], 1),
        (v) => mb16HitTag(String(attrs.digitSum)) === v,
        drawn,
      );
    case 'tags': {
      const groups = ZODIAC_GROUP_CARDS[arg as keyof typeof ZODIAC_GROUP_CARDS] ?? [];
      return mark(
        pickDistinct(
          random,
          groups.map((g) => g.tag),
          Math.min(n, groups.length),
        ),
        (v) => zodiacGroupHit(groups.find((g) => g.tag === v)?.zodiacs ?? [], specialZodiac),
        drawn,
      );
    }
    default:
      return { text: '', hit: false };
  }
}

/** The note of an item for a drawn turn ('' before the draw); '*' at the end when it hit. */
export function drawNote(
  spec: string | undefined,
  draw: DrawnTurn | undefined,
  hit: boolean,
): string {
  if (!draw) return '';
  const special = draw.numbers[draw.numbers.length - 1] ?? 1;
  const zodiac = zodiacOfNumber(special, lunarYearAt(draw.at));
  const base = spec?.startsWith('sumsize')
    ? `${markSixAttributes(special).digitSum}合 开:${ballLabel(special)}`
    : `开:${zodiac}${ballLabel(special)}`;
  return hit ? `${base}*` : base;
}
