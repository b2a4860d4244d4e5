import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from './BackToTop';
import { scrollWindowToTop } from './scrollToTop';

let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

function scrollPageTo(y: number) {
  act(() => {
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BackToTop', () => {
  it('appears only past its threshold and takes the page back to the top', async () => {
    render(<BackToTop threshold={3000} label="回到顶部" />);
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
    scrollPageTo(2999);
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
    scrollPageTo(3000);
    await userEvent.click(screen.getByRole('button', { name: '回到顶部' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollPageTo(0);
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
  });

  it('sits above the tab bar when asked', () => {
    scrollY = 500;
    render(<BackToTop threshold={400} label="回到顶部" aboveTabBar />);
    expect(screen.getByRole('button', { name: '回到顶部' })).toHaveClass(
      'jl-back-to-top--above-tabbar',
    );
  });
});

describe('scrollWindowToTop', () => {
  it('eases the way up over the given time (the gallery: 450 ms), ending at the top', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    scrollY = 1200;
    scrollWindowToTop(450);
    vi.advanceTimersByTime(200);
    const midway = scrollY;
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1200);
    vi.advanceTimersByTime(300);
    expect(scrollY).toBe(0);
    const calls = scrollTo.mock.calls.length;
    vi.advanceTimersByTime(100);
    expect(scrollTo.mock.calls.length).toBe(calls);
  });

  it('jumps when no time is given', () => {
    scrollY = 800;
    scrollWindowToTop(0);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollY).toBe(0);
  });
});
