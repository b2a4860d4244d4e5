import { describe, expect, it } from 'vitest';
import { contentLockOf } from './contentLock';

const official = { loggedIn: true, userType: 'HY', rechMoney: 100 };

describe('contentLockOf', () => {
  it('open items stay open', () => {
    expect(contentLockOf({}, { loggedIn: false })).toBeNull();
    expect(contentLockOf({ requireLogin: 0, requireRecharge: 0 }, { loggedIn: false })).toBeNull();
  });

  it('login lock for logged-out and TEST viewers', () => {
    const lock = {
      kind: 'login',
      message: '登陆后可以解锁查看！',
      homePrompt: '登录后可解锁 免费查看',
      target: '/auth/login',
    };
    expect(contentLockOf({ requireLogin: 1 }, { loggedIn: false })).toEqual(lock);
    expect(
      contentLockOf({ requireLogin: '1' }, { loggedIn: true, userType: 'TEST', rechMoney: 50 }),
    ).toEqual(lock);
    expect(contentLockOf({ requireLogin: 1 }, official)).toBeNull();
  });

  it('recharge lock when rechMoney is missing or 0', () => {
    const lock = { kind: 'recharge', message: '请充值任意金额开通VIP！', target: '/recharge' };
    for (const rechMoney of [undefined, null, 0, '0', '0.00', '', 'abc', -5]) {
      expect(
        contentLockOf({ requireRecharge: 1 }, { loggedIn: true, userType: 'HY', rechMoney }),
        String(rechMoney),
      ).toEqual(lock);
    }
    expect(contentLockOf({ requireRecharge: 1 }, { loggedIn: true, rechMoney: '0.01' })).toBeNull();
    expect(contentLockOf({ requireRecharge: true }, official)).toBeNull();
  });

  it('login lock takes precedence', () => {
    expect(contentLockOf({ requireLogin: 1, requireRecharge: 1 }, { loggedIn: false })?.kind).toBe(
      'login',
    );
    expect(
      contentLockOf(
        { requireLogin: 1, requireRecharge: 1 },
        { loggedIn: true, userType: 'HY', rechMoney: 0 },
      )?.kind,
    ).toBe('recharge');
  });
});
