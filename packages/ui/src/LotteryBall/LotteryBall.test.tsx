import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LotteryBall } from './LotteryBall';

describe('LotteryBall', () => {
  it('shows the two-digit number, the given colour and the label', () => {
    render(<LotteryBall number={7} color="#1f9d55" label="龙" />);
    const ball = screen.getByRole('img', { name: '07 龙' });
    expect(ball).toHaveTextContent('07龙');
    const disc = ball.querySelector('.jl-ball__disc') as HTMLElement;
    expect(disc.style.getPropertyValue('--jl-ball-color')).toBe('#1f9d55');
  });

  it('shows a pending ball without a number as ?', () => {
    render(<LotteryBall />);
    const ball = screen.getByRole('img', { name: '待开奖' });
    expect(ball).toHaveTextContent('?');
    expect(ball).toHaveClass('jl-ball--pending');
  });

  it('animates only a drawn ball that is being revealed, in the chosen size', () => {
    const { rerender } = render(<LotteryBall number={49} reveal size="lg" />);
    expect(screen.getByRole('img', { name: '49' })).toHaveClass('jl-ball--reveal', 'jl-ball--lg');
    rerender(<LotteryBall reveal />);
    expect(screen.getByRole('img', { name: '待开奖' })).not.toHaveClass('jl-ball--reveal');
  });
});
