import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is a busy status region named 加载中 with three rows by default', () => {
    render(<Skeleton />);
    const region = screen.getByRole('status', { name: '加载中' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('jl-skeleton-row')).toHaveLength(3);
  });

  it('renders the requested rows and the avatar', () => {
    const { container } = render(<Skeleton rows={5} avatar />);
    expect(screen.getAllByTestId('jl-skeleton-row')).toHaveLength(5);
    expect(container.querySelector('.jl-skeleton__avatar')).not.toBeNull();
  });
});
