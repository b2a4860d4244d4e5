// The five-elements partition of the Mark Six numbers 1-49 for a lunar year, for the seed.
// Rule: number n stands for the sexagenary (干支) year Y + 1 - n, counting back from the current
// lunar year Y as the zodiac table does (1 is this year's 干支, 2 last year's, …), and takes that
// year's 纳音 element. E.g. 2026 (丙午, 天河水): 01 is 水, 02/03 (乙巳/甲辰, 覆灯火) are 火.
// @jinli/domain treats the table as published data and only reads it, so the seed computes it here.
import { FIVE_ELEMENTS, type FiveElement } from '@jinli/domain';

/**
 * 纳音 element of each pair of the sexagenary cycle, one character per pair: 甲子乙丑 海中金,
 * 丙寅丁卯 炉中火, 戊辰己巳 大林木, … 壬戌癸亥 大海水.
 */
const NAYIN = [...'金火木土金火水土金木水土火木水金火木土金火水土金木水土火木水'] as FiveElement[];

/** 1984 was 甲子, the first year of a cycle. */
const CYCLE_START_YEAR = 1984;

/** 纳音 element of a (lunar) year. */
export function nayinElementOfYear(year: number): FiveElement {
  const index = (((year - CYCLE_START_YEAR) % 60) + 60) % 60;
  return NAYIN[Math.floor(index / 2)]!;
}

/** The numbers 1-49 of each element in `lunarYear`, elements in display order, numbers ascending. */
export function fiveElementsOfYear(
  lunarYear: number,
): { element: FiveElement; numbers: number[] }[] {
  const groups = new Map<FiveElement, number[]>(FIVE_ELEMENTS.map((element) => [element, []]));
  for (let n = 1; n <= 49; n++) groups.get(nayinElementOfYear(lunarYear + 1 - n))!.push(n);
  return FIVE_ELEMENTS.map((element) => ({ element, numbers: groups.get(element)! }));
}
