import type { WithdrawLimit } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_CHANNEL_KINDS,
  PAYMENT_MAX_KEYS,
  isPaymentChannelKind,
  paymentChannelMaximum,
} from './payment';

const limit: WithdrawLimit = {
  minMoney: '100',
  maxMoney: '50000',
  dailyTimes: 5,
  max_bank: '50000',
  max_usdt: '20000.5',
  max_e_wallet: '',
  max_direct_charging: 'abc',
};

describe('payment channels', () => {
  it('has the four kinds and their maxima keys', () => {
    expect(PAYMENT_CHANNEL_KINDS).toEqual(['bank', 'usdt', 'eWallet', 'directCharging']);
    expect(PAYMENT_MAX_KEYS).toEqual({
      bank: 'max_bank',
      usdt: 'max_usdt',
      eWallet: 'max_e_wallet',
      directCharging: 'max_direct_charging',
    });
    expect(isPaymentChannelKind('usdt')).toBe(true);
    expect(isPaymentChannelKind('alipay')).toBe(false);
  });

  it('reads maxima as thousandths', () => {
    expect(paymentChannelMaximum(limit, 'bank')).toBe(50_000_000);
    expect(paymentChannelMaximum(limit, 'usdt')).toBe(20_000_500);
    expect(paymentChannelMaximum(limit, 'eWallet')).toBeNull();
    expect(paymentChannelMaximum(limit, 'directCharging')).toBeNull();
  });
});
