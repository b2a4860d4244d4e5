// Named operators and their audit log (issue 12, finding 5): only a named operator's token opens
// the operator endpoints; every action lands in the append-only audit log with who, what, when,
// from where and before/after; drawing numbers by hand is allowed only for externally drawn games
// (香港六合彩, 70) unless the deployment enables test draws.
import { ErrorCode, withdrawOrderSchema } from '@jinli/contract';
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { tableCounts } from '../../../test/testDatabase';
import { call, dataOf, expectError, registerUser, TEST_PASSWORD } from '../../../test/users';
import { credit, userIdOf } from '../../../test/wallet';
import { operatorAudit } from '../../db/schema';
import { OPERATOR_DRAW_PATH, OPERATOR_SCHEDULE_PATH } from '../lottery/operator';
import { OPERATOR_CHANNEL_PATH, OPERATOR_WITHDRAW_PATH } from '../wallet/operator';
import {
  LEGACY_OPERATOR_NAME,
  OPERATOR_TEXT,
  OPERATOR_TOKEN_HEADER,
  parseOperators,
} from './accounts';
import { OPERATOR_AUDIT_PATH } from './routes';

const ALICE = { name: 'alice', token: 'alice-token-0123456789abcdef' };
const BOB = { name: 'bob', token: 'bob-token-0123456789abcdef00' };
const NUMBERS = [3, 17, 22, 31, 40, 45, 9];

function operatorPost(
  app: FastifyInstance,
  url: string,
  body: unknown,
  token: string | undefined,
  remoteAddress = '198.51.100.1',
) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { [OPERATOR_TOKEN_HEADER]: token }),
    },
    payload: JSON.stringify(body),
    remoteAddress,
  });
}

async function auditRows(t: TestApp) {
  return t.database.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id));
}

// One app for the describes of operators without test draws: the audit-log tests read the rows the
// earlier ones wrote. The describe with test draws builds its own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operators: [ALICE, BOB] });
});
afterAll(async () => {
  await t?.close();
});

describe('parseOperators (JINLI_OPERATORS, JINLI_OPERATOR_TOKEN)', () => {
  it('reads name:token pairs (admins) and the single legacy token as an admin named operator', () => {
    expect(
      parseOperators(` alice:${ALICE.token} , bob:${BOB.token}`, 'legacy-token-0123456789'),
    ).toEqual([
      { ...ALICE, role: 'admin' },
      { ...BOB, role: 'admin' },
      { name: LEGACY_OPERATOR_NAME, token: 'legacy-token-0123456789', role: 'admin' },
    ]);
    expect(parseOperators(undefined, undefined)).toEqual([]);
    expect(parseOperators('', '  ')).toEqual([]);
  });

  it('reads name:token:role, the role one of admin, finance, ops, support', () => {
    expect(
      parseOperators(
        `alice:${ALICE.token}:finance,bob:${BOB.token}: ops ,carol:a:b:c:0123456789abcdef:support`,
        undefined,
      ),
    ).toEqual([
      { ...ALICE, role: 'finance' },
      { ...BOB, role: 'ops' },
      { name: 'carol', token: 'a:b:c:0123456789abcdef', role: 'support' },
    ]);
    expect(() => parseOperators(`alice:${ALICE.token}:boss`, undefined)).toThrow(
      /role of operator 'alice'/,
    );
    expect(() => parseOperators(`alice:${ALICE.token}:`, undefined)).toThrow(/role/);
  });

  it('refuses unnamed, short, repeated tokens and repeated names', () => {
    expect(() => parseOperators(ALICE.token, undefined)).toThrow(/name:token/);
    expect(() => parseOperators(`:${ALICE.token}`, undefined)).toThrow(/name:token/);
    expect(() => parseOperators('alice:short', undefined)).toThrow(/shorter than 16/);
    expect(() => parseOperators(`alice:${ALICE.token},alice:${BOB.token}`, undefined)).toThrow(
      /twice/,
    );
    expect(() => parseOperators(`alice:${ALICE.token},bob:${ALICE.token}`, undefined)).toThrow(
      /share/,
    );
  });
});

describe('operators without test draws: refused tokens and games', () => {
  it('refuses a missing, empty, wrong or partial token on every operator endpoint, changing nothing', async () => {
    const before = await tableCounts(t.database.db);
    const attempts: [string, unknown][] = [
      [OPERATOR_DRAW_PATH, { gameId: 70, numbers: NUMBERS }],
      [OPERATOR_SCHEDULE_PATH, { gameId: 70, revealIntervalSeconds: 5 }],
      [OPERATOR_WITHDRAW_PATH, { orderNo: 'W20260101000000000001', outcome: 'paid' }],
      [OPERATOR_CHANNEL_PATH, { channelId: 1, adapter: 'sandbox', enabled: false }],
    ];
    for (const token of [
      undefined,
      '',
      'wrong',
      ALICE.token.slice(0, -1),
      `${ALICE.token}x`,
      ALICE.name,
    ]) {
      for (const [url, body] of attempts)
        expectError(
          await operatorPost(t.app, url, body, token),
          403,
          ErrorCode.FORBIDDEN,
          OPERATOR_TEXT.forbidden,
        );
      const audit = await t.app.inject({
        method: 'GET',
        url: OPERATOR_AUDIT_PATH,
        headers: token === undefined ? {} : { [OPERATOR_TOKEN_HEADER]: token },
      });
      expectError(audit, 403, ErrorCode.FORBIDDEN);
    }
    expect(await tableCounts(t.database.db)).toEqual(before);
  });

  it('refuses manual schedules and draws of game 71 (drawn by this server), changing nothing', async () => {
    const before = await tableCounts(t.database.db);
    expectError(
      await operatorPost(t.app, OPERATOR_DRAW_PATH, { gameId: 71, numbers: NUMBERS }, ALICE.token),
      403,
      ErrorCode.FORBIDDEN,
      OPERATOR_TEXT.manualDrawRefused,
    );
    expectError(
      await operatorPost(
        t.app,
        OPERATOR_SCHEDULE_PATH,
        { gameId: 71, delaySeconds: 60 },
        ALICE.token,
      ),
      403,
      ErrorCode.FORBIDDEN,
      OPERATOR_TEXT.manualDrawRefused,
    );
    expect(await tableCounts(t.database.db)).toEqual(before);
  });
});

describe('operators without test draws: audited actions', () => {
  it('draws game 70 (香港六合彩, results from outside) by hand, audited with who, what, when, where', async () => {
    const startedAt = Date.now();
    const response = await operatorPost(
      t.app,
      OPERATOR_DRAW_PATH,
      { gameId: 70, numbers: NUMBERS },
      ALICE.token,
      '203.0.113.7',
    );
    expect(response.statusCode, response.body).toBe(200);
    const turnNum = (response.json() as { data: { pre: { turnNum: string } } }).data.pre.turnNum;
    const [row] = await auditRows(t);
    expect(row).toMatchObject({
      operator: 'alice',
      action: 'lottery.draw',
      params: { gameId: 70, numbers: NUMBERS },
      clientAddress: '203.0.113.7',
      before: { turnNum, drawn: false },
      after: { turnNum, numbers: NUMBERS },
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(JSON.stringify(row)).not.toContain(ALICE.token);
  });

  it('schedules game 70 by hand, audited with the values before and after', async () => {
    const response = await operatorPost(
      t.app,
      OPERATOR_SCHEDULE_PATH,
      { gameId: 70, revealIntervalSeconds: 7 },
      BOB.token,
      '203.0.113.8',
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await auditRows(t);
    expect(row).toMatchObject({
      operator: 'bob',
      action: 'lottery.schedule',
      params: { gameId: 70, revealIntervalSeconds: 7 },
      clientAddress: '203.0.113.8',
      after: { revealIntervalSeconds: 7 },
    });
    expect((row!.before as { revealIntervalSeconds: number }).revealIntervalSeconds).not.toBe(7);
  });

  it('settles a withdrawal, audited; settling it again is audited as no change', async () => {
    const user = await registerUser(t.app);
    dataOf(
      await call(t.app, 'updateFundPwd', {
        token: user.token,
        body: { password: TEST_PASSWORD, fundPwd: '2468', confirmFundPwd: '2468' },
      }),
    );
    await credit(t.database.db, await userIdOf(t.database.db, user.account), 1_000_000n);
    const order = withdrawOrderSchema.parse(
      dataOf(
        await call(t.app, 'withdrawFreeBank', {
          token: user.token,
          body: {
            amount: '300',
            cashPassword: '2468',
            bankName: '中国银行',
            cardNo: '6222021234567890123',
            realName: '张三',
          },
        }),
      ),
    );
    const body = { orderNo: order.orderNo, outcome: 'rejected' };
    expect((await operatorPost(t.app, OPERATOR_WITHDRAW_PATH, body, BOB.token)).statusCode).toBe(
      200,
    );
    expect((await operatorPost(t.app, OPERATOR_WITHDRAW_PATH, body, ALICE.token)).statusCode).toBe(
      200,
    );
    const [again, first] = await auditRows(t);
    expect(first).toMatchObject({
      operator: 'bob',
      action: 'wallet.withdraw',
      params: body,
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
    expect(again).toMatchObject({
      operator: 'alice',
      action: 'wallet.withdraw',
      before: null,
      after: null,
    });
    // An unknown order is refused and not audited.
    const count = (await auditRows(t)).length;
    expectError(
      await operatorPost(
        t.app,
        OPERATOR_WITHDRAW_PATH,
        { orderNo: 'W20200101000000000001', outcome: 'paid' },
        BOB.token,
      ),
      404,
      ErrorCode.NOT_FOUND,
    );
    expect(await auditRows(t)).toHaveLength(count);
  });
});

describe('operators without test draws: the audit log', () => {
  it('GET /operator/audit lists the log newest first, paged', async () => {
    const all = await auditRows(t);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const read = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `${OPERATOR_AUDIT_PATH}${query}`,
        headers: { [OPERATOR_TOKEN_HEADER]: BOB.token },
      });
    const first = dataOf<{
      data: { id: number; operator: string; createTime: number }[];
      totalCount: number;
    }>(await read(''));
    expect(first.totalCount).toBe(all.length);
    expect(first.data.map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(first.data[0]).toMatchObject({
      operator: all[0]!.operator,
      action: all[0]!.action,
      clientAddress: all[0]!.clientAddress,
      createTime: all[0]!.createdAt.getTime(),
    });
    const second = dataOf<{ data: { id: number }[] }>(await read('?page=2&rows=2'));
    expect(second.data.map((row) => row.id)).toEqual(all.slice(2, 4).map((row) => row.id));
    expectError(await read('?rows=0'), 400, ErrorCode.BAD_REQUEST);
    // Reading the log is not an action: nothing is added.
    expect(await auditRows(t)).toHaveLength(all.length);
  });

  it('the audit log cannot be updated, deleted or truncated', async () => {
    const before = await auditRows(t);
    expect(before.length).toBeGreaterThan(0);
    const db = t.database.db;
    await expect(db.execute(sql`update operator_audit set operator = 'mallory'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from operator_audit`)).rejects.toThrow();
    await expect(db.execute(sql`truncate operator_audit`)).rejects.toThrow();
    expect(await auditRows(t)).toEqual(before);
  });
});

describe('operators with test draws (--operator-test-draws)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ operators: [ALICE], operatorTestDraws: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('draws game 71 by hand, audited', async () => {
    const response = await operatorPost(
      t.app,
      OPERATOR_DRAW_PATH,
      { gameId: 71, numbers: NUMBERS },
      ALICE.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await auditRows(t);
    expect(row).toMatchObject({
      operator: 'alice',
      action: 'lottery.draw',
      params: { gameId: 71 },
    });
  });
});
