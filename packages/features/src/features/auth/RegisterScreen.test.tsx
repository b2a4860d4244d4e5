import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REGISTER_ERROR_MS } from '@jinli/domain';
import { company } from '../../../test/fixtures';
import { afterClickLock } from '../../../test/clickLock';
import { renderApp, testRoute } from '../../../test/renderApp';
import { ok, startTestServer } from '../../../test/testServer';
import type { TestServer } from '../../../test/testServer';
import { session } from '../../app/session/sessionStore';
import { profileFixture, registerLimitFixture } from './accountFixtures';
import { sliderPuzzleFixture } from './sliderFixtures';
import { createAuthRoutes } from './routes';

const REGISTER = '/v/user/reg';
const LIMIT = '/sys-upload/data/json/registerLimit.json';
let server: TestServer;
let lastForm: URLSearchParams | null;

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
  lastForm = null;
  server.requests.length = 0;
  server.on('/app-api/company/get', () => ok(company));
  server.on(LIMIT, () => ({ body: registerLimitFixture }));
  server.on('/api/user/info', () => ok(profileFixture));
  server.on(REGISTER, async (request) => {
    lastForm = await readForm(request);
    return lastForm.get('account') === 'taken01'
      ? { status: 400, body: { code: 'SYS/BAD_REQUEST', msg: '用户名已存在' } }
      : ok({ token: 'tok-reg', account: lastForm.get('account'), type: 'HY' });
  });
});

function renderRegister(path = '/auth/register') {
  return renderApp({
    routes: [...createAuthRoutes(), testRoute('/profile', 'profile-page')],
    path,
    apiOrigin: server.origin,
  });
}

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const input = await screen.findByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    await user.type(input, value);
  }
  return user;
}

const valid = {
  用户名: 'newplayer1',
  密码: 'Abc12345',
  确认密码: 'Abc12345',
  真实姓名: '张三',
};

describe('RegisterScreen', () => {
  it('shows the fields the register-limit config shows, required ones marked', async () => {
    renderRegister();
    expect(await screen.findByLabelText('用户名 *')).toBeInTheDocument();
    expect(screen.getByLabelText('真实姓名 *')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号码')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^邮箱/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^验证码/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即注册' })).toBeDisabled();
  });

  it('prefills the promo code from ?code=', async () => {
    renderRegister('/auth/register?code=PROMO9');
    expect(await screen.findByLabelText('推广码')).toHaveValue('PROMO9');
  });

  it("shows the domain rule's message and sends nothing while a field is wrong", async () => {
    renderRegister();
    const user = await fill({ ...valid, 用户名: '1bad' });
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    expect(
      await screen.findAllByText('用户名必须是字母开头的6-15位的字母或者数字'),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('用户名 *')).toHaveAttribute('aria-invalid', 'true');
    await fill({ 用户名: 'newplayer1', 确认密码: 'Abc123456' });
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    expect(await screen.findAllByText('登录密码与确认密码不一致')).not.toHaveLength(0);
    expect(server.requests).not.toContain(REGISTER);
  });

  it("keeps a field's error while it is still wrong, and drops it once the field is right", async () => {
    renderRegister();
    const user = await fill({ ...valid, 用户名: '1bad' });
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    const message = '用户名必须是字母开头的6-15位的字母或者数字';
    const field = screen.getByLabelText('用户名 *');
    const errorOf = () => document.getElementById(field.getAttribute('aria-describedby') ?? '');
    await waitFor(() => expect(errorOf()).toHaveTextContent(message));
    // Past the 3 s a toast shows for, the field is still wrong: its error is still there.
    await new Promise((resolve) => setTimeout(resolve, REGISTER_ERROR_MS + 300));
    expect(errorOf()).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Still wrong while typing; right at the end, the error goes.
    await user.clear(field);
    await user.type(field, '2bad');
    expect(errorOf()).toHaveTextContent(message);
    await user.clear(field);
    await user.type(field, 'goodname1');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(message, { selector: 'p' })).toBeNull();
  });

  it('registers, stores the token and lands on /profile', async () => {
    renderRegister('/auth/register?code=PROMO9');
    const user = await fill({ ...valid, 手机号码: '138 0013 8000' });
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    expect(await screen.findByText('profile-page')).toBeInTheDocument();
    expect(screen.getByText('注册成功')).toBeInTheDocument();
    expect(session.accessToken).toBe('tok-reg');
    expect(lastForm?.get('phone')).toBe('13800138000');
    expect(lastForm?.get('intrCode')).toBe('PROMO9');
    expect(lastForm?.get('fullName')).toBe('张三');
    expect(lastForm?.has('email')).toBe(false);
  });

  it('sends a number of another picker country with its dial code, checked by its rule', async () => {
    renderRegister('/auth/register');
    const user = await fill({ ...valid, 手机号码: '1234 5678' });
    await user.selectOptions(screen.getByLabelText('国家/地区'), '中国香港 +852');
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    expect(await screen.findAllByText('手机号码填写错误')).not.toHaveLength(0);
    expect(server.requests).not.toContain(REGISTER);
    await fill({ 手机号码: '9123 4567' });
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    expect(await screen.findByText('profile-page')).toBeInTheDocument();
    expect(lastForm?.get('phone')).toBe('+85291234567');
  });

  it('shows the server message when registration is refused', async () => {
    renderRegister();
    const user = await fill({ ...valid, 用户名: 'taken01' });
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    expect(await screen.findByText('用户名已存在')).toBeInTheDocument();
    expect(session.accessToken).toBeNull();
  });

  it('rebuilds the form with 操作超时！请再试试 when the config changed since it was built', async () => {
    renderRegister();
    await screen.findByLabelText('用户名 *');
    server.on(LIMIT, () => ({
      body: {
        ...registerLimitFixture,
        fields: {
          ...registerLimitFixture.fields,
          email: { ...registerLimitFixture.fields.email, show: true, required: true },
        },
      },
    }));
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    expect(await screen.findByText('操作超时！请再试试')).toBeInTheDocument();
    expect(await screen.findByLabelText('邮箱 *')).toBeInTheDocument();
    expect(server.requests).not.toContain(REGISTER);
    // The rebuilt form now requires the e-mail.
    await afterClickLock();
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    await waitFor(() => expect(screen.getAllByText('邮箱地址不能为空')).not.toHaveLength(0));
  });

  it('opens the slider captcha when the config asks for it and sends its ticket', async () => {
    server.on(LIMIT, () => ({ body: { ...registerLimitFixture, thirdCaptcha: true } }));
    const puzzle = await sliderPuzzleFixture('puzzle-1', 17);
    server.on('/v/captcha/slider', () => ok(puzzle));
    let drop: unknown = null;
    server.on('/v/captcha/slider/verify', async (request) => {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      drop = JSON.parse(body);
      return ok({ ticket: 'ticket-1' });
    });
    renderRegister();
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    const dialog = await screen.findByRole('dialog');
    const handle = await within(dialog).findByRole('slider');
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 130, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 130, pointerId: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The drop, with the puzzle's proof of work solved.
    expect(drop).toMatchObject({
      id: 'puzzle-1',
      x: 120,
      pow: { challenge: puzzle.pow, solution: { counter: 17 } },
    });
    expect(server.requests).not.toContain(REGISTER);
    await afterClickLock();
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    expect(await screen.findByText('profile-page')).toBeInTheDocument();
    expect(lastForm?.get('captchaTicket')).toBe('ticket-1');
  });
});
