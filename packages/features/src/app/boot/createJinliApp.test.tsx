import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../../../test/fixtures';
import { renderApp, testRoute } from '../../../test/renderApp';
import { ok, startTestServer } from '../../../test/testServer';
import type { TestServer } from '../../../test/testServer';
import { homeRoutes } from '../../features/home/routes';
import { session, setAccessToken, setChatToken, setProfile } from '../session/sessionStore';

let server: TestServer;
const routes = [...homeRoutes, testRoute('/auth/login', 'login-screen')];
const seen: { token?: string; authorization?: string; companyCode?: string }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  server.on('/sys-upload/data/json/notice_list.json', () => ({
    body: { index_notice: [], lottery_notice: [] },
  }));
});
afterAll(() => server.close());

describe('createJinliApp', () => {
  it('sends the stored access token and the company code with API calls', async () => {
    setAccessToken('token-abc');
    server.on('/app-api/company/get', (request) => {
      seen.push({
        token: request.headers.token as string | undefined,
        authorization: request.headers.authorization,
        companyCode: request.headers.companycode as string | undefined,
      });
      return ok(company);
    });
    renderApp({ routes, path: '/', apiOrigin: server.origin });
    await screen.findByRole('img', { name: company.name });
    expect(seen.at(-1)?.token).toBe('token-abc');
    expect(seen.at(-1)?.authorization).toContain('token-abc');
    expect(seen.at(-1)?.companyCode).toBe('jinli');
  });

  it('gives up an API call after the request time-out it was given', async () => {
    server.on('/app-api/company/get', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return ok(company);
    });
    const { apiClient } = renderApp({
      routes: [testRoute('/', 'blank-screen')],
      apiOrigin: server.origin,
      requestTimeout: 50,
    });
    await expect(apiClient.call('companyInfo')).rejects.toMatchObject({ code: 'CLIENT/TIMEOUT' });
  });

  it('on HTTP 401 shows the server message, logs out and goes to login', async () => {
    setAccessToken('expired');
    setChatToken('chat-1');
    setProfile({ userInfo: { account: 'player01' } });
    server.on('/app-api/company/get', () => ({
      status: 401,
      body: { code: 'UC/UNAUTHORIZED', msg: '登录已过期，请重新登录' },
    }));
    const { router } = renderApp({ routes, path: '/', apiOrigin: server.origin });
    expect(await screen.findByText('登录已过期，请重新登录')).toBeInTheDocument();
    expect(await screen.findByText('login-screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(session).toMatchObject({ accessToken: null, chatToken: null, profile: null });
  });

  it('on UC/TOKEN_INVALID removes the tokens and goes to login', async () => {
    setAccessToken('revoked');
    setChatToken('chat-1');
    server.on('/app-api/company/get', () => ({
      status: 400,
      body: { code: 'UC/TOKEN_INVALID', msg: '登录信息已失效' },
    }));
    const { router } = renderApp({ routes, path: '/', apiOrigin: server.origin });
    expect(await screen.findByText('login-screen')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(session.accessToken).toBeNull();
    expect(session.chatToken).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
