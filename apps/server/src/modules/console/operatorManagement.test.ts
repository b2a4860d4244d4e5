// Operator management for 管理员 (issue 32): list, create (one-time password and TOTP enrolment
// answered once, and they work), role changes, disabling (sessions end), password and TOTP resets,
// the last enabled admin kept, other roles refused, bad input never 500, every change audited.
import { ErrorCode } from '@jinli/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { dataOf, expectError } from '../../../test/users';
import { totpCode } from '../operators/totp';
import { CONSOLE_OPERATORS_PATH, CONSOLE_SESSION_PATH } from './paths';
import {
  consoleAudit,
  consoleOf,
  consoleRequest,
  makeOperator,
  postLogin,
  type Session,
  signIn,
  testClock,
  type TestOperator,
} from './testKit';
import { CONSOLE_TEXT } from './texts';

const clock = testClock();
let t: TestApp;
let root: TestOperator;
let rootSession: Session;
beforeAll(async () => {
  t = await createTestApp({ console: { now: clock.now } });
  root = await makeOperator(t, 'root', 'admin');
  rootSession = await signIn(consoleOf(t), root, clock);
});
afterAll(async () => {
  await t?.close();
});

const asRoot = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  consoleRequest(consoleOf(t), rootSession, method, url, body);

interface Created {
  operator: { id: number; name: string; role: string; mustChangePassword: boolean };
  password: string;
  totpSecret: string;
  totpUrl: string;
}

describe('creating operators', () => {
  it('creates one with a one-time password and a TOTP enrolment that sign it in, must-change set; audited', async () => {
    const created = dataOf<Created>(
      await asRoot('POST', CONSOLE_OPERATORS_PATH, { name: 'cai01', role: 'finance' }),
    );
    expect(created.operator).toMatchObject({
      name: 'cai01',
      role: 'finance',
      mustChangePassword: true,
      disabled: false,
    });
    expect(created.totpUrl).toMatch(/^otpauth:\/\/totp\/.*cai01\?.*secret=/);
    expect(created.totpUrl).toContain(`secret=${created.totpSecret}`);
    expect(created.password).toMatch(/^[A-Za-z0-9]{16}$/);
    const login = await postLogin(consoleOf(t), {
      name: 'cai01',
      password: created.password,
      totp: totpCode(created.totpSecret, clock.now()),
    });
    expect(dataOf(login)).toMatchObject({ mustChangePassword: true, role: 'finance' });
    clock.step();
    const [row] = await consoleAudit(t, 'operator.create');
    expect(row).toMatchObject({
      operator: 'root',
      role: 'admin',
      params: { name: 'cai01', role: 'finance' },
    });
    expect(JSON.stringify(row)).not.toContain(created.password);
    expect(JSON.stringify(row)).not.toContain(created.totpSecret);
    const list = dataOf<{ name: string }[]>(await asRoot('GET', CONSOLE_OPERATORS_PATH));
    expect(list.map((op) => op.name)).toEqual(expect.arrayContaining(['root', 'cai01']));
    expect(JSON.stringify(list)).not.toMatch(/hash|secret/i);
  });

  it('refuses a taken name (any case) with 409 and bad input with 400, never 500', async () => {
    expectError(
      await asRoot('POST', CONSOLE_OPERATORS_PATH, { name: 'ROOT', role: 'ops' }),
      409,
      ErrorCode.CONFLICT,
      CONSOLE_TEXT.nameTaken,
    );
    for (const body of [
      {},
      { name: 'x', role: 'boss' },
      { name: '', role: 'ops' },
      { name: 'has space', role: 'ops' },
      { name: '名字', role: 'ops' },
      { name: 'a'.repeat(65), role: 'ops' },
      { name: 5, role: 'ops' },
    ])
      expectError(await asRoot('POST', CONSOLE_OPERATORS_PATH, body), 400, ErrorCode.BAD_REQUEST);
  });
});

describe('changing operators', () => {
  it('changes a role (effective at once in live sessions) and disables (ending the sessions), audited', async () => {
    const op = await makeOperator(t, 'yy01', 'ops');
    const app = consoleOf(t);
    const session = await signIn(app, op, clock);
    const changed = dataOf<{ role: string }>(
      await asRoot('PATCH', `${CONSOLE_OPERATORS_PATH}/${op.id}`, { role: 'support' }),
    );
    expect(changed.role).toBe('support');
    expect(dataOf(await consoleRequest(app, session, 'GET', CONSOLE_SESSION_PATH))).toMatchObject({
      role: 'support',
    });
    dataOf(await asRoot('PATCH', `${CONSOLE_OPERATORS_PATH}/${op.id}`, { disabled: true }));
    expectError(
      await consoleRequest(app, session, 'GET', CONSOLE_SESSION_PATH),
      401,
      ErrorCode.UNAUTHORIZED,
    );
    expectError(
      await postLogin(
        app,
        { name: op.name, password: op.password, totp: totpCode(op.secret, clock.now()) },
        '203.0.113.20',
      ),
      400,
      ErrorCode.BAD_REQUEST,
      CONSOLE_TEXT.disabled,
    );
    clock.step();
    dataOf(await asRoot('PATCH', `${CONSOLE_OPERATORS_PATH}/${op.id}`, { disabled: false }));
    await signIn(app, op, clock, '203.0.113.20');
    const rows = await consoleAudit(t, 'operator.update');
    expect(rows.slice(0, 3).map((row) => row.after)).toMatchObject([
      { disabled: false },
      { disabled: true },
      { role: 'support' },
    ]);
    expect(rows[2]).toMatchObject({ operator: 'root', role: 'admin', before: { role: 'ops' } });
  });

  it('refuses bad ids and bodies with 400, unknown ids with 404', async () => {
    for (const [url, body] of [
      [`${CONSOLE_OPERATORS_PATH}/abc`, { role: 'ops' }],
      [`${CONSOLE_OPERATORS_PATH}/0`, { role: 'ops' }],
      [`${CONSOLE_OPERATORS_PATH}/99999999999`, { role: 'ops' }],
      [`${CONSOLE_OPERATORS_PATH}/${root.id}`, {}],
      [`${CONSOLE_OPERATORS_PATH}/${root.id}`, { role: 'god' }],
      [`${CONSOLE_OPERATORS_PATH}/${root.id}`, { disabled: 'yes' }],
    ] as const)
      expectError(await asRoot('PATCH', url, body), 400, ErrorCode.BAD_REQUEST);
    expectError(
      await asRoot('PATCH', `${CONSOLE_OPERATORS_PATH}/987654`, { role: 'ops' }),
      404,
      ErrorCode.NOT_FOUND,
      CONSOLE_TEXT.operatorNotFound,
    );
    expectError(
      await asRoot('POST', `${CONSOLE_OPERATORS_PATH}/987654/reset-password`, {}),
      404,
      ErrorCode.NOT_FOUND,
    );
  });

  it('resets a password (one-time, must-change, sessions end) and a TOTP (the old codes stop), audited', async () => {
    const op = await makeOperator(t, 'kf01', 'support');
    const app = consoleOf(t);
    const session = await signIn(app, op, clock);
    const reset = dataOf<{ password: string; operator: { mustChangePassword: boolean } }>(
      await asRoot('POST', `${CONSOLE_OPERATORS_PATH}/${op.id}/reset-password`, {}),
    );
    expect(reset.operator.mustChangePassword).toBe(true);
    expectError(
      await consoleRequest(app, session, 'GET', CONSOLE_SESSION_PATH),
      401,
      ErrorCode.UNAUTHORIZED,
    );
    const afterReset = { ...op, password: reset.password };
    await signIn(app, afterReset, clock, '203.0.113.21');
    const totp = dataOf<{ totpSecret: string; totpUrl: string }>(
      await asRoot('POST', `${CONSOLE_OPERATORS_PATH}/${op.id}/reset-totp`, {}),
    );
    expect(totp.totpSecret).not.toBe(op.secret);
    expectError(
      await postLogin(
        app,
        { name: op.name, password: reset.password, totp: totpCode(op.secret, clock.now()) },
        '203.0.113.21',
      ),
      400,
      ErrorCode.BAD_REQUEST,
      CONSOLE_TEXT.wrongCredentials,
    );
    await signIn(app, { ...afterReset, secret: totp.totpSecret }, clock, '203.0.113.21');
    expect((await consoleAudit(t, 'operator.reset_')).slice(0, 2).map((row) => row.action)).toEqual(
      ['operator.reset_totp', 'operator.reset_password'],
    );
  });
});

describe('the last enabled admin', () => {
  it('cannot be demoted or disabled, by themselves or anyone; with a second admin it can', async () => {
    const lone = await createTestApp({ console: { now: clock.now } });
    try {
      const app = consoleOf(lone);
      const only = await makeOperator(lone, 'only', 'admin');
      const session = await signIn(app, only, clock);
      for (const body of [{ role: 'ops' }, { disabled: true }, { role: 'finance', disabled: true }])
        expectError(
          await consoleRequest(app, session, 'PATCH', `${CONSOLE_OPERATORS_PATH}/${only.id}`, body),
          409,
          ErrorCode.CONFLICT,
          CONSOLE_TEXT.lastAdmin,
        );
      const second = await makeOperator(lone, 'second', 'admin');
      // Both demote each other at once: one of them stays admin.
      const secondSession = await signIn(app, second, clock);
      const answers = await Promise.all([
        consoleRequest(app, session, 'PATCH', `${CONSOLE_OPERATORS_PATH}/${second.id}`, {
          role: 'ops',
        }),
        consoleRequest(app, secondSession, 'PATCH', `${CONSOLE_OPERATORS_PATH}/${only.id}`, {
          role: 'ops',
        }),
      ]);
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200).length).toBe(1);
      const list = dataOf<{ role: string; disabled: boolean }[]>(
        await consoleRequest(
          app,
          statuses[0] === 200 ? session : secondSession,
          'GET',
          CONSOLE_OPERATORS_PATH,
        ),
      );
      expect(list.filter((op) => op.role === 'admin' && !op.disabled)).toHaveLength(1);
    } finally {
      await lone.close();
    }
  });
});

describe('roles', () => {
  it('refuses operator management to every role but admin, with a 403 naming the role', async () => {
    const app = consoleOf(t);
    for (const [role, label] of [
      ['finance', '财务'],
      ['ops', '运营'],
      ['support', '客服'],
    ] as const) {
      const op = await makeOperator(t, `not-admin-${role}`, role);
      const session = await signIn(app, op, clock);
      for (const [method, url, body] of [
        ['GET', CONSOLE_OPERATORS_PATH, undefined],
        ['POST', CONSOLE_OPERATORS_PATH, { name: `x-${role}`, role: 'admin' }],
        ['PATCH', `${CONSOLE_OPERATORS_PATH}/${op.id}`, { role: 'admin' }],
        ['POST', `${CONSOLE_OPERATORS_PATH}/${root.id}/reset-password`, {}],
        ['POST', `${CONSOLE_OPERATORS_PATH}/${root.id}/reset-totp`, {}],
      ] as const) {
        const response = await consoleRequest(app, session, method, url, body);
        expectError(response, 403, ErrorCode.FORBIDDEN);
        expect((response.json() as { msg: string }).msg).toContain(label);
      }
    }
  });

  it('checks CSRF before anything changes', async () => {
    expectError(
      await consoleRequest(
        consoleOf(t),
        rootSession,
        'POST',
        CONSOLE_OPERATORS_PATH,
        { name: 'csrf01', role: 'ops' },
        'wrong',
      ),
      403,
      ErrorCode.FORBIDDEN,
      CONSOLE_TEXT.csrf,
    );
    const list = dataOf<{ name: string }[]>(await asRoot('GET', CONSOLE_OPERATORS_PATH));
    expect(list.map((op) => op.name)).not.toContain('csrf01');
  });
});
