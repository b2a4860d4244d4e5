// Test helpers of the console's content, brand, chat and agent areas: a signed-in session per role,
// the role and CSRF checks every write shares, and the players' answers to compare with.
import { ErrorCode } from '@jinli/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/testApp';
import { tableCounts } from '../../../test/testDatabase';
import { expectError } from '../../../test/users';
import { OPERATOR_ROLES, type OperatorRole, ROLE_LABELS } from '../operators/roles';
import {
  consoleAudit,
  consoleOf,
  consoleRequest,
  makeOperator,
  type Session,
  signIn,
  type TestClock,
} from './testKit';
import { CONSOLE_TEXT } from './texts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A signed-in session of each role (operators named `${prefix}-${role}`). */
export async function sessionsByRole(
  t: TestApp,
  clock: TestClock,
  prefix: string,
): Promise<Record<OperatorRole, Session>> {
  const sessions = {} as Record<OperatorRole, Session>;
  for (const role of OPERATOR_ROLES)
    sessions[role] = await signIn(
      consoleOf(t),
      await makeOperator(t, `${prefix}-${role}`, role),
      clock,
    );
  return sessions;
}

/** `data` of a 200 console answer. */
export function okData<T = unknown>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

/** A 4xx `{ code, msg }` with a Chinese message (never a 500). */
export function expectRefusal(response: LightMyRequestResponse, status?: number): string {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (status !== undefined) expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { code: string; msg: string };
  expect(typeof body.code).toBe('string');
  expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
  return body.msg;
}

/**
 * Each role not in `allowed` is refused `method url` with a 403 naming its role and nothing is
 * written (no row count moves, no audit row); a missing CSRF header is refused even for an
 * allowed role; and without a session it is 401.
 */
export async function expectWriteGuarded(
  t: TestApp,
  sessions: Record<OperatorRole, Session>,
  allowed: readonly OperatorRole[],
  method: Method,
  url: string,
  body?: unknown,
): Promise<void> {
  const app: FastifyInstance = consoleOf(t);
  const before = await tableCounts(t.database.db);
  for (const role of OPERATOR_ROLES) {
    if (allowed.includes(role)) continue;
    const refused = await consoleRequest(app, sessions[role], method, url, body);
    expectError(refused, 403, ErrorCode.FORBIDDEN);
    expect((refused.json() as { msg: string }).msg).toContain(ROLE_LABELS[role]);
  }
  const role = allowed[0]!;
  expectError(
    await consoleRequest(app, sessions[role], method, url, body, null),
    403,
    ErrorCode.FORBIDDEN,
    CONSOLE_TEXT.csrf,
  );
  expectError(
    await consoleRequest(app, sessions[role], method, url, body, 'not-the-token'),
    403,
    ErrorCode.FORBIDDEN,
    CONSOLE_TEXT.csrf,
  );
  expect((await consoleRequest(app, undefined, method, url, body)).statusCode).toBe(401);
  expect(await tableCounts(t.database.db)).toEqual(before);
}

/** Every role may read `url`; without a session it is 401. */
export async function expectReadableByAll(
  t: TestApp,
  sessions: Record<OperatorRole, Session>,
  url: string,
): Promise<void> {
  const app = consoleOf(t);
  for (const role of OPERATOR_ROLES)
    expect(
      (await consoleRequest(app, sessions[role], 'GET', url)).statusCode,
      `${role} ${url}`,
    ).toBe(200);
  expect((await consoleRequest(app, undefined, 'GET', url)).statusCode).toBe(401);
}

/** The newest audit row of `action`, expected to be by `operator`. */
export async function lastAudit(t: TestApp, action: string) {
  const rows = await consoleAudit(t, action);
  return rows.find((row) => row.action === action);
}
