import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loading } from './Loading';

describe('Loading', () => {
  it('is a live status named by its label', () => {
    render(<Loading label="加载中..." />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('takes an accessible name without a visible label, and a size', () => {
    render(<Loading ariaLabel="加载中" size={32} />);
    const status = screen.getByRole('status', { name: '加载中' });
    expect(status.style.getPropertyValue('--jl-loading-size')).toBe('32px');
    expect(status.querySelector('.jl-loading__label')).toBeNull();
  });

  it('is not a status region when status is false', () => {
    render(<Loading label="加载中..." status={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('加载中...')).toBeInTheDocument();
  });
});
