import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { company } from '../../../test/fixtures';
import { renderApp, testRoute } from '../../../test/renderApp';
import { ok, startTestServer } from '../../../test/testServer';
import type { TestServer } from '../../../test/testServer';
import { readCookie } from '../../app/session/browserStorage';
import { session } from '../../app/session/sessionStore';
import { loginLimitFixture, profileFixture } from './accountFixtures';
import { powChallengeFixture } from './sliderFixtures';
import { createAuthRoutes } from './routes';

const LOGIN = '/v/user/login';
let server: TestServer;
let lastForm: URLSearchParams;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('/app-api/company/get', () => ok({ ...company, olUrl: 'https://help.example' }));
  server.on('/sys-upload/data/json/userLoginLimit.json', () => ({ body: loginLimitFixture }));
  server.on('/api/user/info', () => ok(profileFixture));
  server.on(LOGIN, async (request) => {
    lastForm = await readForm(request);
    return lastForm.get('password') === 'Right1234'
      ? ok({ token: 'tok-new', account: 'player01', type: 'HY' })
      : { status: 400, body: { code: 'SYS/BAD_REQUEST', msg: '用户名或密码错误' } };
  });
});

function renderLogin(path = '/auth/login', trialPlay = false) {
  return renderApp({
    routes: [
      ...createAuthRoutes({ trialPlay }),
      testRoute('/', 'home-page'),
      testRoute('/bills', 'bills-page'),
    ],
    path,
    apiOrigin: server.origin,
  });
}

async function fillLogin(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('用户名'), 'player01');
  await user.type(screen.getByLabelText('密码'), password);
  return user;
}

describe('LoginScreen', () => {
  it("shows the theme's mark with its brand's name in words, and the company's logo in a theme without one", async () => {
    const { view } = renderApp({
      routes: createAuthRoutes({ trialPlay: false }),
      path: '/auth/login',
      apiOrigin: server.origin,
      brand: { name: '锦鲤娱乐', logoUrl: '/wordmark.svg', markUrl: '/favicon.svg' },
    });
    const name = await screen.findByText('锦鲤娱乐');
    expect(name.parentElement?.querySelector('img')).toHaveAttribute('src', '/favicon.svg');
    view.unmount();
    renderLogin();
    expect(await screen.findByRole('img', { name: company.name })).toHaveAttribute(
      'src',
      expect.stringContaining(company.regLogoUrl || company.logoUrl),
    );
  });

  it('keeps the login button disabled until a username and password are typed', async () => {
    renderLogin();
    const button = await screen.findByRole('button', { name: '登录' });
    expect(button).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('用户名'), '  ');
    await user.type(screen.getByLabelText('密码'), 'x');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('用户名'), 'a');
    expect(button).toBeEnabled();
  });

  it('logs in: token stored also as cookie, guest identity dropped, toast, back to the redirect', async () => {
    localStorage.setItem('user_guest_id', 'g-1');
    sessionStorage.setItem('user_guest_name', 'guest');
    renderLogin('/auth/login?redirect=%2Fbills');
    const user = await fillLogin('Right1234');
    await user.click(screen.getByRole('checkbox', { name: '记住密码' }));
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('bills-page')).toBeInTheDocument();
    expect(screen.getByText('登录成功!')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('tok-new');
    expect(readCookie('access_token')).toBe('tok-new');
    expect(session.profile?.userInfo.account).toBe('player01');
    expect(localStorage.getItem('user_guest_id')).toBeNull();
    expect(sessionStorage.getItem('user_guest_name')).toBeNull();
    expect(lastForm.get('remember')).toBe('1');
    expect(lastForm.get('version')).toBe('5.0.8');
    // Remember keeps the account for the next visit.
    expect(localStorage.getItem('jl_remembered_account')).toBe('player01');
  });

  it('goes home after a login opened directly', async () => {
    renderLogin();
    const user = await fillLogin('Right1234');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('home-page')).toBeInTheDocument();
  });

  it('shows the server message on a wrong password and stays logged out', async () => {
    renderLogin();
    const user = await fillLogin('Wrong1234');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    expect(session.accessToken).toBeNull();
    expect(screen.getByTestId('auth-login')).toBeInTheDocument();
  });

  it('opens the reset-password modal with the server message on UC/RESET_PASSWORD', async () => {
    server.on(LOGIN, () => ({
      status: 400,
      body: { code: 'UC/RESET_PASSWORD', msg: '您的密码需要重置，请联系客服' },
    }));
    renderLogin();
    const user = await fillLogin('Right1234');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('您的密码需要重置，请联系客服')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('asks for the code when the login limit requires it and refuses an empty one', async () => {
    server.on('/sys-upload/data/json/userLoginLimit.json', () => ({
      body: { vCode: true, codeStyle: 1 },
    }));
    renderLogin();
    const codeInput = await screen.findByLabelText('验证码');
    expect(screen.getByRole('img', { name: '验证码' }).getAttribute('src')).toMatch(
      new RegExp(`^${server.origin}/v/vCode\\?t=\\d+$`),
    );
    const user = await fillLogin('Right1234');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码不正确')).toBeInTheDocument();
    expect(server.requests).not.toContain(LOGIN);
    await user.type(codeInput, '1234');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('home-page')).toBeInTheDocument();
    expect(lastForm.get('valiCode')).toBe('1234');
  });

  it('reloads the login limit and the config after a failed login (spec §4)', async () => {
    renderLogin();
    const user = await fillLogin('Wrong1234');
    await screen.findByRole('button', { name: '登录' });
    const count = (path: string) => server.requests.filter((r) => r.startsWith(path)).length;
    const limitBefore = count('/sys-upload/data/json/userLoginLimit.json');
    const configBefore = count('/sys-upload/data/json/config.json');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    await waitFor(() => {
      expect(count('/sys-upload/data/json/userLoginLimit.json')).toBeGreaterThan(limitBefore);
      expect(count('/sys-upload/data/json/config.json')).toBeGreaterThan(configBefore);
    });
  });

  it('code style 3: the slider opens on submit; after 3 puzzles fail to load it passes by itself', async () => {
    server.on('/sys-upload/data/json/userLoginLimit.json', () => ({
      body: { vCode: true, codeStyle: 3 },
    }));
    const puzzleUrls: string[] = [];
    server.on('/v/captcha/slider', (request) => {
      puzzleUrls.push(request.url ?? '');
      return { status: 502, body: 'Bad Gateway' };
    });
    let fallbackForm: unknown = null;
    const fallbackPow = await powChallengeFixture(23, { fallback: true });
    server.on('/v/captcha/slider/fallback', async (request) => {
      // GET: the fallback's proof of work; POST: the ticket for it solved.
      if (request.method === 'GET') return ok({ pow: fallbackPow });
      let body = '';
      for await (const chunk of request) body += String(chunk);
      fallbackForm = JSON.parse(body);
      return ok({ ticket: 'ticket-auto' });
    });
    renderLogin();
    const user = await fillLogin('Right1234');
    // No image code field in this style.
    expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog');
    expect(server.requests).not.toContain(LOGIN);
    for (let failure = 1; failure < 3; failure++) {
      const retry = await within(dialog).findByRole('button', {
        name: '验证加载失败（502），点击重试',
      });
      await user.click(retry);
    }
    expect(await screen.findByText('验证码加载异常，已自动验证')).toBeInTheDocument();
    expect(await screen.findByText('home-page')).toBeInTheDocument();
    expect(fallbackForm).toEqual({
      failures: 3,
      pow: { challenge: fallbackPow, solution: { counter: 23, derivedKey: expect.any(String) } },
    });
    expect(lastForm.get('captchaTicket')).toBe('ticket-auto');
    // After the first failure the puzzle is asked for with the minute's cache-bust.
    expect(puzzleUrls).toHaveLength(3);
    expect(puzzleUrls[0]).toBe('/v/captcha/slider');
    expect(puzzleUrls.slice(1).every((url) => /[?&]_t=\d+/.test(url))).toBe(true);
  });

  it('a tap before the login limit arrives waits for it and opens the slider', async () => {
    let answerLimit = () => {};
    const limitHeld = new Promise<void>((resolve) => (answerLimit = resolve));
    server.on('/sys-upload/data/json/userLoginLimit.json', async () => {
      await limitHeld;
      return { body: { vCode: true, codeStyle: 3 } };
    });
    server.on('/v/captcha/slider', () => ({ status: 502, body: 'Bad Gateway' }));
    renderLogin();
    const user = await fillLogin('Right1234');
    await user.click(screen.getByRole('button', { name: '登录' }));
    answerLimit();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(server.requests).not.toContain(LOGIN);
  });

  it('shows the domain notice after login when the profile has a domain, then leaves', async () => {
    server.on('/api/user/info', () =>
      ok({ ...profileFixture, userDetail: { domain: 'new.example.com\nold.example.com' } }),
    );
    renderLogin();
    const user = await fillLogin('Right1234');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('domain-notice')).toHaveTextContent('new.example.com');
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    expect(await screen.findByText('home-page')).toBeInTheDocument();
  });

  it('offers the trial entry only when asked, and it logs in a trial account', async () => {
    server.on('/v/user/regTest', () =>
      ok({ token: 'tok-trial', account: 'TEST0001', type: 'TEST' }),
    );
    const first = renderLogin();
    await screen.findByRole('button', { name: '登录' });
    expect(screen.queryByRole('button', { name: '先去逛逛' })).not.toBeInTheDocument();
    first.view.unmount();
    renderLogin('/auth/login', true);
    await userEvent.setup().click(await screen.findByRole('button', { name: '先去逛逛' }));
    expect(await screen.findByText('home-page')).toBeInTheDocument();
    expect(session.accessToken).toBe('tok-trial');
  });
});
