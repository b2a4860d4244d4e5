// The play types (玩法) of the Mark Six family: every game draws 7 of 1-49, the last the special
// number (特码). A play names what the player can pick (its options), how picks become bets
// (one bet per picked option, or one per combination of picked numbers) and its prize levels
// (odds keys): most plays have one, some pay a lower price on the options that cover more numbers
// (the year's own zodiac, tail 0 … see `optionOddsKey`), and 三中二 pays 中三 or 中二.
import { MARK_SIX_COLOURS, type MarkSixColour } from '../markSix/colours';
import { ballLabel, MARK_SIX_NUMBERS } from '../markSix/groupings';
import {
  numbersOfZodiac,
  ZODIAC_SIGNS,
  type ZodiacSign,
  zodiacOfLunarYear,
} from '../markSix/zodiac';

/** Identifier of each play. */
export const PLAY_CODES = [
  'tema',
  'temaSides',
  'colour',
  'specialZodiac',
  'oneZodiac',
  'regular',
  'tail',
  'twoAll',
  'threeAll',
  'threeOfTwo',
] as const;
export type PlayCode = (typeof PLAY_CODES)[number];

/**
 * Prize levels. `base` the play's one price; `yearSign` a zodiac option that is the lunar year's
 * own sign (5 numbers instead of 4, so it pays less); `tail0` tail 0 (4 numbers: 10, 20, 30, 40,
 * so it pays more); `red`/`blue`/`green` the colours (red has 17 numbers, the others 16);
 * `hit3`/`hit2` 三中二's 中三 and 中二.
 */
export const ODDS_KEYS = [
  'base',
  'yearSign',
  'tail0',
  'red',
  'blue',
  'green',
  'hit3',
  'hit2',
] as const;
export type OddsKey = (typeof ODDS_KEYS)[number];

/** Chinese name of each prize level (shown next to its odds). */
export const ODDS_KEY_NAMES: Record<OddsKey, string> = {
  base: '赔率',
  yearSign: '本命肖',
  tail0: '0尾',
  red: '红波',
  blue: '蓝波',
  green: '绿波',
  hit3: '中三',
  hit2: '中二',
};

/** How picks turn into bets. */
export type PlayKind =
  /** Each picked option is one bet (注). */
  | 'single'
  /** Each `comboSize`-subset of the picked numbers is one bet (连码). */
  | 'combination';

/** One play. */
export interface PlayDef {
  code: PlayCode;
  /** Name shown on the slip and the bet records (cateName). */
  name: string;
  /** The play category (playCateName of GET /game/play-cate) it is listed under. */
  category: string;
  kind: PlayKind;
  /** Numbers per bet of a combination play. */
  comboSize: number;
  /** Fewest and most options one selection may hold. */
  minPicks: number;
  maxPicks: number;
  /** Its prize levels, in display order. */
  oddsKeys: readonly OddsKey[];
  /** What wins, in a sentence (the screens show it). */
  rule: string;
}

/** Most numbers one 连码 selection may hold (10 numbers = 120 bets of 三全中). */
export const MAX_COMBINATION_PICKS = 10;

/** Every play, in display order. */
export const PLAYS: Readonly<Record<PlayCode, PlayDef>> = {
  tema: {
    code: 'tema',
    name: '特码',
    category: '特码',
    kind: 'single',
    comboSize: 1,
    minPicks: 1,
    maxPicks: 49,
    oddsKeys: ['base'],
    rule: '所选号码与特码相同即中奖',
  },
  temaSides: {
    code: 'temaSides',
    name: '特码两面',
    category: '特码',
    kind: 'single',
    comboSize: 1,
    minPicks: 1,
    maxPicks: 4,
    oddsKeys: ['base'],
    rule: '特码25-48为大、1-24为小，单双按特码奇偶；特码为49时为和局，退还本金',
  },
  colour: {
    code: 'colour',
    name: '色波',
    category: '色波',
    kind: 'single',
    comboSize: 1,
    minPicks: 1,
    maxPicks: 3,
    oddsKeys: ['red', 'blue', 'green'],
    rule: '特码的波色与所选波色相同即中奖',
  },
  specialZodiac: {
    code: 'specialZodiac',
    name: '特肖',
    category: '生肖',
    kind: 'single',
    comboSize: 1,
    minPicks: 1,
    maxPicks: 12,
    oddsKeys: ['base', 'yearSign'],
    rule: '特码的生肖与所选生肖相同即中奖',
  },
  oneZodiac: {
    code: 'oneZodiac',
    name: '一肖',
    category: '生肖',
    kind: 'single',
    comboSize: 1,
    minPicks: 1,
    maxPicks: 12,
    oddsKeys: ['base', 'yearSign'],
    rule: '开出的7个号码（含特码）中有所选生肖即中奖',
  },
  regular: {
    code: 'regular',
    name: '正码',
    category: '正码',
    kind: 'single',
    comboSize: 1,
    minPicks: 1,
    maxPicks: 49,
    oddsKeys: ['base'],
    rule: '所选号码在前6个号码（正码，不含特码）中即中奖',
  },
  tail: {
    code: 'tail',
    name: '尾数',
    category: '尾数',
    kind: 'single',
    comboSize: 1,
    minPicks: 1,
    maxPicks: 10,
    oddsKeys: ['base', 'tail0'],
    rule: '开出的7个号码（含特码）中有号码的个位数与所选尾数相同即中奖',
  },
  twoAll: {
    code: 'twoAll',
    name: '二全中',
    category: '连码',
    kind: 'combination',
    comboSize: 2,
    minPicks: 2,
    maxPicks: MAX_COMBINATION_PICKS,
    oddsKeys: ['base'],
    rule: '每注2个号码，都在前6个号码（正码）中即中奖；多选号码按组合拆分为多注',
  },
  threeAll: {
    code: 'threeAll',
    name: '三全中',
    category: '连码',
    kind: 'combination',
    comboSize: 3,
    minPicks: 3,
    maxPicks: MAX_COMBINATION_PICKS,
    oddsKeys: ['base'],
    rule: '每注3个号码，都在前6个号码（正码）中即中奖；多选号码按组合拆分为多注',
  },
  threeOfTwo: {
    code: 'threeOfTwo',
    name: '三中二',
    category: '连码',
    kind: 'combination',
    comboSize: 3,
    minPicks: 3,
    maxPicks: MAX_COMBINATION_PICKS,
    oddsKeys: ['hit3', 'hit2'],
    rule: '每注3个号码，3个都在正码中按“中三”赔率、其中2个在正码中按“中二”赔率派奖',
  },
};

/** Whether `code` names a play. */
export function isPlayCode(code: unknown): code is PlayCode {
  return typeof code === 'string' && Object.hasOwn(PLAYS, code);
}

/** The plays listed under a play category (playCateName), in display order; [] for others. */
export function playsOfCategory(category: string): PlayDef[] {
  return PLAY_CODES.map((code) => PLAYS[code]).filter((play) => play.category === category);
}

/** The 两面 sides of the special number. */
export const TEMA_SIDES = ['大', '小', '单', '双'] as const;
export type TemaSide = (typeof TEMA_SIDES)[number];

/** Tail digits 0-9 as option keys. */
export const TAIL_KEYS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** One thing a player can pick in a play. */
export interface PlayOption {
  /** What is sent in `selection`: '07' (number), '大', 'red', '鼠', '3' (tail). */
  key: string;
  /** Shown on the button and in betInfo: '07', '大', '红波', '鼠', '3尾'. */
  label: string;
  /** The numbers the option covers (1 for a number; a colour's or a zodiac's numbers; a tail's). */
  numbers: number[];
  /** Prize level paid when this option wins (single plays; combination plays settle by hits). */
  oddsKey: OddsKey;
}

const COLOURS: readonly MarkSixColour[] = ['red', 'blue', 'green'];

function numberOptions(oddsKey: OddsKey): PlayOption[] {
  return MARK_SIX_NUMBERS.map((n) => ({
    key: ballLabel(n),
    label: ballLabel(n),
    numbers: [n],
    oddsKey,
  }));
}

/** Prize level of a zodiac option in `lunarYear`: the year's own sign covers 5 numbers. */
function zodiacOddsKey(sign: ZodiacSign, lunarYear: number): OddsKey {
  return sign === zodiacOfLunarYear(lunarYear) ? 'yearSign' : 'base';
}

/**
 * The options of a play in `lunarYear` (zodiac numbers change at Chinese New Year), in display
 * order. Numbers are keyed by their two-digit label ('01' … '49').
 */
export function playOptions(code: PlayCode, lunarYear: number): PlayOption[] {
  switch (code) {
    case 'tema':
    case 'regular':
      return numberOptions('base');
    case 'twoAll':
    case 'threeAll':
      return numberOptions('base');
    case 'threeOfTwo':
      return numberOptions('hit3');
    case 'temaSides':
      return TEMA_SIDES.map((side) => ({
        key: side,
        label: side,
        numbers: MARK_SIX_NUMBERS.filter((n) => n !== 49 && sideHolds(side, n)),
        oddsKey: 'base',
      }));
    case 'colour':
      return COLOURS.map((colour) => ({
        key: colour,
        label: MARK_SIX_COLOURS[colour].name,
        numbers: [...MARK_SIX_COLOURS[colour].numbers],
        oddsKey: colour,
      }));
    case 'specialZodiac':
    case 'oneZodiac':
      return ZODIAC_SIGNS.map((sign) => ({
        key: sign,
        label: sign,
        numbers: numbersOfZodiac(sign, lunarYear),
        oddsKey: zodiacOddsKey(sign, lunarYear),
      }));
    case 'tail':
      return TAIL_KEYS.map((tail) => ({
        key: tail,
        label: `${tail}尾`,
        numbers: MARK_SIX_NUMBERS.filter((n) => n % 10 === Number(tail)),
        oddsKey: tail === '0' ? 'tail0' : 'base',
      }));
  }
}

/** Whether number `n` (1-48) is on `side`. */
export function sideHolds(side: TemaSide, n: number): boolean {
  switch (side) {
    case '大':
      return n >= 25;
    case '小':
      return n <= 24;
    case '单':
      return n % 2 === 1;
    case '双':
      return n % 2 === 0;
  }
}

/** The option of `key` in a play, or undefined. Number keys may come without the leading zero ('7'). */
export function playOption(code: PlayCode, key: string, lunarYear: number): PlayOption | undefined {
  const canonical =
    PLAYS[code].kind === 'combination' || code === 'tema' || code === 'regular'
      ? canonicalNumberKey(key)
      : key;
  return playOptions(code, lunarYear).find((option) => option.key === canonical);
}

/** '7' / '07' → '07'; anything that is not a number 1-49 stays as it is (and matches no option). */
export function canonicalNumberKey(key: string): string {
  if (!/^\d{1,2}$/.test(key)) return key;
  const n = Number(key);
  return n >= 1 && n <= 49 ? ballLabel(n) : key;
}
