// @vitest-environment jsdom
// The agent calls against a real local HTTP server: the queries and forms sent, the terms page.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../test/startTestServer';
import {
  agentKeys,
  getAgentSubUsers,
  getAgentTeamOverview,
  getAgentTerms,
  updateAgentLink,
} from './agents';
import { createApiClient, type ApiClient } from './createApiClient';

let server: TestServer;
let client: ApiClient;

beforeEach(async () => {
  server = await startTestServer();
  client = createApiClient({ origin: server.origin, getAccessToken: () => 'tok' });
});
afterEach(() => server.close());

const link = {
  id: 7,
  code: 'AB12CD',
  link: 'http://app.example/auth/register?code=AB12CD',
  accountType: 'player',
  rebate: 5,
  remark: '',
  registerCount: 0,
  createTime: 1,
};

describe('agent calls', () => {
  it('sends only the member filters that are set, with the page defaults', async () => {
    server.on('GET', '/api/dl/querySubUsers', (_req, res) =>
      sendJson(
        res,
        200,
        ok({ data: [], totalCount: 0, otherData: { totalMoney: 0, onlineCount: 0 } }),
      ),
    );
    await getAgentSubUsers(client, { account: '', online: '1', beginDate: '2026-11-01' });
    const query = server.hits('/api/dl/querySubUsers')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '1',
      rows: '20',
      online: '1',
      beginDate: '2026-11-01',
    });
    expect(server.hits('/api/dl/querySubUsers')[0]?.headers.authorization).toBe('tok');
  });

  it('asks for the team report of a range, without an unset sub-agent', async () => {
    server.on('GET', '/api/dl/queryTeamRws', (_req, res) =>
      sendJson(res, 400, { code: 'SYS/BAD_REQUEST', msg: '查询日期范围有误，最多可查询93天' }),
    );
    await expect(
      getAgentTeamOverview(client, { beginDate: '2026-01-01', endDate: '2026-11-01' }),
    ).rejects.toMatchObject({ msg: '查询日期范围有误，最多可查询93天' });
    const query = server.hits('/api/dl/queryTeamRws')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      beginDate: '2026-01-01',
      endDate: '2026-11-01',
    });
  });

  it('updates a link with its id in the query and the fields as a form', async () => {
    server.on('POST', '/api/spreadInfo/updateByAgentId', (_req, res) =>
      sendJson(res, 200, ok({ ...link, rebate: 4 })),
    );
    const updated = await updateAgentLink(client, 7, {
      accountType: 'agent',
      rebate: 4,
      remark: '群推广',
    });
    expect(updated.rebate).toBe(4);
    const request = server.hits('/api/spreadInfo/updateByAgentId')[0];
    expect(request?.query.get('id')).toBe('7');
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      accountType: 'agent',
      rebate: '4',
      remark: '群推广',
    });
  });

  it('reads the terms page as text, and a missing page as an ApiError', async () => {
    server.on('GET', '/views/app_agendDelaer.html', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<html><body><h1>代理协议</h1></body></html>');
    });
    await expect(getAgentTerms(client)).resolves.toContain('<h1>代理协议</h1>');
    server.on('GET', '/views/app_agendDelaer.html', (_req, res) => {
      res.writeHead(404);
      res.end();
    });
    await expect(getAgentTerms(client)).rejects.toMatchObject({ name: 'ApiError', status: 404 });
  });

  it('keeps the agent keys under the account, and unset filters out of the keys', () => {
    expect(agentKeys.all[0]).toBe('account');
    expect(agentKeys.subUsers({ account: '', online: '1' })).toEqual(
      agentKeys.subUsers({ online: '1' }),
    );
  });
});
