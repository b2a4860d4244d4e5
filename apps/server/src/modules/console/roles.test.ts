// Roles on both ways in (issue 32): the X-Operator-Token endpoints with name:token:role tokens, and
// the same endpoints mounted on the console's listener under /console-api with a session (cookie +
// CSRF). 财务 moves money, 运营 draws and switches, 客服 only reads money, 管理员 everything; each
// refusal is a 403 naming the role, changes nothing, and each allowed action is audited with the role.
// The players' listener never answers /console-api/*, and the console's serves nothing else.
import { ErrorCode } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { tableCounts } from '../../../test/testDatabase';
import { expectError } from '../../../test/users';
import { OPERATOR_CONFIG_PATH } from '../config/operator';
import { ConfigKey } from '../config/configKeys';
import { OPERATOR_LEDGER_CHECK_PATH } from '../ledgerCheck/module';
import { OPERATOR_DRAW_PATH } from '../lottery/operator';
import { OPERATOR_TOKEN_HEADER } from '../operators/accounts';
import { OPERATOR_AUDIT_PATH } from '../operators/routes';
import type { OperatorRole } from '../operators/roles';
import { OPERATOR_CHANNEL_PATH, OPERATOR_WITHDRAW_PATH } from '../wallet/operator';
import { CONSOLE_PREFIX, CONSOLE_SESSION_PATH } from './paths';
import {
  consoleAudit,
  consoleOf,
  consoleRequest,
  makeOperator,
  type Session,
  signIn,
  testClock,
} from './testKit';
import { CONSOLE_TEXT } from './texts';

const TOKENS: Record<OperatorRole, string> = {
  admin: 'admin-token-0123456789abcdef',
  finance: 'finance-token-0123456789abcdef',
  ops: 'ops-token-0123456789abcdef00',
  support: 'support-token-0123456789abcd',
};

type Method = 'GET' | 'POST';
/** Each endpoint, a body that passes validation, and the roles that may call it. */
const ENDPOINTS: { method: Method; path: string; body?: unknown; roles: OperatorRole[] }[] = [
  {
    method: 'POST',
    path: OPERATOR_WITHDRAW_PATH,
    body: { orderNo: 'W20260101000000000001', outcome: 'paid' },
    roles: ['admin', 'finance'],
  },
  {
    method: 'POST',
    path: OPERATOR_CHANNEL_PATH,
    body: { channelId: 987654, adapter: 'sandbox' },
    roles: ['admin', 'finance'],
  },
  {
    method: 'POST',
    path: OPERATOR_CONFIG_PATH,
    body: { key: ConfigKey.LOGIN_VCODE, value: '0' },
    roles: ['admin', 'ops'],
  },
  {
    method: 'POST',
    path: OPERATOR_DRAW_PATH,
    body: { gameId: 71, numbers: [1, 2, 3] },
    roles: ['admin', 'ops'],
  },
  { method: 'GET', path: OPERATOR_AUDIT_PATH, roles: ['admin'] },
  { method: 'GET', path: OPERATOR_LEDGER_CHECK_PATH, roles: ['admin', 'finance', 'support'] },
];
const LABELS: Record<OperatorRole, string> = {
  admin: '管理员',
  finance: '财务',
  ops: '运营',
  support: '客服',
};

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    console: { now: clock.now },
    operators: [
      { name: 'tok-admin', token: TOKENS.admin }, // no role: admin, as before roles
      { name: 'tok-finance', token: TOKENS.finance, role: 'finance' },
      { name: 'tok-ops', token: TOKENS.ops, role: 'ops' },
      { name: 'tok-support', token: TOKENS.support, role: 'support' },
    ],
  });
});
afterAll(async () => {
  await t?.close();
});

/** A refusal is 403 naming the role; a pass is anything but 403 (the bodies may find no order). */
async function expectRole(
  response: Awaited<ReturnType<FastifyInstance['inject']>>,
  role: OperatorRole,
  allowed: boolean,
) {
  expect(response.statusCode, response.body).not.toBe(500);
  if (allowed) {
    expect(response.statusCode, response.body).not.toBe(403);
    return;
  }
  expectError(response, 403, ErrorCode.FORBIDDEN);
  expect((response.json() as { msg: string }).msg).toContain(LABELS[role]);
}

describe('the X-Operator-Token path', () => {
  it('lets each role call only its endpoints, and refuses the rest changing nothing', async () => {
    for (const role of Object.keys(TOKENS) as OperatorRole[]) {
      for (const endpoint of ENDPOINTS) {
        const allowed = endpoint.roles.includes(role);
        const before = allowed ? undefined : await tableCounts(t.database.db);
        const response = await t.app.inject({
          method: endpoint.method,
          url: endpoint.path,
          headers: {
            [OPERATOR_TOKEN_HEADER]: TOKENS[role],
            ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
          },
          ...(endpoint.body ? { payload: JSON.stringify(endpoint.body) } : {}),
        });
        await expectRole(response, role, allowed);
        if (before) expect(await tableCounts(t.database.db)).toEqual(before);
      }
    }
  });

  it('audits with the token operator’s role', async () => {
    const [row] = await consoleAudit(t, 'ledger.check');
    expect(row).toMatchObject({ operator: 'tok-support', role: 'support' });
    const [config] = await consoleAudit(t, 'config.set');
    expect(config?.role).toMatch(/^(admin|ops)$/);
  });
});

describe('the console session path (/console-api/operator/…)', () => {
  const sessions = {} as Record<OperatorRole, Session>;
  beforeAll(async () => {
    for (const role of Object.keys(TOKENS) as OperatorRole[])
      sessions[role] = await signIn(consoleOf(t), await makeOperator(t, `s-${role}`, role), clock);
  });

  it('lets each role call only its endpoints', async () => {
    for (const role of Object.keys(TOKENS) as OperatorRole[])
      for (const endpoint of ENDPOINTS)
        await expectRole(
          await consoleRequest(
            consoleOf(t),
            sessions[role],
            endpoint.method,
            `${CONSOLE_PREFIX}${endpoint.path}`,
            endpoint.body,
          ),
          role,
          endpoint.roles.includes(role),
        );
    const [row] = await consoleAudit(t, 'config.set');
    expect(row).toMatchObject({ operator: 's-ops', role: 'ops' });
  });

  it('refuses without a session (401) or without the CSRF token (403), before the role', async () => {
    const url = `${CONSOLE_PREFIX}${OPERATOR_CONFIG_PATH}`;
    const body = { key: ConfigKey.LOGIN_VCODE, value: '0' };
    expectError(
      await consoleRequest(consoleOf(t), undefined, 'POST', url, body),
      401,
      ErrorCode.UNAUTHORIZED,
    );
    expectError(
      await consoleRequest(consoleOf(t), sessions.ops, 'POST', url, body, null),
      403,
      ErrorCode.FORBIDDEN,
      CONSOLE_TEXT.csrf,
    );
    expectError(
      await consoleRequest(consoleOf(t), sessions.ops, 'POST', url, body, sessions.admin.csrf),
      403,
      ErrorCode.FORBIDDEN,
      CONSOLE_TEXT.csrf,
    );
    // A token does not open the console's routes.
    const byToken = await consoleOf(t).inject({
      method: 'GET',
      url: `${CONSOLE_PREFIX}${OPERATOR_AUDIT_PATH}`,
      headers: { [OPERATOR_TOKEN_HEADER]: TOKENS.admin },
    });
    expectError(byToken, 401, ErrorCode.UNAUTHORIZED);
  });
});

describe('two listeners', () => {
  it('the players’ listener answers 404 for /console-api/*, page requests included', async () => {
    for (const [method, url] of [
      ['POST', CONSOLE_SESSION_PATH],
      ['GET', CONSOLE_SESSION_PATH],
      ['GET', CONSOLE_PREFIX],
      ['GET', `${CONSOLE_PREFIX}/operators`],
      ['DELETE', CONSOLE_SESSION_PATH],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expectError(response, 404, ErrorCode.NOT_FOUND);
    }
  });

  it('the console’s listener serves nothing but /console-api/*', async () => {
    for (const url of [OPERATOR_AUDIT_PATH, '/healthz', '/api/company/get', '/'])
      expectError(
        await consoleOf(t).inject({
          method: 'GET',
          url,
          headers: { [OPERATOR_TOKEN_HEADER]: TOKENS.admin },
        }),
        404,
        ErrorCode.NOT_FOUND,
      );
  });

  it('without the console option there is no console instance', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      expect(plain.app.consoleApp).toBeNull();
      expectError(
        await plain.app.inject({ method: 'POST', url: CONSOLE_SESSION_PATH }),
        404,
        ErrorCode.NOT_FOUND,
      );
    } finally {
      await plain.close();
    }
  });
});
