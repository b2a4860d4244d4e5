import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeContent } from './Badge';

describe('Badge', () => {
  it('formats counts', () => {
    expect(badgeContent(5)).toBe('5');
    expect(badgeContent(100)).toBe('99+');
    expect(badgeContent(100, 999)).toBe('100');
    expect(badgeContent(0)).toBeNull();
    expect(badgeContent(0, 99, true)).toBe('0');
    expect(badgeContent(-2)).toBeNull();
    expect(badgeContent('新')).toBe('新');
    expect(badgeContent('')).toBeNull();
    expect(badgeContent(undefined)).toBeNull();
  });

  it('sits on its child with the capped count, named when asked', () => {
    render(
      <Badge content={120} ariaLabel="120条未读消息">
        <button type="button">消息</button>
      </Badge>,
    );
    const badge = screen.getByRole('status', { name: '120条未读消息' });
    expect(badge).toHaveTextContent('99+');
    expect(badge).toHaveClass('jl-badge--fixed');
    expect(badge.parentElement).toContainElement(screen.getByRole('button', { name: '消息' }));
  });

  it('shows nothing for zero, and a decorative dot', () => {
    const { container, rerender } = render(
      <Badge content={0}>
        <span>通知</span>
      </Badge>,
    );
    expect(container.querySelector('.jl-badge')).toBeNull();
    rerender(
      <Badge dot content={8}>
        <span>通知</span>
      </Badge>,
    );
    const dot = container.querySelector('.jl-badge--dot');
    expect(dot).toBeEmptyDOMElement();
    expect(dot).toHaveAttribute('aria-hidden', 'true');
  });

  it('stands inline without children', () => {
    const { container } = render(<Badge content="热" />);
    expect(container.firstChild).toHaveTextContent('热');
    expect(container.firstChild).not.toHaveClass('jl-badge--fixed');
  });
});
