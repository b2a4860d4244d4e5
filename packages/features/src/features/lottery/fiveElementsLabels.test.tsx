// Five-elements hints (spec §1): each drawn number's element by the draw's lunar year, which turns
// at the lunar new year (2026: 17 February), not on 1 January.
import type { FiveElements } from '@jinli/contract';
import { FIVE_ELEMENTS } from '@jinli/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ballLabel, DrawBallsRow } from './components/DrawBallsRow';
import { drawBalls } from './lotteryRules';

/** A document whose years assign the elements differently: (n + year) mod 5. */
function elements(years: readonly number[]): FiveElements {
  return years.map((year) => ({
    year,
    data: FIVE_ELEMENTS.map((element, index) => ({
      element,
      values: Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => (n + year) % 5 === index),
    })),
  }));
}
const DATA = elements([2025, 2026]);
const elementOf = (n: number, year: number) => FIVE_ELEMENTS[(n + year) % 5];

describe('five-elements hints', () => {
  it("gives each ball its element of the draw's lunar year", () => {
    const balls = drawBalls('01,12,23,34,45,06,49', '2026-11-21 21:30:00', DATA);
    expect(balls.map((ball) => ball.element)).toEqual(
      [1, 12, 23, 34, 45, 6, 49].map((n) => elementOf(n, 2026)),
    );
  });

  it('keeps the old year until the lunar new year, not 1 January', () => {
    const before = drawBalls('01', '2026-02-10 21:30:00', DATA)[0];
    const after = drawBalls('01', '2026-02-20 21:30:00', DATA)[0];
    expect(before?.element).toBe(elementOf(1, 2025));
    // 1 is always the year's own sign: the snake until the new year, then the horse.
    expect(before?.zodiac).toBe('蛇');
    expect(after?.element).toBe(elementOf(1, 2026));
    expect(after?.zodiac).toBe('马');
  });

  it('shows no element without the document or for a year it lacks', () => {
    expect(drawBalls('01', '2026-11-21 21:30:00')[0]?.element).toBeUndefined();
    expect(drawBalls('01', '2027-11-21 21:30:00', DATA)[0]?.element).toBeUndefined();
    expect(ballLabel('马', undefined)).toBe('马');
    expect(ballLabel('马', '金')).toBe('马/金');
    expect(ballLabel(undefined, '金')).toBe('');
  });

  it('labels the balls sign/element', () => {
    render(
      <DrawBallsRow
        openNum="01,12,23,34,45,06,49"
        openTime="2026-11-21 21:30:00"
        fiveElements={DATA}
      />,
    );
    expect(screen.getByRole('img', { name: `01 马/${elementOf(1, 2026)}` })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `49 马/${elementOf(49, 2026)}` })).toBeInTheDocument();
  });
});
