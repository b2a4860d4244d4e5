import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('hydrates a server render taken earlier without a mismatch, then shows its own clock', async () => {
    const endsAt = Date.now() + 60_000;
    // The server rendered 5 s before the page hydrates.
    const serverNow = () => endsAt - 60_000;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Countdown endsAt={endsAt} now={serverNow} />);
    document.body.append(container);
    expect(container).toHaveTextContent('00:01:00');
    const serverTimer = container.firstElementChild;
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const clientNow = () => endsAt - 55_000;
    const root = await act(async () =>
      hydrateRoot(container, <Countdown endsAt={endsAt} now={clientNow} />, {
        onRecoverableError: recoverable,
      }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    // Right after hydration, the client's digits in a timer of its own.
    expect(container).toHaveTextContent('00:00:55');
    expect(container.firstElementChild).not.toBe(serverTimer);
    act(() => root.unmount());
    container.remove();
  });
});
