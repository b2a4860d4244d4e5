import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameGridSkeleton } from './GameGridSkeleton';
import { GameTile } from './GameTile';

describe('GameTile', () => {
  it('takes a tap with the game name', () => {
    const onClick = vi.fn();
    render(<GameTile name="财神到" imageUrl="data:," onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: '财神到' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("draws a gamepad, not the name's first character, while it has no picture", () => {
    const { container } = render(<GameTile name="财神到" onClick={() => {}} />);
    const placeholder = container.querySelector('.jl-game-tile__placeholder')!;
    expect(placeholder.querySelector('svg')).not.toBeNull();
    expect(placeholder.textContent).toBe('');
  });

  it('shows 维护中 over a game in maintenance and still takes the tap', () => {
    const onClick = vi.fn();
    render(<GameTile name="财神到" maintenance onClick={onClick} />);
    expect(screen.getByText('维护中')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '财神到 维护中' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('toggles the follow star without taking the tile tap', () => {
    const onClick = vi.fn();
    const onFollowChange = vi.fn();
    const { rerender } = render(
      <GameTile name="财神到" followed={false} onFollowChange={onFollowChange} onClick={onClick} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '关注' }));
    expect(onFollowChange).toHaveBeenCalledWith(true);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<GameTile name="财神到" followed onFollowChange={onFollowChange} />);
    fireEvent.click(screen.getByRole('button', { name: '取消关注' }));
    expect(onFollowChange).toHaveBeenLastCalledWith(false);
  });

  it('holds the star while whose follows it shows is still being read (followPending)', () => {
    const onFollowChange = vi.fn();
    render(
      <GameTile name="财神到" followed={false} followPending onFollowChange={onFollowChange} />,
    );
    const star = screen.getByRole('button', { name: '关注' });
    expect(star).toBeDisabled();
    fireEvent.click(star);
    expect(onFollowChange).not.toHaveBeenCalled();
  });

  it('hides the star when following is not offered', () => {
    render(<GameTile name="财神到" />);
    expect(screen.queryByRole('button', { name: '关注' })).toBeNull();
  });
});

describe('GameGridSkeleton', () => {
  it('draws four tiles by default, busy', () => {
    render(<GameGridSkeleton />);
    expect(screen.getAllByTestId('game-tile-skeleton')).toHaveLength(4);
    expect(screen.getByRole('status', { name: '加载中' })).toHaveAttribute('aria-busy', 'true');
  });
});
