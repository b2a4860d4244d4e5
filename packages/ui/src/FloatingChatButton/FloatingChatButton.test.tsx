import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FLOATING_RECHECK_MS, FLOATING_SETTLE_MS, FloatingChatButton } from './FloatingChatButton';

function pointer(type: string, x: number, y: number) {
  return {
    pointerId: 1,
    clientX: x,
    clientY: y,
    button: 0,
    pointerType: 'touch',
    bubbles: true,
    type,
  };
}

describe('FloatingChatButton', () => {
  it('a tap calls onTap; a drag moves it, snaps to an edge and is no tap', () => {
    const onTap = vi.fn();
    const onPositionChange = vi.fn();
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
    render(
      <FloatingChatButton
        label="聊天室"
        onTap={onTap}
        bottomInset={70}
        initialPosition={{ x: 333, y: 500 }}
        onPositionChange={onPositionChange}
      />,
    );
    const button = screen.getByRole('button', { name: '聊天室' });
    fireEvent.click(button);
    expect(onTap).toHaveBeenCalledTimes(1);

    fireEvent.pointerDown(button, pointer('pointerdown', 350, 520));
    fireEvent.pointerMove(button, pointer('pointermove', 150, 300));
    fireEvent.pointerUp(button, pointer('pointerup', 150, 300));
    fireEvent.click(button);
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(onPositionChange).toHaveBeenCalledWith({ x: 5, y: 280 });
    expect(button.style.transform).toBe('translate3d(5px, 280px, 0)');
  });

  it('a press that hardly moves is still a tap', () => {
    const onTap = vi.fn();
    render(<FloatingChatButton label="聊天室" onTap={onTap} initialPosition={{ x: 5, y: 300 }} />);
    const button = screen.getByRole('button', { name: '聊天室' });
    fireEvent.pointerDown(button, pointer('pointerdown', 20, 320));
    fireEvent.pointerMove(button, pointer('pointermove', 23, 322));
    fireEvent.pointerUp(button, pointer('pointerup', 23, 322));
    fireEvent.click(button);
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('never rests over a control: it moves along its edge, and tucks in while the page scrolls', async () => {
    vi.useFakeTimers();
    try {
      Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
      Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
      const { container } = render(
        <>
          <button type="button">去投注</button>
          <FloatingChatButton
            label="聊天室"
            onTap={() => {}}
            bottomInset={70}
            initialPosition={{ x: 333, y: 500 }}
          />
        </>,
      );
      const cta = screen.getByRole('button', { name: '去投注' });
      // Where the page lays the 去投注 button out: right under the chat button's place.
      cta.getBoundingClientRect = () =>
        ({ left: 250, top: 490, right: 380, bottom: 540, width: 130, height: 50 }) as DOMRect;
      const bubble = screen.getByRole('button', { name: '聊天室' });
      // Content arrives (the observer hears it), the page is still: it settles clear of 去投注.
      // The observer's record is delivered as a microtask.
      await act(async () => {
        container.append(document.createElement('div'));
        await Promise.resolve();
      });
      act(() => {
        vi.advanceTimersByTime(FLOATING_SETTLE_MS + 10);
      });
      const y = Number(/, ([\d.]+)px, 0\)$/.exec(bubble.style.transform)?.[1]);
      expect(bubble.style.transform).toMatch(/^translate3d\(333px, /);
      expect(y + 52 <= 490 || y >= 540).toBe(true);
      expect(bubble).toHaveAttribute('data-state', 'resting');

      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(bubble).toHaveAttribute('data-state', 'scrolling');
      expect(bubble).toHaveClass('jl-floating-chat--tucked-right');
      act(() => {
        vi.advanceTimersByTime(FLOATING_SETTLE_MS + 10);
      });
      expect(bubble).toHaveAttribute('data-state', 'resting');
      expect(bubble).not.toHaveClass('jl-floating-chat--tucked-right');

      // The control moves away with no change of the page's elements (its layout changed): the
      // button goes back to the player's place at its next look.
      cta.getBoundingClientRect = () =>
        ({ left: 250, top: 700, right: 380, bottom: 740, width: 130, height: 40 }) as DOMRect;
      act(() => {
        vi.advanceTimersByTime(FLOATING_RECHECK_MS + 10);
      });
      expect(bubble.style.transform).toBe('translate3d(333px, 500px, 0)');
      expect(bubble).toHaveAttribute('data-state', 'resting');
    } finally {
      vi.useRealTimers();
    }
  });
});
