import { describe, expect, it } from 'vitest';
import { thousandthsOf, yuan, yuanPlain } from './money';

describe('money', () => {
  it('shows thousandths as yuan with two decimals', () => {
    expect(yuan(1_234_500)).toBe('1,234.50');
    expect(yuan(-5_000)).toBe('-5.00');
    expect(yuan('123456789012345678')).toBe('123,456,789,012,345.68');
    expect(yuan(null)).toBe('—');
    expect(yuanPlain(1_234_500)).toBe('1234.50');
  });
  it('reads typed yuan back', () => {
    expect(thousandthsOf('12.5')).toBe(12_500);
    expect(thousandthsOf('-0.01')).toBe(-10);
    expect(thousandthsOf('1.234')).toBeUndefined();
  });
});
