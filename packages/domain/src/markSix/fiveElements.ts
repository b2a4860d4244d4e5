// Five elements (五行) of each Mark Six number per lunar year, read from five-elements.json: the
// assignment changes every year and is published data, so it is not computed here.
import type { FiveElements } from '@jinli/contract';
import { isMarkSixNumber } from './colours';

/** The five elements in their usual order: Metal, Wood, Water, Fire, Earth. */
export const FIVE_ELEMENTS = ['金', '木', '水', '火', '土'] as const;
/** One of the five elements. */
export type FiveElement = (typeof FIVE_ELEMENTS)[number];

/** One year's entry of five-elements.json. */
export type FiveElementsYear = FiveElements[number];

/** The entry of `lunarYear`, or undefined when the data has none. */
export function fiveElementsYear(
  data: FiveElements | null | undefined,
  lunarYear: number,
): FiveElementsYear | undefined {
  return data?.find((entry) => entry.year === lunarYear);
}

/** The element (as written in the data, e.g. '金') of number `n` in `lunarYear`; undefined when the data does not say. */
export function fiveElementOf(
  data: FiveElements | null | undefined,
  lunarYear: number,
  n: number,
): string | undefined {
  if (!isMarkSixNumber(n)) return undefined;
  return fiveElementsYear(data, lunarYear)?.data.find((group) => group.values.includes(n))?.element;
}

/**
 * What is wrong with one year's entry, empty when it assigns each of 1-49 to exactly one of the
 * five elements: missing or repeated numbers, unknown or repeated element names.
 */
export function fiveElementsYearProblems(entry: FiveElementsYear): string[] {
  const problems: string[] = [];
  const seenElements = new Set<string>();
  const owner = new Map<number, string>();
  for (const group of entry.data) {
    if (!(FIVE_ELEMENTS as readonly string[]).includes(group.element))
      problems.push(`unknown element ${group.element}`);
    if (seenElements.has(group.element)) problems.push(`element ${group.element} listed twice`);
    seenElements.add(group.element);
    for (const n of group.values) {
      if (!isMarkSixNumber(n)) problems.push(`${n} is not 1-49`);
      else if (owner.has(n)) problems.push(`${n} in both ${owner.get(n)} and ${group.element}`);
      else owner.set(n, group.element);
    }
  }
  for (let n = 1; n <= 49; n += 1) if (!owner.has(n)) problems.push(`${n} has no element`);
  return problems;
}
