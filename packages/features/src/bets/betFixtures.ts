// Seeded data of the bets stories and tests, shaped like the reference server's answers.
import type { FiveElements } from '@jinli/contract';
import { FIVE_ELEMENTS, type FiveElement } from '@jinli/domain';

/** 纳音 element per pair of the sexagenary cycle from 甲子 (the reference server's seed rule). */
const NAYIN = [...'金火木土金火水土金木水土火木水金火木土金火水土金木水土火木水'] as FiveElement[];

/** five-elements.json for `years`, as the reference server seeds it. */
export function fiveElementsFixture(years: readonly number[] = [2025, 2026]): FiveElements {
  return years.map((year) => {
    const groups = new Map<FiveElement, number[]>(FIVE_ELEMENTS.map((e) => [e, []]));
    for (let n = 1; n <= 49; n += 1) {
      const index = ((((year + 1 - n - 1984) % 60) + 60) % 60) >> 1;
      groups.get(NAYIN[index]!)!.push(n);
    }
    return {
      year,
      data: FIVE_ELEMENTS.map((element) => ({ element, values: groups.get(element)! })),
    };
  });
}
