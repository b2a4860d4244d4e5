import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Marquee } from './Marquee';

describe('Marquee', () => {
  it('renders every notice in a labelled marquee region with the default icon', () => {
    const { container } = render(<Marquee items={['欢迎来到锦鲤', '今晚 20:30 开奖直播']} />);
    const region = screen.getByRole('marquee', { name: '公告' });
    expect(region).toHaveTextContent('欢迎来到锦鲤');
    expect(region).toHaveTextContent('今晚 20:30 开奖直播');
    expect(container.querySelector('.jl-marquee__icon svg')).not.toBeNull();
  });

  it('makes notices buttons that report their index when onItemClick is given', async () => {
    const onItemClick = vi.fn();
    render(<Marquee items={['第一条', '第二条']} onItemClick={onItemClick} />);
    await userEvent.click(screen.getByRole('button', { name: '第二条' }));
    expect(onItemClick).toHaveBeenCalledWith(1);
  });

  it('renders nothing for no notices, and no icon for icon={null}', () => {
    const { container, rerender } = render(<Marquee items={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Marquee items={['公告']} icon={null} />);
    expect(container.querySelector('.jl-marquee__icon')).toBeNull();
  });
});

describe('Marquee motion in the component', () => {
  // jsdom lays nothing out: give the line a 300 px box and 500 px of text, and drive frames by hand.
  let restore: () => void;
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
        'setTimeout',
        'Date',
      ],
    });
    const client = vi
      .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('jl-marquee__viewport') ? 300 : 0;
      });
    const scroll = vi
      .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('jl-marquee__track') ? 500 : 0;
      });
    restore = () => {
      client.mockRestore();
      scroll.mockRestore();
    };
  });
  afterEach(() => {
    restore();
    vi.useRealTimers();
  });

  const track = (container: HTMLElement) =>
    container.querySelector<HTMLElement>('.jl-marquee__track')!;
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('rests for delayMs, then moves speed px per 85 ms to the left', () => {
    const { container } = render(<Marquee items={['很长的公告']} />);
    advance(1000);
    expect(track(container).style.transform).toBe('');
    advance(850);
    const x = Number(/translate3d\((-?[\d.]+)px/.exec(track(container).style.transform)?.[1]);
    // 850 ms at 3 px / 85 ms ≈ 30 px (frames are 16 ms, so allow one frame of slack).
    expect(x).toBeLessThan(-25);
    expect(x).toBeGreaterThan(-33);
  });

  it('stops at rest after 1 + repeat cycles', () => {
    const { container } = render(<Marquee items={['很长的公告']} speed={85} delayMs={0} />);
    // 85 px per 85 ms = 1 px/ms; a cycle is 800 px, so two cycles take 1.6 s.
    advance(1200);
    expect(track(container).style.transform).not.toBe('');
    advance(500);
    expect(track(container).style.transform).toBe('');
    advance(2000);
    expect(track(container).style.transform).toBe('');
  });

  it('keeps going with repeat Infinity', () => {
    const { container } = render(
      <Marquee items={['很长的公告']} speed={85} delayMs={0} repeat={Infinity} />,
    );
    advance(1600 * 3 + 300);
    expect(track(container).style.transform).toMatch(/translate3d\(-/);
  });

  it('holds still while a notice has keyboard focus', async () => {
    const { container } = render(
      <Marquee items={['很长的公告']} speed={85} delayMs={0} onItemClick={() => {}} />,
    );
    advance(100);
    act(() => screen.getByRole('button', { name: '很长的公告' }).focus());
    const held = track(container).style.transform;
    advance(300);
    expect(track(container).style.transform).toBe(held);
  });

  it('does not move for users who prefer reduced motion', () => {
    const matchMedia = vi
      .fn()
      .mockReturnValue({ matches: true, addEventListener() {}, removeEventListener() {} });
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { container } = render(<Marquee items={['很长的公告']} delayMs={0} />);
      advance(2000);
      expect(track(container).style.transform).toBe('');
      expect(container.querySelector('.jl-marquee--static')).not.toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
