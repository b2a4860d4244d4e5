import { ErrorCode, VCODE_COOKIE, authTokenSchema, profileSchema } from '@jinli/contract';
import {
  LOGIN_TEXT,
  PASSWORD_SAME_AS_ACCOUNT,
  PROMO_CODE_NOT_FOUND,
  REGISTER_MESSAGES,
} from '@jinli/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testCompanyId, type TestApp } from '../../../test/testApp';
import { DAY_MS, DEFAULT_AUTH_LIMITS_OVER_A_DAY } from '../../../test/limits';
import { tableCounts } from '../../../test/testDatabase';
import {
  call,
  dataOf,
  expectError,
  freshAccount,
  registerUser,
  solveCaptcha,
  TEST_PASSWORD,
} from '../../../test/users';
import {
  accessToken,
  ledger,
  registerField,
  registerSetting,
  systemConfig,
  userAccount,
  wallet,
} from '../../db/schema';
import { ConfigKey } from '../config/configKeys';
import { RATE_LIMIT_TEXT } from './rateLimits';
import { ACCOUNT_TEXT, TRIAL_MONEY } from './texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // The limits over a day, not a minute (test/limits.ts): failed logins a loaded machine spread
    // across a minute's boundary would count less than they are.
    authLimits: {
      ...DEFAULT_AUTH_LIMITS_OVER_A_DAY,
      loginFailPerAccount: [{ max: 3, windowMs: DAY_MS }],
      registerPerAddress: [{ max: 100, windowMs: 3_600_000 }],
    },
  });
  // These tests ask for the image code (the slider's own tests are in sliderCaptcha.test.ts).
  await setConfig(ConfigKey.LOGIN_CODE_STYLE, '1');
});
afterAll(async () => {
  await t?.close();
});

const BAD = ErrorCode.BAD_REQUEST;

async function setRegisterField(field: string, show: boolean, required: boolean) {
  const companyId = await testCompanyId(t.database);
  await t.database.db
    .update(registerField)
    .set({ show, required })
    .where(and(eq(registerField.companyId, companyId), eq(registerField.field, field)));
}

async function setConfig(key: string, value: string) {
  const companyId = await testCompanyId(t.database);
  await t.database.db
    .update(systemConfig)
    .set({ configValue: value })
    .where(and(eq(systemConfig.companyId, companyId), eq(systemConfig.configKey, key)));
}

describe('POST /v/user/reg', () => {
  it('registers from a form, logs in (token works for /api/user/info) and stores an argon2id hash', async () => {
    const account = freshAccount('reg');
    const response = await call(t.app, 'register', {
      body: {
        account,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        fullName: '张三丰',
        phone: '138 0013 8000',
        version: '5.0.8',
      },
    });
    const auth = authTokenSchema.parse(dataOf(response));
    expect(auth).toMatchObject({ account, type: 'HY' });
    expect(Buffer.from(auth.token, 'base64url')).toHaveLength(32);

    const profile = profileSchema.parse(
      dataOf(await call(t.app, 'userInfo', { token: auth.token })),
    );
    expect(profile.userInfo).toMatchObject({
      account,
      type: 'HY',
      vipLevel: 1,
      rebate: 8,
      isDl: 0,
    });
    expect(profile.userInfo.phone).toBe('138******00');
    expect(profile.userInfo.fullName).toBe('张**');
    expect(profile.extInfo).toEqual({ money: 0, liveMoney: 0, fundPwd: 0, rechMoney: 0 });
    expect(profile.unReadCount).toBe(1);
    // The demo company configures no domain (siteDomains.test.ts: a configured one is answered).
    expect(profile.userDetail.domain).toBe('');

    const [row] = await t.database.db
      .select()
      .from(userAccount)
      .where(eq(userAccount.account, account));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const tokens = await t.database.db
      .select()
      .from(accessToken)
      .where(eq(accessToken.userId, row!.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).not.toContain(auth.token);
  });

  const cases: [string, Record<string, string>, string][] = [
    ['account empty', { account: '' }, REGISTER_MESSAGES.account.requiredError],
    ['account format', { account: '1abcdefg' }, REGISTER_MESSAGES.account.error],
    ['account too short', { account: 'ab12' }, REGISTER_MESSAGES.account.error],
    [
      'password weak',
      { password: 'password1', confirmPassword: 'password1' },
      REGISTER_MESSAGES.password.error,
    ],
    [
      'password = account',
      { account: 'Abcdefg12', password: 'Abcdefg12', confirmPassword: 'Abcdefg12' },
      PASSWORD_SAME_AS_ACCOUNT,
    ],
    [
      'confirmation differs',
      { confirmPassword: 'Passw0rdY' },
      REGISTER_MESSAGES.confirmPassword.error,
    ],
    ['full name', { fullName: 'John' }, REGISTER_MESSAGES.fullName.error],
    ['phone', { phone: '12800138000' }, REGISTER_MESSAGES.phone.error],
    ['promo code unknown', { intrCode: 'nosuch' }, PROMO_CODE_NOT_FOUND],
  ];
  it.each(cases)(
    'refuses %s with the domain message and changes nothing',
    async (_name, fields, msg) => {
      const before = await tableCounts(t.database.db);
      const response = await call(t.app, 'register', {
        body: {
          account: freshAccount(),
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
          ...fields,
        },
      });
      expectError(response, 400, BAD, msg);
      const after = await tableCounts(t.database.db);
      // Only the refused attempt is counted (rate limit).
      expect({ ...after, auth_counter: 0 }).toEqual({ ...before, auth_counter: 0 });
    },
  );

  it('applies the register-limit config: a required field, a shown email, a hidden field ignored', async () => {
    await setRegisterField('phone', true, true);
    await setRegisterField('email', true, false);
    const base = {
      account: freshAccount(),
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    };
    expectError(
      await call(t.app, 'register', { body: base }),
      400,
      BAD,
      REGISTER_MESSAGES.phone.requiredError,
    );
    expectError(
      await call(t.app, 'register', { body: { ...base, phone: '13800138000', email: 'bad@' } }),
      400,
      BAD,
      REGISTER_MESSAGES.email.error,
    );
    // qq is hidden: a malformed value is not looked at.
    dataOf(await call(t.app, 'register', { body: { ...base, phone: '13800138000', qq: 'x' } }));
    await setRegisterField('phone', true, false);
    await setRegisterField('email', false, false);
  });

  it('refuses a taken account (any letter case)', async () => {
    const { account } = await registerUser(t.app);
    const response = await call(t.app, 'register', {
      body: {
        account: account.toUpperCase(),
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      },
    });
    expectError(response, 400, BAD, ACCOUNT_TEXT.accountTaken);
  });
});

describe('POST /v/user/reg: promotion codes and the image code', () => {
  it('links an agent by promotion code and credits the registration bonus through the ledger', async () => {
    const agent = await registerUser(t.app);
    await t.database.db
      .update(userAccount)
      .set({ isDl: true, promoCode: 'AGENT1' })
      .where(eq(userAccount.account, agent.account));
    const companyId = await testCompanyId(t.database);
    await t.database.db
      .update(registerSetting)
      .set({ registerBonus: 8_000n })
      .where(eq(registerSetting.companyId, companyId));
    const player = await registerUser(t.app, { intrCode: 'AGENT1' });
    await t.database.db
      .update(registerSetting)
      .set({ registerBonus: 0n })
      .where(eq(registerSetting.companyId, companyId));
    const [row] = await t.database.db
      .select()
      .from(userAccount)
      .where(eq(userAccount.account, player.account));
    const [agentRow] = await t.database.db
      .select()
      .from(userAccount)
      .where(eq(userAccount.account, agent.account));
    expect(row?.parentId).toBe(agentRow?.id);
    const rows = await t.database.db.select().from(ledger).where(eq(ledger.userId, row!.id));
    expect(rows).toMatchObject([{ type: 11, amount: 8_000n, balanceAfter: 8_000n }]);
    const profile = profileSchema.parse(
      dataOf(await call(t.app, 'userInfo', { token: player.token })),
    );
    expect(profile.extInfo.money).toBe(8_000);
  });

  it('needs the image code when registerLimit.vCode is on, checked once', async () => {
    const companyId = await testCompanyId(t.database);
    await t.database.db
      .update(registerSetting)
      .set({ vCode: true })
      .where(eq(registerSetting.companyId, companyId));
    try {
      const body = {
        account: freshAccount(),
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      };
      expectError(
        await call(t.app, 'register', { body }),
        400,
        BAD,
        REGISTER_MESSAGES.vCode.requiredError,
      );
      const wrong = await solveCaptcha(t.app, t.database.db, 'reg');
      expectError(
        await call(t.app, 'register', {
          body: { ...body, vCode: wrong.code === '0000' ? '0001' : '0000' },
          headers: { cookie: wrong.cookie },
        }),
        400,
        BAD,
        LOGIN_TEXT.badCode,
      );
      // A captcha is used up by a wrong answer too.
      expectError(
        await call(t.app, 'register', {
          body: { ...body, vCode: wrong.code },
          headers: { cookie: wrong.cookie },
        }),
        400,
        BAD,
        LOGIN_TEXT.badCode,
      );
      const right = await solveCaptcha(t.app, t.database.db, 'reg');
      dataOf(
        await call(t.app, 'register', {
          body: { ...body, vCode: right.code },
          headers: { cookie: right.cookie },
        }),
      );
      // Other origins name the captcha by the `t` they fetched it with.
      const byKey = await solveCaptcha(t.app, t.database.db, 'reg', `k${Date.now()}`);
      dataOf(
        await call(t.app, 'register', {
          body: {
            account: freshAccount(),
            password: TEST_PASSWORD,
            confirmPassword: TEST_PASSWORD,
            vCode: byKey.code,
            vCodeKey: byKey.t,
          },
        }),
      );
    } finally {
      await t.database.db
        .update(registerSetting)
        .set({ vCode: false })
        .where(eq(registerSetting.companyId, companyId));
    }
  });
});

describe('POST /v/user/reg: rate limits and malformed bodies', () => {
  it('limits registrations per address', async () => {
    const limited = await createTestApp({
      // Over a day, not a minute (test/limits.ts): a minute's boundary between the registrations lets
      // a third through (the sliding count: 1.99 of 2).
      authLimits: { registerPerAddress: [{ max: 2, windowMs: DAY_MS }] },
    });
    try {
      const remoteAddress = '192.0.2.7';
      const body = () => ({
        account: freshAccount(),
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      });
      dataOf(await call(limited.app, 'register', { body: body(), remoteAddress }));
      dataOf(await call(limited.app, 'register', { body: body(), remoteAddress }));
      expectError(
        await call(limited.app, 'register', { body: body(), remoteAddress }),
        429,
        ErrorCode.TOO_MANY_REQUESTS,
        RATE_LIMIT_TEXT.register,
      );
      dataOf(await call(limited.app, 'register', { body: body(), remoteAddress: '192.0.2.8' }));
    } finally {
      await limited.close();
    }
  });

  it('behind a trusted proxy limits by the forwarded client address, not the proxy', async () => {
    const proxied = await createTestApp({
      // Over a day, not a minute (test/limits.ts), as above.
      authLimits: { registerPerAddress: [{ max: 1, windowMs: DAY_MS }] },
      trustProxy: ['10.0.0.1'],
    });
    try {
      const proxy = '10.0.0.1';
      const body = () => ({
        account: freshAccount(),
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      });
      const from = (client: string) => ({
        body: body(),
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': client },
      });
      dataOf(await call(proxied.app, 'register', from('198.51.100.1')));
      dataOf(await call(proxied.app, 'register', from('198.51.100.2')));
      expectError(
        await call(proxied.app, 'register', from('198.51.100.1')),
        429,
        ErrorCode.TOO_MANY_REQUESTS,
        RATE_LIMIT_TEXT.register,
      );
    } finally {
      await proxied.close();
    }
  });

  it('without a trusted proxy ignores X-Forwarded-For (a client cannot pose as many)', async () => {
    const direct = await createTestApp({
      // Over a day, not a minute (test/limits.ts), as above.
      authLimits: { registerPerAddress: [{ max: 1, windowMs: DAY_MS }] },
    });
    try {
      const remoteAddress = '192.0.2.9';
      const body = () => ({
        account: freshAccount(),
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      });
      dataOf(
        await call(direct.app, 'register', {
          body: body(),
          remoteAddress,
          headers: { 'x-forwarded-for': '198.51.100.3' },
        }),
      );
      expectError(
        await call(direct.app, 'register', {
          body: body(),
          remoteAddress,
          headers: { 'x-forwarded-for': '198.51.100.4' },
        }),
        429,
        ErrorCode.TOO_MANY_REQUESTS,
        RATE_LIMIT_TEXT.register,
      );
    } finally {
      await direct.close();
    }
  });

  it('answers 400 to a malformed body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v/user/reg',
      headers: { 'content-type': 'application/json' },
      payload: '{"account": ',
    });
    expectError(response, 400, BAD);
    const tooLong = await call(t.app, 'register', { body: { account: 'a'.repeat(100) } });
    expectError(tooLong, 400, BAD);
  });
});

describe('GET /v/user/checkUnique', () => {
  it('tells taken from free account names', async () => {
    const { account } = await registerUser(t.app);
    expect(dataOf(await call(t.app, 'checkUnique', { query: { account } }))).toEqual({
      unique: false,
    });
    expect(
      dataOf(await call(t.app, 'checkUnique', { query: { account: account.toUpperCase() } })),
    ).toEqual({ unique: false });
    expect(
      dataOf(await call(t.app, 'checkUnique', { query: { account: freshAccount() } })),
    ).toEqual({ unique: true });
    expectError(await call(t.app, 'checkUnique'), 400, BAD);
  });
});

describe('GET /v/user/regTest', () => {
  it('creates a TEST account with trial money in the ledger and returns a working token', async () => {
    const auth = authTokenSchema.parse(dataOf(await call(t.app, 'registerTrial')));
    expect(auth.type).toBe('TEST');
    const profile = profileSchema.parse(
      dataOf(await call(t.app, 'userInfo', { token: auth.token })),
    );
    expect(profile.userInfo.type).toBe('TEST');
    expect(profile.extInfo.money).toBe(Number(TRIAL_MONEY));
  });
});

describe('POST /v/user/login', () => {
  it('logs in with the right password only, a new token each time', async () => {
    const user = await registerUser(t.app);
    expectError(
      await call(t.app, 'login', { body: { account: user.account, password: 'Wrong0Pass' } }),
      400,
      BAD,
      ACCOUNT_TEXT.wrongCredentials,
    );
    expectError(
      await call(t.app, 'login', { body: { account: 'nosuchuser1', password: TEST_PASSWORD } }),
      400,
      BAD,
      ACCOUNT_TEXT.wrongCredentials,
    );
    const first = authTokenSchema.parse(
      dataOf(
        await call(t.app, 'login', {
          body: {
            account: user.account,
            password: TEST_PASSWORD,
            remember: 'true',
            version: '5.0.8',
          },
        }),
      ),
    );
    const second = authTokenSchema.parse(
      dataOf(
        await call(t.app, 'login', {
          body: { account: user.account.toUpperCase(), password: TEST_PASSWORD },
        }),
      ),
    );
    expect(first.token).not.toBe(second.token);
    expect(first.token).not.toBe(user.token);
    for (const token of [user.token, first.token, second.token]) {
      dataOf(await call(t.app, 'userStatus', { token }));
    }
  });

  it('asks for the captcha after failed logins of an account from other addresses, never refuses its owner', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 3; i++) {
      expectError(
        await call(t.app, 'login', { body: { account: user.account, password: 'Wrong0Pass' } }),
        400,
        BAD,
      );
    }
    // The right password alone is not enough while the limit holds: it needs the captcha, …
    expectError(
      await call(t.app, 'login', { body: { account: user.account, password: TEST_PASSWORD } }),
      400,
      BAD,
      LOGIN_TEXT.badCode,
    );
    // … and with it the owner is in.
    const solved = await solveCaptcha(t.app, t.database.db, 'login');
    dataOf(
      await call(t.app, 'login', {
        body: { account: user.account, password: TEST_PASSWORD, valiCode: solved.code },
        headers: { cookie: solved.cookie },
      }),
    );
  });

  it('refuses an address that failed too often on an account, whatever the password', async () => {
    const user = await registerUser(t.app);
    const remoteAddress = '192.0.2.40';
    for (let i = 0; i < 5; i++) {
      expectError(
        await call(t.app, 'login', {
          body: { account: user.account, password: 'Wrong0Pass' },
          remoteAddress,
        }),
        400,
        BAD,
      );
    }
    expectError(
      await call(t.app, 'login', {
        body: { account: user.account, password: TEST_PASSWORD },
        remoteAddress,
      }),
      429,
      ErrorCode.TOO_MANY_REQUESTS,
      RATE_LIMIT_TEXT.login,
    );
  });
});

describe('POST /v/user/login: account states, the image code and bad input', () => {
  it('refuses frozen accounts and asks flagged ones to reset their password', async () => {
    const frozen = await registerUser(t.app);
    await t.database.db
      .update(userAccount)
      .set({ enabled: false })
      .where(eq(userAccount.account, frozen.account));
    expectError(
      await call(t.app, 'login', { body: { account: frozen.account, password: TEST_PASSWORD } }),
      400,
      ErrorCode.ACCOUNT_STATE_ERROR,
      ACCOUNT_TEXT.accountFrozen,
    );
    // A frozen account's existing token stops working.
    expectError(
      await call(t.app, 'moneyCheck', { token: frozen.token }),
      400,
      ErrorCode.TOKEN_INVALID,
    );

    const flagged = await registerUser(t.app);
    await t.database.db
      .update(userAccount)
      .set({ mustResetPassword: true })
      .where(eq(userAccount.account, flagged.account));
    expectError(
      await call(t.app, 'login', { body: { account: flagged.account, password: TEST_PASSWORD } }),
      400,
      ErrorCode.RESET_PASSWORD,
      ACCOUNT_TEXT.mustResetPassword,
    );
    // updatePasswordByAccount lifts the flag.
    dataOf(
      await call(t.app, 'updatePasswordByAccount', {
        body: {
          account: flagged.account,
          oldPassword: TEST_PASSWORD,
          newPassword: 'NewPassw0rd',
          confirmPassword: 'NewPassw0rd',
        },
      }),
    );
    dataOf(
      await call(t.app, 'login', { body: { account: flagged.account, password: 'NewPassw0rd' } }),
    );
  });

  it('needs the image code when userLoginLimit.vCode is on', async () => {
    const user = await registerUser(t.app);
    await setConfig(ConfigKey.LOGIN_VCODE, '1');
    try {
      expectError(
        await call(t.app, 'login', { body: { account: user.account, password: TEST_PASSWORD } }),
        400,
        BAD,
        LOGIN_TEXT.badCode,
      );
      // A captcha cookie that is not valid percent-encoding is no captcha (it answered 500).
      expectError(
        await call(t.app, 'login', {
          body: { account: user.account, password: TEST_PASSWORD, valiCode: '1234' },
          headers: { cookie: `${VCODE_COOKIE}=%E0%A4%A` },
        }),
        400,
        BAD,
        LOGIN_TEXT.badCode,
      );
      const solved = await solveCaptcha(t.app, t.database.db, 'login');
      // A register captcha does not open a login.
      const reg = await solveCaptcha(t.app, t.database.db, 'reg');
      expectError(
        await call(t.app, 'login', {
          body: { account: user.account, password: TEST_PASSWORD, valiCode: reg.code },
          headers: { cookie: reg.cookie },
        }),
        400,
        BAD,
        LOGIN_TEXT.badCode,
      );
      dataOf(
        await call(t.app, 'login', {
          body: { account: user.account, password: TEST_PASSWORD, valiCode: solved.code },
          headers: { cookie: solved.cookie },
        }),
      );
    } finally {
      await setConfig(ConfigKey.LOGIN_VCODE, '0');
    }
  });

  it('answers 400 without account or password', async () => {
    expectError(await call(t.app, 'login', { body: { account: 'abc' } }), 400, BAD);
  });
});

describe('GET /v/vCode', () => {
  it('draws the code as paths, not text, and sets the captcha cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v/vCode?t=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<svg /);
    expect(response.body).not.toMatch(/<text/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(String(response.headers['set-cookie'])).toMatch(
      /jl_vcode=[^;]+; Path=\/; Max-Age=300; HttpOnly/,
    );
  });
});

describe('sessions', () => {
  it('GET /v/user/logout revokes the token', async () => {
    const user = await registerUser(t.app);
    dataOf(await call(t.app, 'moneyCheck', { token: user.token }));
    dataOf(await call(t.app, 'logout', { token: user.token }));
    expectError(
      await call(t.app, 'moneyCheck', { token: user.token }),
      400,
      ErrorCode.TOKEN_INVALID,
    );
    dataOf(await call(t.app, 'logout'));
  });

  it('401 without a token, UC/TOKEN_INVALID for unknown, expired and idle tokens, also with bad input', async () => {
    expectError(await call(t.app, 'userInfo'), 401, ErrorCode.UNAUTHORIZED);
    expectError(
      await call(t.app, 'userInfo', { token: 'x'.repeat(43) }),
      400,
      ErrorCode.TOKEN_INVALID,
    );
    expectError(
      await call(t.app, 'updatePassword', { body: { bad: 1 } }),
      401,
      ErrorCode.UNAUTHORIZED,
    );
    const user = await registerUser(t.app);
    const [row] = await t.database.db
      .select()
      .from(userAccount)
      .where(eq(userAccount.account, user.account));
    await t.database.db
      .update(accessToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessToken.userId, row!.id));
    expectError(await call(t.app, 'userInfo', { token: user.token }), 400, ErrorCode.TOKEN_INVALID);
    const again = authTokenSchema.parse(
      dataOf(
        await call(t.app, 'login', { body: { account: user.account, password: TEST_PASSWORD } }),
      ),
    );
    await t.database.db
      .update(accessToken)
      .set({ lastUsedAt: sql`now() - interval '8 days'` })
      .where(eq(accessToken.userId, row!.id));
    expectError(
      await call(t.app, 'userInfo', { token: again.token }),
      400,
      ErrorCode.TOKEN_INVALID,
    );
    // Bearer form works too.
    const third = authTokenSchema.parse(
      dataOf(
        await call(t.app, 'login', { body: { account: user.account, password: TEST_PASSWORD } }),
      ),
    );
    dataOf(
      await call(t.app, 'userStatus', { headers: { authorization: `Bearer ${third.token}` } }),
    );
  });
});

describe('token housekeeping', () => {
  it("a login removes the user's revoked and expired tokens, keeping live ones", async () => {
    const user = await registerUser(t.app);
    const login = () =>
      call(t.app, 'login', { body: { account: user.account, password: TEST_PASSWORD } }).then((r) =>
        authTokenSchema.parse(dataOf(r)),
      );
    const second = await login();
    dataOf(await call(t.app, 'logout', { token: second.token }));
    const [row] = await t.database.db
      .select()
      .from(userAccount)
      .where(eq(userAccount.account, user.account));
    const tokens = () =>
      t.database.db.select().from(accessToken).where(eq(accessToken.userId, row!.id));
    expect(await tokens()).toHaveLength(2);
    const third = await login();
    const left = await tokens();
    expect(left).toHaveLength(2);
    expect(left.every((tk) => tk.revokedAt === null)).toBe(true);
    dataOf(await call(t.app, 'userStatus', { token: user.token }));
    dataOf(await call(t.app, 'userStatus', { token: third.token }));
  });
});

describe('passwords', () => {
  it('POST /api/user/updatePassword checks the old password and the rules, and ends other sessions', async () => {
    const user = await registerUser(t.app);
    const other = authTokenSchema.parse(
      dataOf(
        await call(t.app, 'login', { body: { account: user.account, password: TEST_PASSWORD } }),
      ),
    );
    const change = (body: Record<string, string>) =>
      call(t.app, 'updatePassword', { token: user.token, body });
    expectError(
      await change({
        oldPassword: 'Wrong0Pass',
        newPassword: 'NewPassw0rd',
        confirmPassword: 'NewPassw0rd',
      }),
      400,
      BAD,
      ACCOUNT_TEXT.oldPasswordWrong,
    );
    expectError(
      await change({ oldPassword: TEST_PASSWORD, newPassword: 'short', confirmPassword: 'short' }),
      400,
      BAD,
      REGISTER_MESSAGES.password.error,
    );
    expectError(
      await change({
        oldPassword: TEST_PASSWORD,
        newPassword: 'NewPassw0rd',
        confirmPassword: 'NewPassw0rX',
      }),
      400,
      BAD,
      REGISTER_MESSAGES.confirmPassword.error,
    );
    expectError(
      await change({
        oldPassword: TEST_PASSWORD,
        newPassword: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      }),
      400,
      BAD,
      ACCOUNT_TEXT.newPasswordSame,
    );
    dataOf(
      await change({
        oldPassword: TEST_PASSWORD,
        newPassword: 'NewPassw0rd',
        confirmPassword: 'NewPassw0rd',
      }),
    );
    dataOf(await call(t.app, 'userStatus', { token: user.token }));
    expectError(
      await call(t.app, 'userStatus', { token: other.token }),
      400,
      ErrorCode.TOKEN_INVALID,
    );
    expectError(
      await call(t.app, 'login', { body: { account: user.account, password: TEST_PASSWORD } }),
      400,
      BAD,
    );
    dataOf(
      await call(t.app, 'login', { body: { account: user.account, password: 'NewPassw0rd' } }),
    );
  });

  it('fund password: set with the login password, checked with UC/CASH_PASSWORD* codes, changed with the old one', async () => {
    const user = await registerUser(t.app);
    const check = (cashPassword: string) =>
      call(t.app, 'checkCashPassword', { token: user.token, body: { cashPassword } });
    expectError(await check('1234'), 400, ErrorCode.CASH_PASSWORD_NULL);
    // Without one set, a check without a password too sends the player to set one (spec §8).
    const checkWithout = () => call(t.app, 'checkCashPassword', { token: user.token, body: {} });
    expectError(await checkWithout(), 400, ErrorCode.CASH_PASSWORD_NULL);
    const set = (body: Record<string, string>) =>
      call(t.app, 'updateFundPwd', { token: user.token, body });
    expectError(
      await set({ password: 'Wrong0Pass', fundPwd: '1234', confirmFundPwd: '1234' }),
      400,
      BAD,
      ACCOUNT_TEXT.oldPasswordWrong,
    );
    expectError(
      await set({ password: TEST_PASSWORD, fundPwd: '12a4', confirmFundPwd: '12a4' }),
      400,
      BAD,
      REGISTER_MESSAGES.fundPwd.error,
    );
    expectError(
      await set({ password: TEST_PASSWORD, fundPwd: '1234', confirmFundPwd: '1235' }),
      400,
      BAD,
      ACCOUNT_TEXT.fundPasswordConfirm,
    );
    dataOf(await set({ password: TEST_PASSWORD, fundPwd: '1234', confirmFundPwd: '1234' }));
    expect(dataOf(await check('1234'))).toEqual({ valid: true });
    expectError(await check('4321'), 400, ErrorCode.CASH_PASSWORD_ERROR, '交易密码输入错误!');
    expectError(await check(''), 400, ErrorCode.CASH_PASSWORD);
    expectError(await checkWithout(), 400, ErrorCode.CASH_PASSWORD);
    expectError(
      await set({ oldFundPwd: '9999', fundPwd: '5678', confirmFundPwd: '5678' }),
      400,
      ErrorCode.CASH_PASSWORD_ERROR,
    );
    dataOf(await set({ oldFundPwd: '1234', fundPwd: '5678', confirmFundPwd: '5678' }));
    dataOf(await check('5678'));
    const profile = profileSchema.parse(
      dataOf(await call(t.app, 'userInfo', { token: user.token })),
    );
    expect(profile.extInfo.fundPwd).toBe(1);
  });
});

describe('wallet rows of new users', () => {
  it('every user has a wallet and its balance equals the sum of its ledger', async () => {
    const rows = await t.database.db.execute(sql`
      select w.user_id, w.balance, coalesce(sum(l.amount), 0) as total
      from ${wallet} w left join ${ledger} l on l.user_id = w.user_id
      group by w.user_id, w.balance`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
      balance: unknown;
      total: unknown;
    }[];
    expect(list.length).toBeGreaterThan(5);
    for (const row of list) expect(String(row.balance)).toBe(String(row.total));
  });
});
