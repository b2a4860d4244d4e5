import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, testRoute } from '../../../test/renderApp';
import { ok, startTestServer } from '../../../test/testServer';
import type { TestServer } from '../../../test/testServer';
import { profileFixture, vipRulesFixture } from '../auth/accountFixtures';
import { session, setAccessToken } from '../../app/session/sessionStore';
import type { FeatureSwitches } from '../../app/context/appSwitches';
import { profileRoutes } from './routes';

let server: TestServer;
let money: { money: number; liveMoney: number };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  money = { money: 120_000, liveMoney: 5_000 };
  server.on('/api/user/info', () => ok(profileFixture));
  server.on('/api/v2/uservip/rules', () => ok(vipRulesFixture));
  server.on('/api/user/money/check', () => ok(money));
  server.on('/v/user/logout', () => ok(null));
});

function renderProfile(switches: FeatureSwitches = {}) {
  return renderApp({
    switches,
    routes: [
      ...profileRoutes,
      testRoute('/', 'home-page'),
      testRoute('/recharge', 'recharge-page'),
      testRoute('/auth/login', 'login-page'),
    ],
    path: '/profile',
    apiOrigin: server.origin,
  });
}

describe('ProfileScreen', () => {
  it('is laid out as the brand composes it (profileLayout), cards by default, the same parts', async () => {
    setAccessToken('tok');
    const first = renderProfile();
    expect(await screen.findByTestId('profile-screen')).toHaveAttribute('data-layout', 'cards');
    first.view.unmount();
    for (const layout of ['hero', 'plain', 'stage'] as const) {
      const app = renderProfile({ profileLayout: layout });
      const screenEl = await screen.findByTestId('profile-screen');
      expect(screenEl).toHaveAttribute('data-layout', layout);
      expect(await within(screenEl).findByTestId('profile-account')).toBeInTheDocument();
      expect(within(screenEl).getByRole('button', { name: '充值' })).toBeInTheDocument();
      expect(within(screenEl).getByRole('link', { name: '投注记录' })).toBeInTheDocument();
      app.view.unmount();
    }
  });

  it('offers login and register to visitors and loads nothing', async () => {
    renderProfile();
    const screenEl = await screen.findByTestId('profile-screen');
    expect(within(screenEl).getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(within(screenEl).getByRole('link', { name: '注册' })).toBeInTheDocument();
    expect(server.requests).not.toContain('/api/user/info');
  });

  it("opens 最新域名 with the company's domain, else the host of this page", async () => {
    setAccessToken('tok');
    const user = userEvent.setup();
    const first = renderProfile();
    await user.click(await screen.findByRole('button', { name: '最新域名' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('domain-notice')).toHaveTextContent(window.location.host);
    expect(window.location.host).not.toBe('');
    first.view.unmount();

    server.on('/api/user/info', () =>
      ok({ ...profileFixture, userDetail: { domain: 'm.brand.example\nwww.brand.example' } }),
    );
    renderProfile();
    await user.click(await screen.findByRole('button', { name: '最新域名' }));
    expect(
      within(await screen.findByRole('dialog')).getByTestId('domain-notice'),
    ).toHaveTextContent(/^m\.brand\.example$/);
  });

  it('shows account, VIP badge, balance, VIP progress and the unread badge', async () => {
    setAccessToken('tok');
    renderProfile();
    expect(await screen.findByTestId('profile-account')).toHaveTextContent('player01');
    expect(screen.getByRole('link', { name: 'VIP2' })).toHaveAttribute('href', '/profile-vip');
    await waitFor(() => expect(screen.getByLabelText('余额')).toHaveTextContent('125.00'));
    // 150.00 bet of the 600.00 that VIP3 needs.
    const vip = await screen.findByTestId('vip-card');
    expect(vip).toHaveTextContent('150.00 / 600.00');
    expect(within(vip).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('3');
    expect(screen.queryByRole('link', { name: /代理中心/ })).not.toBeInTheDocument();
  });

  it('refreshes the balance with the refresh icon, which spins while the answer is out (one request for two taps)', async () => {
    setAccessToken('tok');
    renderProfile();
    await waitFor(() => expect(screen.getByLabelText('余额')).toHaveTextContent('125.00'));
    money = { money: 200_000, liveMoney: 0 };
    // The refresh's answer waits until both taps are in: the icon spins while it is out, however
    // slowly the machine runs the taps (its minimum spin alone can end before a starved test reads it).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.on('/api/user/money/check', async () => {
      await answered;
      return ok(money);
    });
    const before = server.requests.filter((p) => p === '/api/user/money/check').length;
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: '刷新余额' });
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(screen.getByLabelText('余额')).toHaveTextContent('200.00'));
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(server.requests.filter((p) => p === '/api/user/money/check').length).toBe(before + 1);
  });

  it('refuses deposit to a trial account with the spec toast', async () => {
    server.on('/api/user/info', () =>
      ok({ ...profileFixture, userInfo: { ...profileFixture.userInfo, type: 'TEST' } }),
    );
    setAccessToken('tok');
    renderProfile();
    await screen.findByTestId('profile-account');
    await userEvent.setup().click(screen.getByRole('button', { name: '充值' }));
    expect(await screen.findByText('试玩账户无法进行该操作，请注册正式账户!')).toBeInTheDocument();
    expect(screen.queryByText('recharge-page')).not.toBeInTheDocument();
  });

  it('shows the agent tile to agents', async () => {
    server.on('/api/user/info', () =>
      ok({ ...profileFixture, userInfo: { ...profileFixture.userInfo, isDl: 1 } }),
    );
    setAccessToken('tok');
    renderProfile();
    expect(await screen.findByRole('link', { name: /代理中心/ })).toHaveAttribute('href', '/agent');
    expect(screen.getByRole('link', { name: /推广收益/ })).toHaveAttribute(
      'href',
      '/bills?type=12',
    );
  });

  it('shows neither agent tile to a player', async () => {
    setAccessToken('tok');
    renderProfile();
    await screen.findByTestId('profile-account');
    expect(screen.getByRole('link', { name: /账户明细/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /代理中心/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /推广收益/ })).toBeNull();
  });

  it('logs out: server told, tokens and rebateRatio cleared, back home', async () => {
    setAccessToken('tok');
    localStorage.setItem('rebateRatio', '7');
    renderProfile();
    await screen.findByTestId('profile-account');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认' }),
    );
    expect(await screen.findByText('home-page')).toBeInTheDocument();
    expect(server.requests).toContain('/v/user/logout');
    expect(session.accessToken).toBeNull();
    expect(session.profile).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('rebateRatio')).toBeNull();
  });

  it('shows an error with retry when the profile cannot be loaded', async () => {
    server.on('/api/user/info', () => ({
      status: 500,
      body: { code: 'SYS/INTERNAL', msg: '系统错误，请稍后再试' },
    }));
    setAccessToken('tok');
    renderProfile();
    expect(await screen.findByText('系统错误，请稍后再试')).toBeInTheDocument();
    server.on('/api/user/info', () => ok(profileFixture));
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('profile-account')).toHaveTextContent('player01');
  });
});
