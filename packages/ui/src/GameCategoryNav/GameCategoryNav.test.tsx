import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GAME_CATEGORY_BAR_HEIGHT, GameCategoryNav } from './GameCategoryNav';

const items = [
  { key: 'hot', label: '热门' },
  { key: 'fish', label: '捕鱼' },
  { key: 'live', label: '真人' },
];

describe('GameCategoryNav', () => {
  it('is a vertical tab list as a rail', () => {
    const onChange = vi.fn();
    render(
      <GameCategoryNav items={items} activeKey="hot" onChange={onChange} orientation="vertical" />,
    );
    expect(screen.getByRole('tablist', { name: '游戏分类' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    fireEvent.click(screen.getByRole('tab', { name: '捕鱼' }));
    expect(onChange).toHaveBeenCalledWith('fish');
    fireEvent.click(screen.getByRole('tab', { name: '热门' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith('live');
  });

  it('is a horizontal tab strip otherwise', () => {
    const onChange = vi.fn();
    render(
      <GameCategoryNav
        items={items}
        activeKey="fish"
        onChange={onChange}
        orientation="horizontal"
      />,
    );
    expect(screen.getByRole('tab', { name: '捕鱼' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: '真人' }));
    expect(onChange).toHaveBeenCalledWith('live');
  });

  it('draws chips or tiles as a horizontal tab list with its icons, arrows left and right', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <GameCategoryNav
        items={items}
        activeKey="hot"
        onChange={onChange}
        orientation="horizontal"
        look="tiles"
      />,
    );
    const bar = screen.getByRole('tablist', { name: '游戏分类' });
    expect(bar).toHaveAttribute('aria-orientation', 'horizontal');
    expect(bar).toHaveClass('jl-game-category-nav--tiles');
    expect(bar.style.height).toBe(`${GAME_CATEGORY_BAR_HEIGHT.tiles}px`);
    expect(screen.getAllByRole('tab').every((tab) => tab.querySelector('svg'))).toBe(true);
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('fish');
    fireEvent.keyDown(bar, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('live');
    // Up and down belong to the page, not to a horizontal bar.
    fireEvent.keyDown(bar, { key: 'ArrowDown' });
    expect(onChange).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('tab', { name: '真人' }));
    expect(onChange).toHaveBeenLastCalledWith('live');

    rerender(
      <GameCategoryNav
        items={items}
        activeKey="fish"
        onChange={onChange}
        orientation="horizontal"
        look="chips"
      />,
    );
    expect(screen.getByRole('tablist')).toHaveClass('jl-game-category-nav--chips');
    expect(screen.getByRole('tab', { name: '捕鱼' })).toHaveAttribute('aria-selected', 'true');
  });

  it("draws a given icon, else a gamepad, never the label's first character", () => {
    render(
      <GameCategoryNav
        items={[
          { key: 'hot', label: '热门', icon: <svg data-testid="flame" /> },
          { key: 'fish', label: '捕鱼' },
        ]}
        activeKey="hot"
        onChange={() => {}}
        orientation="vertical"
      />,
    );
    const [hot, fish] = screen.getAllByRole('tab');
    expect(hot!.querySelector('[data-testid="flame"]')).not.toBeNull();
    const fallback = fish!.querySelector('.jl-game-category-nav__icon')!;
    expect(fallback.querySelector('svg')).not.toBeNull();
    expect(fallback.textContent).toBe('');
  });
});
