import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage } from 'node:http';
import type { InitialEntry } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, testRoute } from '../../../test/renderApp';
import { ok, startTestServer } from '../../../test/testServer';
import type { TestServer } from '../../../test/testServer';
import { profileFixture } from '../auth/accountFixtures';
import { sliderPuzzleFixture } from '../auth/sliderFixtures';
import { session, setAccessToken } from '../../app/session/sessionStore';
import { changePasswordError } from './ChangePasswordScreen';
import { fundPasswordError } from './FundPasswordScreen';
import { settingsRoutes } from './routes';

let server: TestServer;
let lastBody: Record<string, string> | null;

async function readJson(request: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return JSON.parse(body) as Record<string, string>;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  lastBody = null;
  server.requests.length = 0;
  server.on('/api/user/info', () => ok(profileFixture));
  server.on('/v/user/logout', () => ok(null));
  server.on('/api/user/updatePassword', async (request) => {
    lastBody = await readJson(request);
    return lastBody.oldPassword === 'Old12345'
      ? ok(null)
      : { status: 400, body: { code: 'SYS/BAD_REQUEST', msg: '原密码错误' } };
  });
  server.on('/api/user/updateFundPwd', async (request) => {
    lastBody = await readJson(request);
    return ok(null);
  });
});

function renderAt(path: InitialEntry) {
  return renderApp({
    routes: [
      ...settingsRoutes,
      testRoute('/auth/login', 'login-page'),
      testRoute('/withdraw-money', 'withdraw-page'),
    ],
    path,
    apiOrigin: server.origin,
  });
}

describe('change-password rules', () => {
  it('needs the old password, a valid new one and the same confirmation', () => {
    const base = { oldPassword: 'x', newPassword: 'Abc12345', confirmPassword: 'Abc12345' };
    expect(changePasswordError(base)).toBeNull();
    expect(changePasswordError({ ...base, oldPassword: '' })?.field).toBe('oldPassword');
    expect(
      changePasswordError({ ...base, newPassword: 'abc', confirmPassword: 'abc' })?.message,
    ).toBe('为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。');
    expect(changePasswordError({ ...base, confirmPassword: 'Abc123456' })?.message).toBe(
      '登录密码与确认密码不一致',
    );
  });

  it('fund password: 4 digits twice, proven by the login password or the old fund password', () => {
    const base = { proof: 'Login123', fundPwd: '1234', confirmFundPwd: '1234' };
    expect(fundPasswordError(base, false)).toBeNull();
    expect(fundPasswordError({ ...base, fundPwd: '12a4' }, false)?.field).toBe('fundPwd');
    expect(fundPasswordError({ ...base, confirmFundPwd: '4321' }, false)?.field).toBe(
      'confirmFundPwd',
    );
    expect(fundPasswordError(base, true)?.field).toBe('proof');
    expect(fundPasswordError({ ...base, proof: '9999' }, true)).toBeNull();
  });
});

describe('ChangePasswordScreen', () => {
  it('shows the server message for a wrong old password', async () => {
    setAccessToken('tok');
    renderAt('/change-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('原密码'), 'Wrong123');
    await user.type(screen.getByLabelText('新密码'), 'New12345');
    await user.type(screen.getByLabelText('确认新密码'), 'New12345');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('原密码错误')).toBeInTheDocument();
    expect(session.accessToken).toBe('tok');
  });

  it('changes the password, ends the session and opens login', async () => {
    setAccessToken('tok');
    renderAt('/change-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('原密码'), 'Old12345');
    await user.type(screen.getByLabelText('新密码'), 'New12345');
    await user.type(screen.getByLabelText('确认新密码'), 'New12345');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('login-page')).toBeInTheDocument();
    expect(lastBody).toEqual({
      oldPassword: 'Old12345',
      newPassword: 'New12345',
      confirmPassword: 'New12345',
    });
    expect(session.accessToken).toBeNull();
    expect(screen.getByText('密码修改成功，请重新登录')).toBeInTheDocument();
  });
});

describe('FundPasswordScreen', () => {
  it('sets the first fund password with the login password, digits only', async () => {
    setAccessToken('tok');
    renderAt('/password-withdraw-money');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('登录密码'), 'Login123');
    await user.type(screen.getByLabelText('新交易密码'), '12ab34');
    expect(screen.getByLabelText('新交易密码')).toHaveValue('1234');
    await user.type(screen.getByLabelText('确认交易密码'), '1234');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(lastBody).toEqual({ password: 'Login123', fundPwd: '1234', confirmFundPwd: '1234' });
  });

  it('returns to withdraw once set, when withdraw sent the player here', async () => {
    setAccessToken('tok');
    const app = renderAt({
      pathname: '/password-withdraw-money',
      state: { returnTo: '/withdraw-money' },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('登录密码'), 'Login123');
    await user.type(screen.getByLabelText('新交易密码'), '1234');
    await user.type(screen.getByLabelText('确认交易密码'), '1234');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('withdraw-page')).toBeInTheDocument();
    expect(app.router.state.historyAction).toBe('REPLACE');
  });
});

describe('ResetPasswordScreen', () => {
  it('changes a password by account without a session, then opens login', async () => {
    server.on('/api/user/updatePasswordByAccount', async (request) => {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      lastBody = Object.fromEntries(new URLSearchParams(body));
      return ok(null);
    });
    const { resetPasswordRoute } = await import('./routes');
    renderApp({
      routes: [resetPasswordRoute, testRoute('/auth/login', 'login-page')],
      path: '/reset-password',
      apiOrigin: server.origin,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '确认修改' }));
    expect(await screen.findAllByText('请输入用户名')).not.toHaveLength(0);
    await user.type(screen.getByLabelText('用户名'), 'player01');
    await user.type(screen.getByLabelText('原密码'), 'Old12345');
    await user.type(screen.getByLabelText('新密码'), 'New12345');
    await user.type(screen.getByLabelText('确认新密码'), 'New12345');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('login-page')).toBeInTheDocument();
    expect(lastBody).toEqual({
      account: 'player01',
      oldPassword: 'Old12345',
      newPassword: 'New12345',
      confirmPassword: 'New12345',
    });
  });

  it('shows the slider when the server asks for it and sends the form again with its ticket', async () => {
    const forms: Record<string, string>[] = [];
    server.on('/api/user/updatePasswordByAccount', async (request) => {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      const form = Object.fromEntries(new URLSearchParams(body));
      forms.push(form);
      return form.captchaTicket === 'ticket-r'
        ? ok(null)
        : { status: 400, body: { code: 'SYS/BAD_REQUEST', msg: '请先完成滑动验证' } };
    });
    const puzzle = await sliderPuzzleFixture('puzzle-r', 9);
    server.on('/v/captcha/slider', () => ok(puzzle));
    let drop: unknown = null;
    server.on('/v/captcha/slider/verify', async (request) => {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      drop = JSON.parse(body);
      return ok({ ticket: 'ticket-r' });
    });
    const { resetPasswordRoute } = await import('./routes');
    renderApp({
      routes: [resetPasswordRoute, testRoute('/auth/login', 'login-page')],
      path: '/reset-password',
      apiOrigin: server.origin,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('用户名'), 'player01');
    await user.type(screen.getByLabelText('原密码'), 'Old12345');
    await user.type(screen.getByLabelText('新密码'), 'New12345');
    await user.type(screen.getByLabelText('确认新密码'), 'New12345');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    // The server asked for the slider: it shows, instead of a refusal.
    const dialog = await screen.findByRole('dialog');
    const handle = await within(dialog).findByRole('slider');
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 110, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 110, pointerId: 1 });
    expect(await screen.findByText('login-page')).toBeInTheDocument();
    expect(drop).toMatchObject({ id: 'puzzle-r', x: 100, pow: { solution: { counter: 9 } } });
    await waitFor(() => expect(forms).toHaveLength(2));
    expect(forms[0]?.captchaTicket).toBeUndefined();
    expect(forms[1]).toEqual({
      account: 'player01',
      oldPassword: 'Old12345',
      newPassword: 'New12345',
      confirmPassword: 'New12345',
      captchaTicket: 'ticket-r',
    });
  });
});
