import { describe, expect, it } from 'vitest';
import { customerServiceTarget } from './customerService';

describe('customerServiceTarget', () => {
  it('opens a full olUrl outside, else /services with where the visitor came from', () => {
    expect(customerServiceTarget('https://help.example/desk')).toEqual({
      kind: 'external',
      url: 'https://help.example/desk',
    });
    expect(customerServiceTarget('/services', 'forgotPassword')).toEqual({
      kind: 'internal',
      path: '/services?from=forgotPassword',
    });
    expect(customerServiceTarget('', 'contactSupport')).toEqual({
      kind: 'internal',
      path: '/services?from=contactSupport',
    });
    expect(customerServiceTarget(undefined)).toEqual({ kind: 'internal', path: '/services' });
    expect(customerServiceTarget('javascript:alert(1)')).toEqual({
      kind: 'internal',
      path: '/services',
    });
  });
});
