// Test helpers of the console: a movable clock, operators made straight in the database with a
// known password and TOTP secret, and signing in through the real route.
import { desc, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/testApp';
import { testCompanyId, TEST_COMPANY } from '../../../test/testApp';
import { operatorAccount, operatorAudit } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { OperatorRole } from '../operators/roles';
import { insertOperator, newOneTimePassword } from '../operators/store';
import { TOTP_PERIOD_S, totpCode } from '../operators/totp';
import { CSRF_HEADER } from './consoleAuth';
import { CONSOLE_COOKIE } from './cookies';
import { CONSOLE_SESSION_PATH } from './paths';

/** A clock the console reads; `step()` moves it to the next TOTP step (a fresh code). */
export function testClock(start = Date.now()) {
  const clock = {
    at: start,
    now: () => clock.at,
    advance(ms: number) {
      clock.at += ms;
    },
    step() {
      clock.at += TOTP_PERIOD_S * 1000;
    },
  };
  return clock;
}
export type TestClock = ReturnType<typeof testClock>;

export interface TestOperator {
  id: number;
  name: string;
  password: string;
  secret: string;
}

/** An operator of the test company; its one-time password is already changed unless `mustChange`. */
export async function makeOperator(
  t: TestApp,
  name: string,
  role: OperatorRole,
  mustChange = false,
): Promise<TestOperator> {
  const companyId = await testCompanyId(t.database);
  const issued = await newOneTimePassword();
  const created = await t.database.db.transaction((tx) =>
    insertOperator(tx, companyId, TEST_COMPANY, { name, role }, issued),
  );
  if (!created) throw new Error(`operator ${name} exists`);
  if (!mustChange)
    await t.database.db
      .update(operatorAccount)
      .set({ mustChangePassword: false })
      .where(eq(operatorAccount.id, created.row.id));
  return {
    id: created.row.id,
    name,
    password: issued.password,
    secret: created.secrets.totpSecret,
  };
}

export function consoleOf(t: TestApp): FastifyInstance {
  if (!t.app.consoleApp) throw new Error('the test app was built without console: …');
  return t.app.consoleApp;
}

export function postLogin(
  app: FastifyInstance,
  body: unknown,
  remoteAddress = '203.0.113.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: CONSOLE_SESSION_PATH,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress,
  });
}

/** The session token the answer set in its cookie. */
export function cookieOf(response: LightMyRequestResponse): string {
  const header = String(response.headers['set-cookie'] ?? '');
  const match = new RegExp(`${CONSOLE_COOKIE}=([^;]*)`).exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in ${header}`);
  return match[1];
}

export interface Session {
  cookie: string;
  csrf: string;
}

/** Signs `op` in with the code of the clock's current step, then moves the clock a step on. */
export async function signIn(
  app: FastifyInstance,
  op: TestOperator,
  clock: TestClock,
  remoteAddress?: string,
): Promise<Session> {
  const response = await postLogin(
    app,
    { name: op.name, password: op.password, totp: totpCode(op.secret, clock.now()) },
    remoteAddress,
  );
  expect(response.statusCode, response.body).toBe(200);
  clock.step();
  const body = response.json() as { data: { csrfToken: string } };
  return { cookie: cookieOf(response), csrf: body.data.csrfToken };
}

/** A console request as the browser sends it: the cookie, and the CSRF header unless told otherwise. */
export function consoleRequest(
  app: FastifyInstance,
  session: Session | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  csrf: string | null = session?.csrf ?? null,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session ? { cookie: `${CONSOLE_COOKIE}=${session.cookie}` } : {}),
      ...(csrf === null ? {} : { [CSRF_HEADER]: csrf }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** The audit rows of the console and operator management, newest first. */
export async function consoleAudit(t: TestApp, prefix: string) {
  return t.database.db
    .select()
    .from(operatorAudit)
    .where(like(operatorAudit.action, `${prefix}%`))
    .orderBy(desc(operatorAudit.id));
}
