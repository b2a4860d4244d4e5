// The console's sessions (issue 32): sign-in with password and TOTP (replays refused), the cookie's
// attributes, CSRF on every non-GET request, idle and absolute timeouts, logout, the password
// change (rules, must-change, other sessions end), the login limits under a burst, and the audit
// rows of each. Never a 500 for bad input.
import { ErrorCode } from '@jinli/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { dataOf, expectError } from '../../../test/users';
import { RATE_LIMIT_TEXT } from '../accounts/rateLimits';
import { totpCode } from '../operators/totp';
import { CONSOLE_PASSWORD_PATH, CONSOLE_SESSION_PATH } from './paths';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';
import {
  consoleAudit,
  consoleOf,
  consoleRequest,
  makeOperator,
  postLogin,
  signIn,
  testClock,
} from './testKit';
import { CONSOLE_TEXT } from './texts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ console: { now: clock.now } });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /console-api/session: signing in and the session cookie', () => {
  it('signs in with name, password and TOTP: an HttpOnly Strict cookie on /console-api, the CSRF token in the body, audited', async () => {
    const op = await makeOperator(t, 'login1', 'finance');
    const response = await postLogin(consoleOf(t), {
      name: 'LOGIN1', // names are case-insensitive
      password: op.password,
      totp: totpCode(op.secret, clock.now()),
    });
    const data = dataOf<{
      name: string;
      role: string;
      mustChangePassword: boolean;
      csrfToken: string;
    }>(response);
    expect(data).toMatchObject({
      name: 'login1',
      role: 'finance',
      roleLabel: '财务',
      mustChangePassword: false,
    });
    expect(data.csrfToken).toMatch(/^[\w-]{40,}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/console-api/);
    expect(cookie).not.toMatch(/Secure/); // plain http here; https adds it (below)
    expect(response.headers['cache-control']).toBe('no-store');
    const [row] = await consoleAudit(t, 'console.login');
    expect(row).toMatchObject({ operator: 'login1', role: 'finance', action: 'console.login' });
    clock.step();
  });

  it('marks the cookie Secure when the request came over https (trusted proxy)', async () => {
    const proxied = await createTestApp({ console: { now: clock.now }, trustProxy: true });
    try {
      const op = await makeOperator(proxied, 'secure1', 'ops');
      const response = await consoleOf(proxied).inject({
        method: 'POST',
        url: CONSOLE_SESSION_PATH,
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        payload: JSON.stringify({
          name: op.name,
          password: op.password,
          totp: totpCode(op.secret, clock.now()),
        }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });
});

describe('POST /console-api/session: bad input and wrong credentials', () => {
  it('refuses bad input with 400 {code,msg}, never 500', async () => {
    const app = consoleOf(t);
    for (const body of [
      {},
      { name: '', password: 'x', totp: '123456' },
      { name: 'a'.repeat(65), password: 'x', totp: '123456' },
      { name: 'a', password: 'x'.repeat(129), totp: '1' },
      { name: 'a', password: 'x', totp: 123456 },
      { name: ['a'], password: 'x', totp: '1' },
      { name: 'a\u0000b', password: 'x', totp: '1' },
      null,
    ])
      expectError(await postLogin(app, body, '203.0.113.2'), 400, ErrorCode.BAD_REQUEST);
    const raw = await app.inject({
      method: 'POST',
      url: CONSOLE_SESSION_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expectError(raw, 400, ErrorCode.BAD_REQUEST);
  });

  it('refuses a wrong password, an unknown name and a wrong TOTP alike, auditing each', async () => {
    const op = await makeOperator(t, 'login2', 'ops');
    const app = consoleOf(t);
    const code = totpCode(op.secret, clock.now());
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (const body of [
      { name: op.name, password: `${op.password}x`, totp: code },
      { name: 'nobody', password: op.password, totp: code },
      { name: op.name, password: op.password, totp: wrongCode },
      { name: op.name, password: op.password, totp: '' },
    ])
      expectError(
        await postLogin(app, body, '203.0.113.3'),
        400,
        ErrorCode.BAD_REQUEST,
        CONSOLE_TEXT.wrongCredentials,
      );
    const failed = await consoleAudit(t, 'console.login_failed');
    expect(
      failed.slice(0, 4).map((row) => [row.operator, (row.params as { reason: string }).reason]),
    ).toEqual([
      ['login2', 'totp'],
      ['login2', 'totp'],
      ['nobody', 'name'],
      ['login2', 'password'],
    ]);
  });
});

describe('POST /console-api/session: TOTP drift, replays and disabled operators', () => {
  it('accepts the code of the step before and after (clock drift), not two steps away', async () => {
    const op = await makeOperator(t, 'drift1', 'ops');
    const app = consoleOf(t);
    const at = clock.now();
    const login = (codeAt: number) =>
      postLogin(
        app,
        { name: op.name, password: op.password, totp: totpCode(op.secret, codeAt) },
        '203.0.113.4',
      );
    expectError(
      await login(at - 60_000),
      400,
      ErrorCode.BAD_REQUEST,
      CONSOLE_TEXT.wrongCredentials,
    );
    expect((await login(at - 30_000)).statusCode).toBe(200);
    expect((await login(at + 30_000)).statusCode).toBe(200);
    expectError(
      await login(at + 60_000),
      400,
      ErrorCode.BAD_REQUEST,
      CONSOLE_TEXT.wrongCredentials,
    );
    clock.step();
    clock.step();
  });

  it('refuses a TOTP code used before (replay), and an older one after a newer was used', async () => {
    const op = await makeOperator(t, 'replay1', 'ops');
    const app = consoleOf(t);
    const body = { name: op.name, password: op.password, totp: totpCode(op.secret, clock.now()) };
    expect((await postLogin(app, body, '203.0.113.5')).statusCode).toBe(200);
    expectError(
      await postLogin(app, body, '203.0.113.5'),
      400,
      ErrorCode.BAD_REQUEST,
      CONSOLE_TEXT.totpReplayed,
    );
    // Two logins with the same fresh code at once: one passes.
    clock.step();
    const fresh = { ...body, totp: totpCode(op.secret, clock.now()) };
    const both = await Promise.all([
      postLogin(app, fresh, '203.0.113.5'),
      postLogin(app, fresh, '203.0.113.5'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const [row] = await consoleAudit(t, 'console.login_failed');
    expect(row).toMatchObject({
      operator: 'replay1',
      role: 'ops',
      params: { reason: 'totp_replayed' },
    });
    clock.step();
  });

  it('refuses a disabled operator after the credentials, with its own message', async () => {
    const op = await makeOperator(t, 'disabled1', 'support');
    const { operatorAccount } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(operatorAccount)
      .set({ disabled: true })
      .where(eq(operatorAccount.id, op.id));
    expectError(
      await postLogin(
        consoleOf(t),
        { name: op.name, password: op.password, totp: totpCode(op.secret, clock.now()) },
        '203.0.113.6',
      ),
      400,
      ErrorCode.BAD_REQUEST,
      CONSOLE_TEXT.disabled,
    );
    clock.step();
  });
});

describe('POST /console-api/session: login limits under failures and bursts', () => {
  it('locks a name out after the players’ limit of failures (5 a minute), right password or not', async () => {
    const op = await makeOperator(t, 'lockout1', 'ops');
    const app = consoleOf(t);
    for (let i = 0; i < 5; i++)
      expectError(
        await postLogin(
          app,
          { name: op.name, password: 'Wrong12345x', totp: '123456' },
          `198.51.100.${10 + i}`,
        ),
        400,
        ErrorCode.BAD_REQUEST,
      );
    expectError(
      await postLogin(
        app,
        { name: op.name, password: op.password, totp: totpCode(op.secret, clock.now()) },
        '198.51.100.99',
      ),
      429,
      ErrorCode.TOO_MANY_REQUESTS,
      RATE_LIMIT_TEXT.login,
    );
  });

  it('keeps 200 parallel wrong logins of one name (from 200 addresses) within the limit', async () => {
    await makeOperator(t, 'burst1', 'ops');
    const app = consoleOf(t);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postLogin(
          app,
          { name: 'burst1', password: 'Wrong12345x', totp: '123456' },
          `10.9.${i >> 8}.${i & 255}`,
        ),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(195);
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
    const checked = (await consoleAudit(t, 'console.login_failed')).filter(
      (row) => row.operator === 'burst1',
    );
    expect(checked.length).toBeLessThanOrEqual(5);
  });
});

describe('GET and DELETE /console-api/session', () => {
  it('answers who is signed in; 401 without a cookie or with an unknown one', async () => {
    const op = await makeOperator(t, 'whoami1', 'support');
    const app = consoleOf(t);
    const session = await signIn(app, op, clock);
    expect(dataOf(await consoleRequest(app, session, 'GET', CONSOLE_SESSION_PATH))).toMatchObject({
      name: 'whoami1',
      role: 'support',
      roleLabel: '客服',
      mustChangePassword: false,
      csrfToken: session.csrf,
    });
    expectError(
      await consoleRequest(app, undefined, 'GET', CONSOLE_SESSION_PATH),
      401,
      ErrorCode.UNAUTHORIZED,
      CONSOLE_TEXT.notSignedIn,
    );
    expectError(
      await consoleRequest(app, { cookie: 'forged', csrf: 'x' }, 'GET', CONSOLE_SESSION_PATH),
      401,
      ErrorCode.UNAUTHORIZED,
      CONSOLE_TEXT.sessionExpired,
    );
  });

  it('ends a session idle for 30 minutes', async () => {
    const op = await makeOperator(t, 'idle1', 'ops');
    const app = consoleOf(t);
    const session = await signIn(app, op, clock);
    clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await consoleRequest(app, session, 'GET', CONSOLE_SESSION_PATH)).statusCode).toBe(200);
    clock.advance(SESSION_IDLE_MS - 60_000); // active a moment ago: still on
    expect((await consoleRequest(app, session, 'GET', CONSOLE_SESSION_PATH)).statusCode).toBe(200);
    clock.advance(SESSION_IDLE_MS);
    expectError(
      await consoleRequest(app, session, 'GET', CONSOLE_SESSION_PATH),
      401,
      ErrorCode.UNAUTHORIZED,
      CONSOLE_TEXT.sessionExpired,
    );
  });

  it('ends a busy session 12 hours after sign-in', async () => {
    const op = await makeOperator(t, 'absolute1', 'ops');
    const app = consoleOf(t);
    const session = await signIn(app, op, clock);
    const end = clock.now() - 30_000 + SESSION_ABSOLUTE_MS;
    while (clock.now() + 20 * 60_000 < end) {
      clock.advance(20 * 60_000);
      expect((await consoleRequest(app, session, 'GET', CONSOLE_SESSION_PATH)).statusCode).toBe(
        200,
      );
    }
    clock.advance(20 * 60_000);
    expectError(
      await consoleRequest(app, session, 'GET', CONSOLE_SESSION_PATH),
      401,
      ErrorCode.UNAUTHORIZED,
      CONSOLE_TEXT.sessionExpired,
    );
  });

  it('logs out with the CSRF token (refused without it or with another session’s), audited', async () => {
    const op = await makeOperator(t, 'logout1', 'finance');
    const app = consoleOf(t);
    const session = await signIn(app, op, clock);
    const other = await signIn(app, op, clock);
    expectError(
      await consoleRequest(app, session, 'DELETE', CONSOLE_SESSION_PATH, undefined, null),
      403,
      ErrorCode.FORBIDDEN,
      CONSOLE_TEXT.csrf,
    );
    expectError(
      await consoleRequest(app, session, 'DELETE', CONSOLE_SESSION_PATH, undefined, other.csrf),
      403,
      ErrorCode.FORBIDDEN,
      CONSOLE_TEXT.csrf,
    );
    expectError(
      await consoleRequest(app, session, 'DELETE', CONSOLE_SESSION_PATH, undefined, ''),
      403,
      ErrorCode.FORBIDDEN,
      CONSOLE_TEXT.csrf,
    );
    const out = await consoleRequest(app, session, 'DELETE', CONSOLE_SESSION_PATH);
    expect(out.statusCode, out.body).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expectError(
      await consoleRequest(app, session, 'GET', CONSOLE_SESSION_PATH),
      401,
      ErrorCode.UNAUTHORIZED,
    );
    expect((await consoleRequest(app, other, 'GET', CONSOLE_SESSION_PATH)).statusCode).toBe(200);
    const [row] = await consoleAudit(t, 'console.logout');
    expect(row).toMatchObject({ operator: 'logout1', role: 'finance' });
  });
});

describe('POST /console-api/password', () => {
  it('makes a new operator change the one-time password before anything else; the change ends other sessions', async () => {
    const op = await makeOperator(t, 'first1', 'admin', true);
    const app = consoleOf(t);
    const session = await signIn(app, op, clock);
    const other = await signIn(app, op, clock);
    expect(dataOf(await consoleRequest(app, session, 'GET', CONSOLE_SESSION_PATH))).toMatchObject({
      mustChangePassword: true,
    });
    expectError(
      await consoleRequest(app, session, 'GET', '/console-api/operators'),
      403,
      ErrorCode.FORBIDDEN,
      CONSOLE_TEXT.mustChangePassword,
    );
    const change = (body: unknown, csrf?: string | null) =>
      consoleRequest(app, session, 'POST', CONSOLE_PASSWORD_PATH, body, csrf);
    const newPassword = 'NewPassword2026';
    expectError(
      await change({ oldPassword: op.password, newPassword }, null),
      403,
      ErrorCode.FORBIDDEN,
      CONSOLE_TEXT.csrf,
    );
    expectError(await change({ oldPassword: op.password }), 400, ErrorCode.BAD_REQUEST);
    expectError(
      await change({ oldPassword: 'Wrong12345x', newPassword }),
      400,
      ErrorCode.BAD_REQUEST,
      CONSOLE_TEXT.oldPasswordWrong,
    );
    for (const weak of [
      'Short1a',
      'alllowercase123',
      'ALLUPPER1234',
      'NoDigitsHere',
      'With Space12A',
    ])
      expectError(
        await change({ oldPassword: op.password, newPassword: weak }),
        400,
        ErrorCode.BAD_REQUEST,
        CONSOLE_TEXT.passwordRules,
      );
    expectError(
      await change({ oldPassword: op.password, newPassword: op.password }),
      400,
      ErrorCode.BAD_REQUEST,
      CONSOLE_TEXT.newPasswordSame,
    );
    expect((await change({ oldPassword: op.password, newPassword })).statusCode).toBe(200);
    expect(dataOf(await consoleRequest(app, session, 'GET', CONSOLE_SESSION_PATH))).toMatchObject({
      mustChangePassword: false,
    });
    expect((await consoleRequest(app, session, 'GET', '/console-api/operators')).statusCode).toBe(
      200,
    );
    expectError(
      await consoleRequest(app, other, 'GET', CONSOLE_SESSION_PATH),
      401,
      ErrorCode.UNAUTHORIZED,
    );
    // The old password no longer opens it; the new one does.
    expectError(
      await postLogin(
        app,
        { name: op.name, password: op.password, totp: totpCode(op.secret, clock.now()) },
        '203.0.113.7',
      ),
      400,
      ErrorCode.BAD_REQUEST,
    );
    await signIn(app, { ...op, password: newPassword }, clock, '203.0.113.7');
    const [row] = await consoleAudit(t, 'console.password');
    expect(row).toMatchObject({
      operator: 'first1',
      role: 'admin',
      after: { mustChangePassword: false },
    });
  });

  it('limits guesses of the old password (5 a minute)', async () => {
    const op = await makeOperator(t, 'guess1', 'ops');
    const app = consoleOf(t);
    const session = await signIn(app, op, clock);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        consoleRequest(app, session, 'POST', CONSOLE_PASSWORD_PATH, {
          oldPassword: 'Wrong12345x',
          newPassword: 'NewPassword2026',
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
    expect(statuses).toContain(429);
  });
});

it('unknown console paths are 404 {code,msg}', async () => {
  const response = await consoleOf(t).inject({ method: 'GET', url: '/console-api/nothing' });
  expectError(response, 404, ErrorCode.NOT_FOUND);
});
