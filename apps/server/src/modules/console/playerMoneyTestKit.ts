// Test helpers of the console's players and money routes: one signed-in operator per role, the
// check that every role outside a route's set is refused (403, nothing audited), players with
// money, withdrawals and bank-transfer recharge orders made as the player's app makes them.
import { withdrawOrderSchema } from '@jinli/contract';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/testApp';
import { testCompanyId } from '../../../test/testApp';
import { call, dataOf, registerUser, TEST_PASSWORD } from '../../../test/users';
import { credit, userIdOf } from '../../../test/wallet';
import { operatorAudit, paymentChannel, rechargeOrder } from '../../db/schema';
import { OPERATOR_ROLES, type OperatorRole } from '../operators/roles';
import {
  consoleOf,
  consoleRequest,
  makeOperator,
  type Session,
  signIn,
  type TestClock,
} from './testKit';

export type Staff = Record<OperatorRole, Session>;

let staffCount = 0;

/** One signed-in operator of each role (names unique per call). */
export async function signInStaff(t: TestApp, clock: TestClock): Promise<Staff> {
  const app = consoleOf(t);
  const staff = {} as Staff;
  staffCount += 1;
  for (const role of OPERATOR_ROLES) {
    const op = await makeOperator(t, `${role}${staffCount}`, role);
    staff[role] = await signIn(app, op, clock);
  }
  return staff;
}

async function auditCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(operatorAudit);
  return row?.n ?? 0;
}

type Method = 'GET' | 'POST';

/**
 * Every role not in `allowed` gets 403 (the role named) and leaves no audit entry; without a
 * session it is 401, and a POST without the CSRF header is 403 even for an allowed role.
 */
export async function expectRolesRefused(
  t: TestApp,
  staff: Staff,
  method: Method,
  url: string,
  allowed: readonly OperatorRole[],
  body: unknown = method === 'POST' ? {} : undefined,
): Promise<void> {
  const app = consoleOf(t);
  const before = await auditCount(t);
  for (const role of OPERATOR_ROLES.filter((r) => !allowed.includes(r))) {
    const response = await consoleRequest(app, staff[role], method, url, body);
    expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
    expect(response.json().code).toBe('SYS/FORBIDDEN');
  }
  expect((await consoleRequest(app, undefined, method, url, body)).statusCode).toBe(401);
  if (method === 'POST') {
    const role = allowed[0] ?? 'admin';
    const noCsrf = await consoleRequest(app, staff[role], method, url, body, null);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().msg).toContain('CSRF');
  }
  expect(await auditCount(t)).toBe(before);
}

/** `data` of a 200 console answer. */
export function consoleData<T = unknown>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

/** A 4xx `{code,msg}` with a Chinese message. */
export function expectRefusal(response: LightMyRequestResponse, status: number, msg?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { code: string; msg: string };
  expect(body.code).toMatch(/\//);
  expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
  if (msg !== undefined) expect(body.msg).toBe(msg);
}

/** A new player with `yuan` on the main wallet (a manual deposit); its token and ids. */
export async function playerWith(app: FastifyInstance, t: TestApp, yuan: number) {
  const user = await registerUser(app);
  const userId = await userIdOf(t.database.db, user.account);
  if (yuan > 0) await credit(t.database.db, userId, BigInt(yuan * 1000));
  return { ...user, userId };
}

/** A player with ¥1000 who asked to withdraw `yuan` (pending). */
export async function pendingWithdrawal(t: TestApp, yuan: number) {
  const player = await playerWith(t.app, t, 1000);
  dataOf(
    await call(t.app, 'updateFundPwd', {
      token: player.token,
      body: { password: TEST_PASSWORD, fundPwd: '2468', confirmFundPwd: '2468' },
    }),
  );
  const order = withdrawOrderSchema.parse(
    dataOf(
      await call(t.app, 'withdrawFreeBank', {
        token: player.token,
        body: {
          amount: String(yuan),
          cashPassword: '2468',
          bankName: '中国银行',
          cardNo: '6222021234567890123',
          realName: '张三',
        },
      }),
    ),
  );
  return { player, order };
}

let orderSerial = 0;

/** A pending recharge order of `userId` on a seeded channel of `route` (as the player made it). */
export async function pendingRecharge(
  t: TestApp,
  userId: number,
  yuan: number,
  route: 'bank' | 'online' = 'bank',
) {
  const { db } = t.database;
  const companyId = await testCompanyId(t.database);
  const [channel] = await db
    .select()
    .from(paymentChannel)
    .where(and(eq(paymentChannel.companyId, companyId), eq(paymentChannel.route, route)));
  if (!channel) throw new Error(`no ${route} channel in the seed`);
  orderSerial += 1;
  const orderNo = `R2099${String(Date.now()).slice(-9)}${String(orderSerial).padStart(7, '0')}`;
  const [row] = await db
    .insert(rechargeOrder)
    .values({
      orderNo,
      userId,
      channelId: channel.id,
      kind: channel.kind,
      route: channel.route,
      amount: BigInt(yuan * 1000),
      depositorName: '张三',
    })
    .returning();
  if (!row) throw new Error('recharge insert returned nothing');
  return row;
}

/** `app`'s company id. */
export const companyIdOf = (t: TestApp) => testCompanyId(t.database);

export { TEST_PASSWORD };
