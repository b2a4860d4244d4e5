// The win rules: how one bet (注) of a play fares against a draw of 7 numbers (the last the special
// number), and what it pays. The screens use them to explain, the server to settle.
import { isMarkSixNumber, markSixColour } from '../markSix/colours';
import { markSixAttributes } from '../markSix/groupings';
import { zodiacOfLunarYear, zodiacOfNumber } from '../markSix/zodiac';
import { canonicalNumberKey, type OddsKey, type PlayCode, PLAYS, type TemaSide } from './plays';

/** How a bet ends: lost, won (paid at `oddsKey`), or a draw (和局, the stake comes back). */
export type BetOutcome = 'lose' | 'win' | 'draw';

export interface BetSettlement {
  outcome: BetOutcome;
  /** The prize level paid when won; null otherwise. */
  oddsKey: OddsKey | null;
}

const LOSE: BetSettlement = { outcome: 'lose', oddsKey: null };
const DRAW: BetSettlement = { outcome: 'draw', oddsKey: null };
const win = (oddsKey: OddsKey): BetSettlement => ({ outcome: 'win', oddsKey });

function checkDraw(drawNumbers: readonly number[]): void {
  if (
    drawNumbers.length !== 7 ||
    !drawNumbers.every(isMarkSixNumber) ||
    new Set(drawNumbers).size !== 7
  ) {
    throw new RangeError(`a draw is 7 distinct numbers 1-49: ${drawNumbers.join(',')}`);
  }
}

const numberOf = (key: string): number => Number(canonicalNumberKey(key));

/**
 * Settles one bet: `unit` is its option keys (one for single plays, the combination for 连码, as
 * checkSelection makes them), `drawNumbers` the 7 drawn numbers in draw order (last = special),
 * `lunarYear` the year whose zodiac table applies (the one of the bet's turn).
 *
 * - 特码: the number is the special.
 * - 特码两面: 大 25-48, 小 1-24, 单 odd, 双 even of the special. A special of 49 makes every 两面 bet
 *   a draw (和局) and its stake is refunded, as the Mark Six convention treats 49 (see markSixAttributes).
 * - 色波: the special's colour (49 is green: no draw here).
 * - 特肖: the special's zodiac; 一肖: the zodiac among all seven. The year's own sign pays `yearSign`.
 * - 正码: the number among the first six (the special does not count).
 * - 尾数: the tail digit among all seven; tail 0 pays `tail0`.
 * - 二全中 / 三全中: every number of the combination among the first six.
 * - 三中二: 3 of 3 among the first six pay `hit3` (中三), 2 of 3 pay `hit2` (中二).
 *
 * Throws RangeError for a malformed draw; a key that is no option of the play simply loses.
 */
export function settleUnit(
  code: PlayCode,
  unit: readonly string[],
  drawNumbers: readonly number[],
  lunarYear: number,
): BetSettlement {
  checkDraw(drawNumbers);
  const regular = drawNumbers.slice(0, 6);
  const special = drawNumbers[6] as number;
  const key = unit[0] ?? '';
  const comboHits = () => unit.filter((k) => regular.includes(numberOf(k))).length;
  switch (code) {
    case 'tema':
      return numberOf(key) === special ? win('base') : LOSE;
    case 'temaSides': {
      if (special === 49) return DRAW;
      const attributes = markSixAttributes(special);
      const side = key as TemaSide;
      return attributes.size === side || attributes.parity === side ? win('base') : LOSE;
    }
    case 'colour':
      return markSixColour(special) === key ? win(key as OddsKey) : LOSE;
    case 'specialZodiac':
      return zodiacOfNumber(special, lunarYear) === key ? win(zodiacKey(key, lunarYear)) : LOSE;
    case 'oneZodiac':
      return drawNumbers.some((n) => zodiacOfNumber(n, lunarYear) === key)
        ? win(zodiacKey(key, lunarYear))
        : LOSE;
    case 'regular':
      return regular.includes(numberOf(key)) ? win('base') : LOSE;
    case 'tail':
      return /^\d$/.test(key) && drawNumbers.some((n) => n % 10 === Number(key))
        ? win(key === '0' ? 'tail0' : 'base')
        : LOSE;
    case 'twoAll':
    case 'threeAll':
      return unit.length === PLAYS[code].comboSize && comboHits() === unit.length
        ? win('base')
        : LOSE;
    case 'threeOfTwo': {
      if (unit.length !== 3) return LOSE;
      const hits = comboHits();
      return hits === 3 ? win('hit3') : hits === 2 ? win('hit2') : LOSE;
    }
  }
}

function zodiacKey(sign: string, lunarYear: number): OddsKey {
  return sign === zodiacOfLunarYear(lunarYear) ? 'yearSign' : 'base';
}

/** settleUnit's outcome alone: 'lose' | 'win' | 'draw'. */
export function settleSelection(
  code: PlayCode,
  unit: readonly string[],
  drawNumbers: readonly number[],
  lunarYear: number,
): BetOutcome {
  return settleUnit(code, unit, drawNumbers, lunarYear).outcome;
}

/**
 * Odds are multipliers with at most 3 decimals (47.5: a win returns 47.5 × the stake, the stake
 * included). In thousandths: 47.5 → 47500. Throws RangeError for a negative or non-finite value.
 */
export function oddsToMilli(odds: number): number {
  if (!Number.isFinite(odds) || odds < 0) throw new RangeError(`odds must be ≥ 0: ${odds}`);
  return Math.round(odds * 1000);
}

/**
 * What a settled bet of `unitMoney` thousandths pays back: a win unit × odds (stake included,
 * rounded down to a thousandth), a draw the stake, a loss nothing.
 */
export function payoutOf(outcome: BetOutcome, unitMoney: number, odds: number): number {
  if (!Number.isSafeInteger(unitMoney) || unitMoney < 0)
    throw new RangeError(`stake must be whole thousandths: ${unitMoney}`);
  switch (outcome) {
    case 'win':
      return Math.floor((unitMoney * oddsToMilli(odds)) / 1000);
    case 'draw':
      return unitMoney;
    case 'lose':
      return 0;
  }
}
