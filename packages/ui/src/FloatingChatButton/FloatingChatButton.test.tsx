import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FloatingChatButton } from './FloatingChatButton';

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
});
