// @vitest-environment jsdom
// The security calls against a real local HTTP server: passwords as JSON, a wrong fund password.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../test/startTestServer';
import { ApiError } from './ApiError';
import { createApiClient, type ApiClient } from './createApiClient';
import { checkCashPassword, updateFundPassword, updatePassword } from './security';

let server: TestServer;
let client: ApiClient;

beforeEach(async () => {
  server = await startTestServer();
  client = createApiClient({ origin: server.origin, getAccessToken: () => 'tok' });
});
afterEach(() => server.close());

describe('security calls', () => {
  it('sends passwords as JSON bodies', async () => {
    server.on('POST', '/api/user/updatePassword', (_req, res) => sendJson(res, 200, ok(null)));
    server.on('POST', '/api/user/updateFundPwd', (_req, res) => sendJson(res, 200, ok(null)));
    await updatePassword(client, {
      oldPassword: 'Old12345',
      newPassword: 'New12345',
      confirmPassword: 'New12345',
    });
    await updateFundPassword(client, {
      password: 'Old12345',
      fundPwd: '1234',
      confirmFundPwd: '1234',
    });
    expect(JSON.parse(server.hits('/api/user/updatePassword')[0]?.body ?? '')).toEqual({
      oldPassword: 'Old12345',
      newPassword: 'New12345',
      confirmPassword: 'New12345',
    });
    expect(JSON.parse(server.hits('/api/user/updateFundPwd')[0]?.body ?? '').fundPwd).toBe('1234');
  });

  it('rejects a wrong fund password with UC/CASH_PASSWORD_ERROR', async () => {
    server.on('POST', '/v/user/check/cashPassword', (_req, res) =>
      sendJson(res, 400, { code: 'UC/CASH_PASSWORD_ERROR', msg: '交易密码输入错误!' }),
    );
    const error = await checkCashPassword(client, '0000').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UC/CASH_PASSWORD_ERROR', msg: '交易密码输入错误!' });
  });
});
