import { describe, expect, it } from 'vitest';
import { accountEndpoints, registerBodySchema, sliderVerifyBodySchema } from './accounts';
import { endpointPath } from './endpointDef';
import { endpoints } from './endpoints';
import { IDEMPOTENCY_KEY_HEADER, walletEndpoints, withdrawBodySchema } from './wallet';

describe('accounts and wallet endpoints', () => {
  it('are in the endpoint table at the spec paths', () => {
    expect(endpointPath(endpoints.login)).toBe('/v/user/login');
    expect(endpointPath(endpoints.register)).toBe('/v/user/reg');
    expect(endpointPath(endpoints.registerTrial)).toBe('/v/user/regTest');
    expect(endpointPath(endpoints.userInfo)).toBe('/api/user/info');
    expect(endpointPath(endpoints.updateChatThemeColor)).toBe(
      '/api/v2/user/update/chat-theme-color',
    );
    expect(endpointPath(endpoints.tellerMachine)).toBe('/api/v2/user/tellerMachine');
    expect(endpointPath(endpoints.withdraw)).toBe('/api/userWithdraw/save/v2');
    expect(endpointPath(endpoints.withdrawFreeBank)).toBe('/api/userWithdraw/save/free-bank');
    expect(endpointPath(endpoints.validWithdraw)).toBe('/api/userWithdraw/validWithdraw/queryAll');
    expect(endpoints.login.form).toBe(true);
    expect(endpoints.register.form).toBe(true);
    expect(endpoints.updatePasswordByAccount.form).toBe(true);
  });

  it('exempt only the user info and status calls from the token-invalid redirect', () => {
    const exempt = Object.entries(endpoints)
      .filter(([, def]) => 'tokenInvalidExempt' in def && def.tokenInvalidExempt)
      .map(([name]) => name);
    expect(exempt.sort()).toEqual(['userInfo', 'userStatus']);
  });

  it('need a session for every wallet call', () => {
    for (const def of Object.values(walletEndpoints)) expect(def.auth).toBe(true);
    const open = Object.entries(accountEndpoints)
      .filter(([, def]) => !('auth' in def && def.auth))
      .map(([name]) => name)
      .sort();
    expect(open).toEqual([
      'checkUnique',
      'login',
      'logout',
      'register',
      'registerTrial',
      'sliderCaptcha',
      'sliderFallback',
      'sliderFallbackChallenge',
      'sliderVerify',
      'updatePasswordByAccount',
      'vipRules',
    ]);
  });

  it('reads form text: numbers coerced, over-long fields refused', () => {
    const pow = {
      challenge: {
        parameters: {
          algorithm: 'PBKDF2/SHA-256',
          nonce: '00',
          salt: '00',
          cost: 1,
          keyLength: 32,
          keyPrefix: '00',
        },
        signature: 'ab',
      },
      solution: { counter: 1, derivedKey: '00ff' },
    };
    expect(sliderVerifyBodySchema.parse({ id: 'a', x: '12.5', pow }).x).toBe(12.5);
    expect(sliderVerifyBodySchema.safeParse({ id: 'a', x: '12.5' }).success).toBe(false);
    expect(registerBodySchema.safeParse({ account: 'a'.repeat(65) }).success).toBe(false);
    expect(withdrawBodySchema.parse({ amount: '100', bankId: '3' }).bankId).toBe(3);
    expect(IDEMPOTENCY_KEY_HEADER).toBe('Idempotency-Key');
  });
});
