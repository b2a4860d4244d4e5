// POST /operator/hongbao/expire: only on a server with test draws, only for an operator; it ends an
// open packet now and the job refunds the rest once (a second call finds nothing open), audited.
import { ErrorCode, hongbaoGrabResultSchema, hongbaoSummarySchema } from '@jinli/contract';
import { LEDGER_CODE } from '@jinli/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppPerFile, testCompanyId } from '../../../test/testApp';
import { call, dataOf } from '../../../test/users';
import { ledger, operatorAudit } from '../../db/schema';
import { LOBBY } from '../chat/testKit';
import { OPERATOR_TOKEN_HEADER } from '../operators/accounts';
import { OPERATOR_HONGBAO_EXPIRE_PATH } from './operator';
import {
  bulkPlayers,
  expectConsistent,
  fund,
  KIT_FUND_PASSWORD,
  ledgerMismatches,
  packetState,
} from './testKit';

const OPERATOR = { name: 'ops', token: 'ops-token-0123456789abcdef' };
const testServer = testAppPerFile({
  hongbao: { runExpiry: false },
  operators: [OPERATOR],
  operatorTestDraws: true,
});

let companyId: number;
beforeAll(async () => {
  companyId = await testCompanyId(testServer.t.database);
});

const expire = (id: string, token = OPERATOR.token) =>
  testServer.t.app.inject({
    method: 'POST',
    url: OPERATOR_HONGBAO_EXPIRE_PATH,
    headers: { 'content-type': 'application/json', [OPERATOR_TOKEN_HEADER]: token },
    payload: { id },
  });

describe('POST /operator/hongbao/expire', () => {
  it('expires an open packet now and refunds its rest once', async () => {
    const db = testServer.t.database.db;
    const [sender, taker] = await bulkPlayers(db, companyId, 2, { fundPassword: true });
    await fund(db, sender!.userId, 100_000n);
    const packet = hongbaoSummarySchema.parse(
      dataOf(
        await call(testServer.t.app, 'hongbaoSend', {
          token: sender!.token,
          body: {
            room_id: LOBBY,
            kind: 'equal',
            amount: '10',
            count: 5,
            fundPwd: KIT_FUND_PASSWORD,
          },
        }),
      ),
    );
    await call(testServer.t.app, 'hongbaoGrab', { token: taker!.token, body: { id: packet.id } });

    expect((await expire(packet.id, 'wrong-token')).statusCode).toBe(403);
    const first = await expire(packet.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ id: packet.id, refunded: 1 });

    const refunds = await db
      .select({ amount: ledger.amount })
      .from(ledger)
      .where(and(eq(ledger.userId, sender!.userId), eq(ledger.type, LEDGER_CODE.hongbaoRefund)));
    expect(refunds.map((r) => r.amount)).toEqual([8_000n]);
    expectConsistent(await packetState(db, packet.id));
    expect(await ledgerMismatches(db)).toEqual([]);

    // Nothing is open any more: refused, and no second refund.
    const second = await expire(packet.id);
    expect(second.statusCode).toBe(404);
    expect(second.json().code).toBe(ErrorCode.NOT_FOUND);
    const late = hongbaoGrabResultSchema.parse(
      dataOf(
        await call(testServer.t.app, 'hongbaoGrab', {
          token: (await bulkPlayers(db, companyId, 1))[0]!.token,
          body: { id: packet.id },
        }),
      ),
    );
    expect(late.outcome).toBe('expired');
    const audits = await db
      .select({ action: operatorAudit.action })
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'hongbao.expire'));
    expect(audits).toHaveLength(1);
  });

  it('refuses bad ids without a 500', async () => {
    for (const id of ['', 'x', '1'.repeat(30)]) expect((await expire(id)).statusCode).toBe(400);
    expect((await expire('999999999')).statusCode).toBe(404);
  });
});

describe('without test draws', () => {
  const plain = testAppPerFile({ hongbao: { runExpiry: false }, operators: [OPERATOR] });
  it('is not there', async () => {
    const answer = await plain.t.app.inject({
      method: 'POST',
      url: OPERATOR_HONGBAO_EXPIRE_PATH,
      headers: { 'content-type': 'application/json', [OPERATOR_TOKEN_HEADER]: OPERATOR.token },
      payload: { id: '1' },
    });
    expect(answer.statusCode).toBe(404);
  });
});
