import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Empty } from './Empty';

describe('Empty', () => {
  it('says 暂无数据 by default, with the built-in picture', () => {
    const { container } = render(<Empty />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('takes its own text, image and action', () => {
    const { container } = render(
      <Empty text="没有更多游戏了" image={<img alt="空" src="data:," />}>
        <button type="button">重试</button>
      </Empty>,
    );
    expect(screen.getByText('没有更多游戏了')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(screen.getByRole('img', { name: '空' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('can hide the picture', () => {
    const { container } = render(<Empty image={null} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
