// POST /operator/config: only a named operator changes the login's code and chat maintenance, only
// the keys and values it accepts, audited; the documents the client reads follow at once.
import { ErrorCode } from '@jinli/contract';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { expectError } from '../../../test/users';
import { operatorAudit } from '../../db/schema';
import { OPERATOR_TOKEN_HEADER } from '../operators/accounts';
import { ConfigKey } from './configKeys';
import { CONFIG_VALUE_REFUSED, OPERATOR_CONFIG_PATH } from './operator';
import { staticDocumentUrl } from './routes';

const ALICE = { name: 'alice', token: 'alice-token-0123456789abcdef' };

let t: TestApp;
beforeAll(async () => {
  // The chat service remembers availability for a while: the operator's change must not wait for it.
  t = await createTestApp({ operators: [ALICE] });
});
afterAll(async () => {
  await t?.close();
});

function setConfig(key: string, value: string, token: string | null = ALICE.token) {
  return t.app.inject({
    method: 'POST',
    url: OPERATOR_CONFIG_PATH,
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { [OPERATOR_TOKEN_HEADER]: token }),
    },
    payload: JSON.stringify({ key, value }),
  });
}

async function document<T>(name: string): Promise<T> {
  return (await t.app.inject({ method: 'GET', url: staticDocumentUrl(name) })).json<T>();
}

describe('POST /operator/config', () => {
  it('refuses a missing or wrong token, an unknown key and a malformed value, changing nothing', async () => {
    const auditBefore = (await t.database.db.select().from(operatorAudit)).length;
    expectError(await setConfig(ConfigKey.LOGIN_VCODE, '1', null), 403, ErrorCode.FORBIDDEN);
    expectError(await setConfig(ConfigKey.LOGIN_VCODE, '1', 'wrong'), 403, ErrorCode.FORBIDDEN);
    // Keys outside the list stay what the seed made them (e.g. the encryption switch).
    expectError(await setConfig(ConfigKey.SITE_ENCRYPT, '1'), 400, ErrorCode.BAD_REQUEST);
    expectError(
      await setConfig(ConfigKey.LOGIN_CODE_STYLE, '2'),
      400,
      ErrorCode.BAD_REQUEST,
      CONFIG_VALUE_REFUSED,
    );
    expectError(
      await setConfig(ConfigKey.CHAT_MAINTENANCE_START, 'tomorrow'),
      400,
      ErrorCode.BAD_REQUEST,
      CONFIG_VALUE_REFUSED,
    );
    expect(await document('userLoginLimit')).toEqual({ vCode: false, codeStyle: 3 });
    expect((await t.database.db.select().from(operatorAudit)).length).toBe(auditBefore);
  });

  it('switches the login code and its style, audited with before and after', async () => {
    const response = await setConfig(ConfigKey.LOGIN_VCODE, '1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { key: 'login_vcode', before: '0', value: '1' },
    });
    dataOfOk(await setConfig(ConfigKey.LOGIN_CODE_STYLE, '1'));
    expect(await document('userLoginLimit')).toEqual({ vCode: true, codeStyle: 1 });
    const [last] = await t.database.db
      .select()
      .from(operatorAudit)
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(last).toMatchObject({
      operator: 'alice',
      action: 'config.set',
      params: { key: 'login_code_style' },
      before: { value: '3' },
      after: { value: '1' },
    });
    dataOfOk(await setConfig(ConfigKey.LOGIN_VCODE, '0'));
    dataOfOk(await setConfig(ConfigKey.LOGIN_CODE_STYLE, '3'));
  });

  it('puts chat into maintenance and out again: chat calls answer 405 meanwhile', async () => {
    const rooms = () => t.app.inject({ method: 'GET', url: '/chat-api/chat/rooms' });
    expect((await rooms()).statusCode).not.toBe(405);
    dataOfOk(await setConfig(ConfigKey.ENABLE_CHAT_MAINTENANCE, '1'));
    expect(await document('config_chat')).toMatchObject({
      enable_chat_maintenance: { configValue: '1' },
    });
    expectError(await rooms(), 405, ErrorCode.CHAT_UNAVAILABLE);
    dataOfOk(await setConfig(ConfigKey.ENABLE_CHAT_MAINTENANCE, '0'));
    expect((await rooms()).statusCode).not.toBe(405);
  });
});

function dataOfOk(response: { statusCode: number; body: string }): void {
  expect(response.statusCode, response.body).toBe(200);
}
