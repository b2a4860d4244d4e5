// The betting screen's selection and slip (pure): which options are picked in the current play,
// the quick picks that fill a number play, the unit amount read from the input, and the slip's
// bet count and total through the domain's selection rules.
import {
  BLUE_NUMBERS,
  GREEN_NUMBERS,
  PLAYS,
  RED_NUMBERS,
  ZODIAC_SIGNS,
  MONEY_PARSE_MESSAGES,
  ballLabel,
  betCount,
  betTotal,
  checkSelection,
  markSixAttributes,
  numbersOfZodiac,
  parseEnteredYuan,
  tooManyPicksText,
  type PlayCode,
  type ZodiacSign,
} from '@jinli/domain';

/** Amount chips under the input, yuan. */
export const AMOUNT_CHIPS = [10, 20, 50, 100, 500, 1000] as const;

/** Quick picks of a number play: the two-sided groups and colours of spec §2, then the zodiacs. */
export const QUICK_PICK_GROUPS = ['大', '小', '单', '双', '红', '绿', '蓝'] as const;
export type QuickPick = (typeof QUICK_PICK_GROUPS)[number] | ZodiacSign;
export const QUICK_PICKS: readonly QuickPick[] = [...QUICK_PICK_GROUPS, ...ZODIAC_SIGNS];

/** Plays whose options are the numbers 1-49 one by one (the number grid). */
export function isNumberPlay(code: PlayCode): boolean {
  return code === 'tema' || code === 'regular' || PLAYS[code].kind === 'combination';
}

/** Quick picks apply where any number of numbers may be picked (特码, 正码), not to 连码's 10. */
export function hasQuickPicks(code: PlayCode): boolean {
  return code === 'tema' || code === 'regular';
}

/** The numbers a quick pick stands for in `lunarYear`; 49 is in no two-sided group (和). */
export function quickPickNumbers(pick: QuickPick, lunarYear: number): number[] {
  switch (pick) {
    case '大':
    case '小':
      return range().filter((n) => markSixAttributes(n).size === pick);
    case '单':
    case '双':
      return range().filter((n) => markSixAttributes(n).parity === pick);
    case '红':
      return [...RED_NUMBERS];
    case '绿':
      return [...GREEN_NUMBERS];
    case '蓝':
      return [...BLUE_NUMBERS];
    default:
      return numbersOfZodiac(pick, lunarYear);
  }
}

function range(): number[] {
  return Array.from({ length: 49 }, (_, i) => i + 1);
}

/** The option keys ('07', …) of a quick pick, ascending. */
export function quickPickKeys(pick: QuickPick, lunarYear: number): string[] {
  return quickPickNumbers(pick, lunarYear)
    .sort((a, b) => a - b)
    .map(ballLabel);
}

/**
 * Tapping option `key`: picked → unpicked; else added, unless the play's maximum is reached
 * (then the selection stays and the refusal text comes back).
 */
export function toggleOption(
  code: PlayCode,
  selected: readonly string[],
  key: string,
): { selected: string[]; refusal: string | null } {
  if (selected.includes(key)) return { selected: selected.filter((k) => k !== key), refusal: null };
  if (selected.length >= PLAYS[code].maxPicks)
    return { selected: [...selected], refusal: tooManyPicksText(code) };
  return { selected: [...selected, key], refusal: null };
}

/** The slip of the current selection. */
export interface Slip {
  /** Bets (注) the selection makes; 0 while incomplete. */
  count: number;
  /** Thousandths per bet; null while the amount is not a valid amount. */
  unitMoney: number | null;
  /** count × unit, thousandths (0 when either is missing). */
  total: number;
  /** Why it cannot be placed yet, or null. */
  problem: string | null;
  /** Which part of the form the problem is in (the screen takes the player there), or null. */
  problemIn: 'selection' | 'amount' | null;
}

/** The slip of `selected` options of `code` at amount text `amountText` (yuan). */
export function slipOf(
  code: PlayCode,
  selected: readonly string[],
  amountText: string,
  lunarYear: number,
): Slip {
  const count = betCount(code, selected.length);
  // Whole fen, as the server holds every stake (金额最多保留2位小数).
  const amount = parseEnteredYuan(amountText);
  const unitMoney = amount.ok && amount.value > 0 ? amount.value : null;
  const total = unitMoney === null ? 0 : betTotal(unitMoney, count);
  const check = checkSelection(code, selected, lunarYear);
  const problem = !check.ok
    ? check.message
    : !amount.ok
      ? amount.message
      : unitMoney === null
        ? MONEY_PARSE_MESSAGES.format
        : null;
  const problemIn = problem === null ? null : check.ok ? 'amount' : 'selection';
  return { count, unitMoney, total, problem, problemIn };
}
