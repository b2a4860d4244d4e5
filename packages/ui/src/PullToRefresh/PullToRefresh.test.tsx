import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PullToRefresh } from './PullToRefresh';
import type { PullToRefreshProps } from './PullToRefresh';

const texts = {
  pullingText: '下拉刷新',
  releaseText: '释放立即刷新',
  refreshingText: '加载中...',
};

function setup(props: Partial<PullToRefreshProps> = {}) {
  let resolve: () => void = () => {};
  const onRefresh = vi.fn(
    () =>
      new Promise<void>((r) => {
        resolve = r;
      }),
  );
  render(
    <PullToRefresh onRefresh={onRefresh} {...texts} {...props}>
      <p>列表内容</p>
    </PullToRefresh>,
  );
  const content = screen.getByText('列表内容');
  const track = content.parentElement!;
  const wrapper = track.parentElement!;
  return { onRefresh, content, track, wrapper, settle: () => resolve() };
}

const at = (y: number, x = 100) => ({ touches: [{ clientX: x, clientY: y }] });

/** Drags from y=100 down to `to` (several moves) and lifts the finger unless told not to. */
function pull(target: Element, to: number, { release = true, x = 100 } = {}) {
  fireEvent.touchStart(target, at(100));
  for (let y = 100; y <= to; y += 20) fireEvent.touchMove(target, at(y, x === 100 ? 100 : x));
  fireEvent.touchMove(target, at(to, x));
  if (release) fireEvent.touchEnd(target, { touches: [] });
}

describe('PullToRefresh', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.scrollTop = 0;
  });

  it('shows nothing at rest', () => {
    const { wrapper } = setup();
    expect(wrapper).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('follows the finger with resistance and switches to the release text past 60 px', () => {
    const { track, content, onRefresh } = setup();
    pull(content, 200, { release: false });
    // 100 px of travel moves the content 50 px: short of the threshold.
    expect(track.style.transform).toBe('translate3d(0, 50px, 0)');
    expect(screen.getByRole('status')).toHaveTextContent('下拉刷新');
    fireEvent.touchMove(content, at(230));
    expect(screen.getByRole('status')).toHaveTextContent('释放立即刷新');
    // Past the threshold it gets stiffer: 300 px of travel → 60 + (150 - 60) / 2.
    fireEvent.touchMove(content, at(400));
    expect(track.style.transform).toBe('translate3d(0, 105px, 0)');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('snaps back without refreshing when released short of the threshold', async () => {
    const { track, content, wrapper, onRefresh } = setup();
    pull(content, 180);
    await act(async () => {});
    expect(onRefresh).not.toHaveBeenCalled();
    expect(wrapper).toHaveAttribute('data-status', 'idle');
    expect(track.style.transform).toBe('');
  });

  it('refreshes once on release, shows the spinner until the promise settles, then the complete text', async () => {
    vi.useFakeTimers();
    const { content, wrapper, onRefresh, settle } = setup({ completeText: '刷新成功' });
    pull(content, 260);
    await act(async () => {});
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(wrapper).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    // Pulling again while refreshing does nothing.
    pull(content, 300);
    await act(async () => {});
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => settle());
    expect(screen.getByRole('status')).toHaveTextContent('刷新成功');
    act(() => vi.advanceTimersByTime(500));
    expect(wrapper).toHaveAttribute('data-status', 'idle');
  });

  it('ends the refresh when the promise rejects', async () => {
    const onRefresh = vi.fn(() => Promise.reject(new Error('offline')));
    const { content, wrapper } = setup({ onRefresh });
    pull(content, 260);
    await act(async () => {});
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(wrapper).toHaveAttribute('data-status', 'idle');
  });

  it('leaves upward scrolls, sideways swipes and scrolled pages alone', async () => {
    const { content, wrapper, onRefresh } = setup();
    // Up: an ordinary scroll, never prevented.
    fireEvent.touchStart(content, at(300));
    expect(fireEvent.touchMove(content, at(200))).toBe(true);
    fireEvent.touchEnd(content, { touches: [] });
    // Sideways (a tab or carousel swipe).
    fireEvent.touchStart(content, at(100, 100));
    fireEvent.touchMove(content, at(110, 200));
    fireEvent.touchMove(content, at(300, 200));
    fireEvent.touchEnd(content, { touches: [] });
    expect(wrapper).toHaveAttribute('data-status', 'idle');
    // The page is scrolled down: pulling down scrolls it back up instead.
    document.documentElement.scrollTop = 120;
    pull(content, 300);
    await act(async () => {});
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('prevents the browser scroll only for a pull', () => {
    const { content } = setup();
    fireEvent.touchStart(content, at(100));
    expect(fireEvent.touchMove(content, at(140))).toBe(false);
  });

  it('does nothing when disabled', async () => {
    const { content, wrapper, onRefresh } = setup({ disabled: true });
    pull(content, 300);
    await act(async () => {});
    expect(onRefresh).not.toHaveBeenCalled();
    expect(wrapper).toHaveAttribute('data-status', 'idle');
  });

  it('works with a mouse through pointer events', async () => {
    const { content, onRefresh } = setup();
    fireEvent.pointerDown(content, { pointerId: 1, pointerType: 'mouse', clientX: 0, clientY: 0 });
    fireEvent.pointerMove(window, { pointerId: 1, pointerType: 'mouse', clientX: 0, clientY: 100 });
    fireEvent.pointerMove(window, { pointerId: 1, pointerType: 'mouse', clientX: 0, clientY: 200 });
    fireEvent.pointerUp(window, { pointerId: 1, pointerType: 'mouse', clientX: 0, clientY: 200 });
    await act(async () => {});
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
