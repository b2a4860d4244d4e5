import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('Countdown', () => {
  it('counts down on the second and calls onEnd once at zero', () => {
    const onEnd = vi.fn();
    render(<Countdown endsAt={Date.now() + 3_000} onEnd={onEnd} label="距开奖" />);
    expect(screen.getByRole('timer')).toHaveAccessibleName('距开奖 00:00:03');
    act(() => void vi.advanceTimersByTime(1_010));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    act(() => void vi.advanceTimersByTime(2_100));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(5_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows total hours beyond a day and never goes negative', () => {
    const { rerender } = render(<Countdown endsAt={Date.now() + 30 * 3_600_000 + 61_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('30:01:01');
    const onEnd = vi.fn();
    rerender(<Countdown endsAt={Date.now() - 5_000} onEnd={onEnd} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('starts over when given a new end time', () => {
    const { rerender } = render(<Countdown endsAt={Date.now() + 1_000} />);
    act(() => void vi.advanceTimersByTime(1_100));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    rerender(<Countdown endsAt={Date.now() + 60_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:00');
  });
});
