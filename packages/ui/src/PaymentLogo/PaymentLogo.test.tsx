import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentLogo, type PaymentMethod } from './PaymentLogo';

const METHODS: PaymentMethod[] = ['bank', 'usdt', 'eWallet', 'directCharging'];

describe('PaymentLogo', () => {
  it('draws a mark of its own for every payment method', () => {
    const drawings = METHODS.map((method) => {
      const { container, unmount } = render(<PaymentLogo method={method} />);
      const html = container.querySelector('svg')?.innerHTML ?? '';
      unmount();
      return html;
    });
    expect(drawings.every((html) => html.length > 0)).toBe(true);
    expect(new Set(drawings).size).toBe(METHODS.length);
  });

  it('is decorative beside the channel’s name, an image when given a label', () => {
    const { container } = render(<PaymentLogo method="usdt" size={32} />);
    const mark = container.querySelector('svg');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveAttribute('width', '32');
    render(<PaymentLogo method="bank" label="银行卡" />);
    expect(screen.getByRole('img', { name: '银行卡' })).toHaveAttribute('data-method', 'bank');
  });
});
