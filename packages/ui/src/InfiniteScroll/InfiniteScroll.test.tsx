import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
} from '../../test/intersectionObserver';
import { InfiniteScroll } from './InfiniteScroll';
import type { InfiniteScrollProps } from './InfiniteScroll';

let reset: () => void;
beforeEach(() => {
  reset = installFakeIntersectionObserver();
});
afterEach(() => {
  reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const texts = { loadingText: '加载中...', endText: '没有更多数据了' };

/** jsdom lays nothing out: where the footer sits (it moves down as pages add items). */
function footerAt(px: number) {
  vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockReturnValue(px);
}

function intersect(isIntersecting = true) {
  act(() => FakeIntersectionObserver.live().forEach((observer) => observer.fire(isIntersecting)));
}

function setup(props: Partial<InfiniteScrollProps> = {}) {
  const onLoadMore = vi.fn();
  const view = render(
    <InfiniteScroll hasMore loading={false} onLoadMore={onLoadMore} {...texts} {...props} />,
  );
  const rerender = (next: Partial<InfiniteScrollProps>) =>
    view.rerender(
      <InfiniteScroll
        hasMore
        loading={false}
        onLoadMore={onLoadMore}
        {...texts}
        {...props}
        {...next}
      />,
    );
  return { onLoadMore, rerender };
}

describe('InfiniteScroll', () => {
  it('watches with the threshold as bottom root margin, in the given root', () => {
    const root = document.createElement('div');
    setup({ threshold: 120, root });
    const [observer] = FakeIntersectionObserver.live();
    expect(observer?.options).toEqual({ root, rootMargin: '0px 0px 120px 0px' });
    expect([...(observer?.targets ?? [])]).toEqual([screen.getByRole('status')]);
  });

  it('defaults to 300 px of the viewport', () => {
    setup();
    expect(FakeIntersectionObserver.live()[0]?.options).toEqual({
      root: null,
      rootMargin: '0px 0px 300px 0px',
    });
  });

  it('asks for the next page when in the zone, once until the parent starts loading', () => {
    const { onLoadMore, rerender } = setup();
    intersect();
    intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    // Nothing is watched while a page loads.
    expect(FakeIntersectionObserver.live()).toHaveLength(0);
    footerAt(600);
    rerender({ loading: false });
    // The page ended still inside the zone: the new observer's first report asks again.
    intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not ask again when a page added nothing, until the footer comes back', () => {
    footerAt(400);
    const { onLoadMore, rerender } = setup();
    intersect();
    rerender({ loading: true });
    // The page failed without the parent saying so: the footer did not move.
    rerender({ loading: false });
    intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // The user scrolls away and back: that is a deliberate retry.
    intersect(false);
    intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('asks again after the footer left the zone when the parent ignored the call', () => {
    const { onLoadMore } = setup();
    intersect();
    intersect(false);
    intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not ask while offline, and does once back online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { onLoadMore } = setup();
    expect(FakeIntersectionObserver.live()).toHaveLength(0);
    intersect();
    expect(onLoadMore).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows the end text and stops watching without more pages', () => {
    const { onLoadMore } = setup({ hasMore: false });
    expect(screen.getByRole('status')).toHaveTextContent('没有更多数据了');
    expect(FakeIntersectionObserver.live()).toHaveLength(0);
    intersect();
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('hides the end text with hideEnd', () => {
    setup({ hasMore: false, hideEnd: true });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stops after an error and retries from the error button', async () => {
    const { onLoadMore } = setup({ error: true, errorText: '加载失败，点击重试' });
    expect(FakeIntersectionObserver.live()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('takes a given errorText as the error state unless error says otherwise', () => {
    const { onLoadMore, rerender } = setup({ errorText: '加载失败，点击重试' });
    expect(screen.getByRole('button', { name: '加载失败，点击重试' })).toBeInTheDocument();
    expect(FakeIntersectionObserver.live()).toHaveLength(0);
    rerender({ errorText: '加载失败，点击重试', error: false });
    expect(screen.queryByRole('button')).toBeNull();
    intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('offers a load-more button when loadMoreText is given', async () => {
    const { onLoadMore } = setup({ loadMoreText: '加载更多' });
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('drives a paged list to its end', () => {
    function List() {
      const [pages, setPages] = useState(1);
      const [loading, setLoading] = useState(false);
      return (
        <>
          <ul>
            {Array.from({ length: pages * 2 }, (_, i) => (
              <li key={i}>第{i + 1}条</li>
            ))}
          </ul>
          <InfiniteScroll
            {...texts}
            hasMore={pages < 3}
            loading={loading}
            onLoadMore={() => {
              setLoading(true);
              setTimeout(() => {
                setPages((n) => n + 1);
                setLoading(false);
              }, 10);
            }}
          />
        </>
      );
    }
    vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return document.querySelectorAll('li').length * 40;
    });
    vi.useFakeTimers();
    try {
      render(<List />);
      for (let page = 0; page < 5; page += 1) {
        intersect();
        act(() => vi.advanceTimersByTime(20));
      }
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('没有更多数据了');
  });
});
