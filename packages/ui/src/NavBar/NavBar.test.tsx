import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavBar } from './NavBar';

describe('NavBar', () => {
  it('shows the title as the page heading', () => {
    render(<NavBar title="投注记录" />);
    expect(screen.getByRole('heading', { level: 1, name: '投注记录' })).toBeInTheDocument();
  });

  it('has no back button without onBack', () => {
    render(<NavBar title="首页" />);
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('calls onBack from the 返回 button', async () => {
    const onBack = vi.fn();
    render(
      <NavBar title="充值" onBack={onBack} right={<span>客服</span>} left={<span>左</span>} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByText('客服')).toBeInTheDocument();
    expect(screen.getByText('左')).toBeInTheDocument();
  });
});
