// A draw's balls in a row: six numbers, a plus, the special number; colours and zodiac signs from
// @jinli/domain, and each number's element (金木水火土) of the draw's lunar year when the caller has
// five-elements.json (spec §1). While a live draw reveals numbers, the missing ones show as pending balls.
import type { FiveElements } from '@jinli/contract';
import { MARK_SIX_BALLS_PER_DRAW } from '@jinli/domain';
import { LotteryBall } from '@jinli/ui';
import { drawBalls } from '../lotteryRules';
import { lotteryStrings } from '../strings';
import './DrawBallsRow.css';

export interface DrawBallsRowProps {
  /** Comma list of drawn numbers (the 7th is the special number). */
  openNum: string;
  /** Wall time of the draw; its lunar year names the zodiac signs. */
  openTime?: string;
  /** Fill up to 7 with pending balls (a live draw in progress). Default false. */
  pending?: boolean;
  /** Animate the last drawn ball (it was just revealed). Default false. */
  revealLast?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Hide the zodiac labels. Default false. */
  hideLabels?: boolean;
  /** five-elements.json: the labels then read 'zodiac/element', e.g. 马/金. */
  fiveElements?: FiveElements | null | undefined;
}

/** The label under a ball: its sign, and its element when known. */
export function ballLabel(zodiac: string | undefined, element: string | undefined): string {
  if (!zodiac) return '';
  return element ? `${zodiac}/${element}` : zodiac;
}

export function DrawBallsRow({
  openNum,
  openTime,
  pending = false,
  revealLast = false,
  size = 'md',
  hideLabels = false,
  fiveElements,
}: DrawBallsRowProps) {
  const balls = drawBalls(openNum, openTime, fiveElements).slice(0, MARK_SIX_BALLS_PER_DRAW);
  const missing = pending ? MARK_SIX_BALLS_PER_DRAW - balls.length : 0;
  const slots = [
    ...balls.map((ball, index) => (
      <LotteryBall
        key={`b${index}`}
        number={ball.number}
        color={ball.hex}
        label={hideLabels ? undefined : ballLabel(ball.zodiac, ball.element)}
        size={size}
        reveal={revealLast && index === balls.length - 1}
      />
    )),
    ...Array.from({ length: missing }, (_, i) => (
      <LotteryBall key={`p${i}`} size={size} label={hideLabels ? undefined : ''} />
    )),
  ];
  const total = slots.length;
  return (
    <div className={`jl-draw-balls jl-draw-balls--${size}`} data-testid="draw-balls">
      {slots.slice(0, Math.min(total, MARK_SIX_BALLS_PER_DRAW - 1))}
      {total === MARK_SIX_BALLS_PER_DRAW ? (
        <>
          <span className="jl-draw-balls__plus" aria-label={lotteryStrings.special}>
            +
          </span>
          {slots[MARK_SIX_BALLS_PER_DRAW - 1]}
        </>
      ) : null}
    </div>
  );
}
