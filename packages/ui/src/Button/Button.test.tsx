import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>确认</Button>);
    expect(screen.getByRole('button', { name: '确认' })).toHaveAttribute('type', 'button');
  });

  it('applies variant, size and block classes and forwards clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="primary" size="lg" block onClick={onClick}>
        立即注册
      </Button>,
    );
    const button = screen.getByRole('button', { name: '立即注册' });
    expect(button).toHaveClass('jl-button--primary', 'jl-button--lg', 'jl-button--block');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        登录
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
