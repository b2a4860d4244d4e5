import { describe, expect, it } from 'vitest';
import { HY_IS_CANCEL, isBetCancelEnabled, systemConfigValue } from './systemConfig';
import { accountActionRefusal, isAuthenticated, isTrialAccount } from './account';

describe('account', () => {
  it('knows trial accounts', () => {
    expect(isTrialAccount('TEST')).toBe(true);
    expect(isTrialAccount('HY')).toBe(false);
    expect(isTrialAccount(undefined)).toBe(false);
  });

  it('is authenticated with a token or a loaded extInfo', () => {
    expect(isAuthenticated({ accessToken: 'x' })).toBe(true);
    expect(isAuthenticated({ extInfo: { money: 0 } })).toBe(true);
    expect(isAuthenticated({ accessToken: '', extInfo: null })).toBe(false);
    expect(isAuthenticated({})).toBe(false);
  });

  it('refuses money and third-party games to visitors and trial accounts', () => {
    expect(accountActionRefusal('recharge', { loggedIn: false })).toBe('请先登录');
    expect(accountActionRefusal('withdraw', { loggedIn: true, userType: 'TEST' })).toBe(
      '试玩账户无法进行该操作，请注册正式账户!',
    );
    expect(
      accountActionRefusal('playThirdPartyGame', { loggedIn: true, userType: 'HY' }),
    ).toBeNull();
  });
});

describe('system config', () => {
  const config = [
    { configKey: 'other', configValue: '1' },
    { configKey: HY_IS_CANCEL, configValue: ' 1 ' },
  ];
  it('reads hy_is_cancel', () => {
    expect(systemConfigValue(config, 'other')).toBe('1');
    expect(systemConfigValue(config, 'missing')).toBeUndefined();
    expect(isBetCancelEnabled(config)).toBe(true);
    expect(isBetCancelEnabled([{ configKey: HY_IS_CANCEL, configValue: '0' }])).toBe(false);
    expect(isBetCancelEnabled([])).toBe(false);
    expect(isBetCancelEnabled(null)).toBe(false);
  });
});
