// @vitest-environment jsdom
// The account calls against a real local HTTP server: what they send, and what they resolve with.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../test/startTestServer';
import {
  APP_VERSION,
  captchaImageUrl,
  getMoney,
  login,
  logoutSession,
  register,
  registerTrial,
} from './accounts';
import { ApiError } from './ApiError';
import { createApiClient, type ApiClient } from './createApiClient';

let server: TestServer;
let client: ApiClient;
let token: string | null;
let tokenInvalid: number;

beforeEach(async () => {
  server = await startTestServer();
  token = 'tok-1';
  tokenInvalid = 0;
  client = createApiClient({
    origin: server.origin,
    companyCode: 'JL01',
    getAccessToken: () => token,
    onTokenInvalid: () => {
      tokenInvalid += 1;
    },
  });
});
afterEach(() => server.close());

const authAnswer = { token: 'new-token', account: 'player01', type: 'HY' };

describe('account calls', () => {
  it('login posts a form with the app version and the company code header', async () => {
    server.on('POST', '/v/user/login', (_req, res) => sendJson(res, 200, ok(authAnswer)));
    const answer = await login(client, {
      account: 'player01',
      password: 'Secret123',
      remember: true,
      valiCode: '1234',
      vCodeKey: '99',
    });
    expect(answer.token).toBe('new-token');
    const [request] = server.hits('/v/user/login');
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request?.headers.companycode).toBe('JL01');
    const form = new URLSearchParams(request?.body);
    expect(Object.fromEntries(form)).toEqual({
      account: 'player01',
      password: 'Secret123',
      remember: '1',
      version: APP_VERSION,
      valiCode: '1234',
      vCodeKey: '99',
    });
  });

  it('login leaves the code out when none was typed', async () => {
    server.on('POST', '/v/user/login', (_req, res) => sendJson(res, 200, ok(authAnswer)));
    await login(client, { account: 'a', password: 'b' });
    const form = new URLSearchParams(server.hits('/v/user/login')[0]?.body);
    expect(form.has('valiCode')).toBe(false);
    expect(form.get('remember')).toBe('0');
  });

  it('login rejects with the server message of a refusal', async () => {
    server.on('POST', '/v/user/login', (_req, res) =>
      sendJson(res, 400, { code: 'UC/RESET_PASSWORD', msg: '请联系客服重置密码' }),
    );
    const error = await login(client, { account: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UC/RESET_PASSWORD', msg: '请联系客服重置密码' });
  });

  it('register posts the payload as a form with the version', async () => {
    server.on('POST', '/v/user/reg', (_req, res) => sendJson(res, 200, ok(authAnswer)));
    await register(client, {
      account: 'player01',
      password: 'Ab345678',
      confirmPassword: 'Ab345678',
    });
    const form = new URLSearchParams(server.hits('/v/user/reg')[0]?.body);
    expect(form.get('account')).toBe('player01');
    expect(form.get('version')).toBe(APP_VERSION);
  });

  it('trial registration and money check read their answers', async () => {
    server.on('GET', '/v/user/regTest', (_req, res) =>
      sendJson(res, 200, ok({ ...authAnswer, type: 'TEST' })),
    );
    server.on('GET', '/api/user/money/check', (_req, res) =>
      sendJson(res, 200, ok({ money: 1000, liveMoney: 0 })),
    );
    expect((await registerTrial(client)).type).toBe('TEST');
    expect(await getMoney(client)).toEqual({ money: 1000, liveMoney: 0 });
    expect(server.hits('/api/user/money/check')[0]?.headers.authorization).toBe('tok-1');
  });

  it('logout does not trigger the token-invalid redirect', async () => {
    server.on('GET', '/v/user/logout', (_req, res) =>
      sendJson(res, 400, { code: 'UC/TOKEN_INVALID', msg: '登录已失效，请重新登录' }),
    );
    await expect(logoutSession(client)).rejects.toBeInstanceOf(ApiError);
    expect(tokenInvalid).toBe(0);
  });

  it('builds the captcha image URL on the API origin, m=reg for register', () => {
    expect(captchaImageUrl(client, { t: 5 })).toBe(`${server.origin}/v/vCode?t=5`);
    expect(captchaImageUrl(client, { t: 6, register: true })).toBe(
      `${server.origin}/v/vCode?t=6&m=reg`,
    );
  });
});

describe('slider captcha calls', () => {
  it('reads a puzzle and sends the drop, resolving with the ticket', async () => {
    const puzzle = {
      id: 'p1',
      width: 280,
      height: 140,
      background: 'data:image/jpeg;base64,a',
      piece: 'data:image/png;base64,b',
      pieceSize: 44,
      pieceY: 30,
      pow: {
        parameters: {
          algorithm: 'PBKDF2/SHA-256',
          nonce: 'aa',
          salt: 'bb',
          cost: 10,
          keyLength: 32,
          keyPrefix: '0a',
        },
        signature: 'cc',
      },
    };
    const pow = { challenge: puzzle.pow, solution: { counter: 7, derivedKey: '0aff' } };
    server.on('GET', '/v/captcha/slider', (_req, res) => sendJson(res, 200, ok(puzzle)));
    server.on('POST', '/v/captcha/slider/verify', (_req, res) =>
      sendJson(res, 200, ok({ ticket: 't-1' })),
    );
    const { getSliderCaptcha, verifySliderCaptcha } = await import('./accounts');
    expect(await getSliderCaptcha(client)).toEqual(puzzle);
    expect(await verifySliderCaptcha(client, { id: 'p1', x: 120, pow })).toBe('t-1');
    expect(JSON.parse(server.hits('/v/captcha/slider/verify')[0]?.body ?? '')).toEqual({
      id: 'p1',
      x: 120,
      pow,
    });
  });
});
