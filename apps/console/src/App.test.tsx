// The app's session flow against a stubbed server: not signed in → the login; name, password and
// TOTP sign in (the CSRF token of the answer goes on the next change); a role sees only its menu;
// a 401 on any call sends the operator back to the login with the server's message; logout.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hangTimeout } from '@jinli/vite-config/test-timeouts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, refuse } from '../test/fakeServer';
import { ConsoleApp } from './App';

// The dashboard (the first screen) without ECharts: its canvas is not what these tests are about,
// and loading it in jsdom costs seconds.
vi.mock('./shared/EChart', () => ({ EChart: () => null }));

const me = (role: string, roleLabel: string, mustChangePassword = false) => ({
  name: 'alice',
  role,
  roleLabel,
  mustChangePassword,
  csrfToken: 'csrf-abc',
});

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('用户名'), 'alice');
  await user.type(screen.getByLabelText('密码'), 'Secret-Pass-123');
  const otp = document.querySelectorAll<HTMLInputElement>('.ant-otp input');
  expect(otp).toHaveLength(6);
  await user.click(otp[0]!);
  await user.keyboard('123456');
  // Named 登录 whatever antd puts in it (its spinner is labelled "loading").
  await user.click(screen.getByRole('button', { name: '登录' }));
}

// antd's screens in jsdom take seconds each on a busy machine (a lazy screen, its first render).
describe('ConsoleApp', { timeout: hangTimeout(90_000) }, () => {
  it('signs in with name, password and TOTP and shows the layout of the role', async () => {
    const server = fakeServer({
      'GET /console-api/session': refuse(401, 'UC/UNAUTHORIZED', '请先登录运营后台'),
      'POST /console-api/session': ok(me('finance', '财务')),
      'GET /console-api/dashboard': refuse(500, 'SYS/ERROR', '服务器繁忙'),
    });
    const user = userEvent.setup();
    render(<ConsoleApp />);
    await signIn(user);
    const login = server.requests.find((r) => r.method === 'POST');
    expect(login?.body).toEqual({ name: 'alice', password: 'Secret-Pass-123', totp: '123456' });
    const menu = await screen.findByRole('menu', {}, { timeout: hangTimeout(30_000) });
    // 财务: money, not operators, audit, draws.
    for (const entry of ['仪表盘', '充值', '提现', '对账'])
      expect(within(menu).getByText(entry)).toBeInTheDocument();
    for (const entry of ['运营者管理', '审计', '开奖'])
      expect(within(menu).queryByText(entry)).toBeNull();
    expect(screen.getByLabelText('当前操作员')).toHaveTextContent('alice');
    expect(screen.getByLabelText('当前操作员')).toHaveTextContent('财务');
  });

  it('asks a one-time password holder for a new password first', async () => {
    const server = fakeServer({
      'GET /console-api/session': ok(me('admin', '管理员', true)),
      'POST /console-api/password': ok(null),
      'GET /console-api/dashboard': refuse(500, 'SYS/ERROR', '服务器繁忙'),
    });
    const user = userEvent.setup();
    render(<ConsoleApp />);
    await user.type(await screen.findByLabelText('当前密码'), 'OneTime-Pass-1');
    await user.type(screen.getByLabelText('新密码'), 'MyOwnPass2026');
    await user.type(screen.getByLabelText('确认新密码'), 'MyOwnPass2026');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    await screen.findByRole('menu', {}, { timeout: hangTimeout(30_000) });
    const change = server.requests.find((r) => r.url.pathname === '/console-api/password');
    expect(change?.headers.get('X-CSRF-Token')).toBe('csrf-abc');
    expect(change?.body).toEqual({ oldPassword: 'OneTime-Pass-1', newPassword: 'MyOwnPass2026' });
  });

  it('goes back to the login with the server’s message when the session expires', async () => {
    fakeServer({
      'GET /console-api/session': ok(me('admin', '管理员')),
      'GET /console-api/dashboard': refuse(401, 'UC/UNAUTHORIZED', '登录已过期，请重新登录'),
    });
    render(<ConsoleApp />);
    expect(
      await screen.findByText('登录已过期，请重新登录', {}, { timeout: hangTimeout(30_000) }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('logs out', async () => {
    const server = fakeServer({
      'GET /console-api/session': ok(me('support', '客服')),
      'GET /console-api/dashboard': refuse(500, 'SYS/ERROR', '服务器繁忙'),
      'DELETE /console-api/session': ok(null),
    });
    const user = userEvent.setup();
    render(<ConsoleApp />);
    await user.click(await screen.findByText('退出登录', {}, { timeout: hangTimeout(30_000) }));
    await waitFor(() => expect(screen.getByLabelText('用户名')).toBeInTheDocument());
    const logout = server.requests.find((r) => r.method === 'DELETE');
    expect(logout?.headers.get('X-CSRF-Token')).toBe('csrf-abc');
  });
});
