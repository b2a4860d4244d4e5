// Routes of the accounts module: the endpoint handlers, and the captcha image (GET /v/vCode), which
// answers an SVG rather than the JSON envelope and so is mounted directly.
import { VCODE_COOKIE, VCODE_PATH } from '@jinli/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieOf } from '../../http/cookies';
import { z } from 'zod';
import type { EndpointHandlers } from '../../http/endpoints';
import { parseInput } from '../../http/parseInput';
import type { AuthService } from './auth';
import { CAPTCHA_TTL_MS, type CaptchaService } from './captcha';
import type { ClientContext } from './context';
import type { AccountService } from './service';
import type { SliderCaptchaService } from './sliderCaptcha';
import { tokenOf } from './tokens';

export function clientOf(request: FastifyRequest): ClientContext {
  return { address: request.ip, captchaId: cookieOf(request, VCODE_COOKIE) };
}

export type AccountHandlerNames =
  | 'register'
  | 'registerTrial'
  | 'login'
  | 'logout'
  | 'checkUnique'
  | 'updatePassword'
  | 'updatePasswordByAccount'
  | 'updateFundPwd'
  | 'checkCashPassword'
  | 'sliderCaptcha'
  | 'sliderVerify'
  | 'sliderFallbackChallenge'
  | 'sliderFallback';

export function accountHandlers(
  accounts: AccountService,
  auth: AuthService,
  slider: SliderCaptchaService,
): Pick<EndpointHandlers, AccountHandlerNames> {
  return {
    sliderCaptcha: () => slider.create(),
    sliderVerify: async ({ body }) => ({
      ticket: await slider.verify(body.id, body.x, body.pow),
    }),
    sliderFallbackChallenge: async () => ({ pow: await slider.fallbackChallenge() }),
    sliderFallback: async ({ body, request }) => ({
      ticket: await slider.fallback(request.ip, body.pow),
    }),
    register: ({ body, request }) => accounts.register(body, clientOf(request)),
    registerTrial: ({ request }) => accounts.registerTrial(clientOf(request)),
    login: ({ body, request }) => accounts.login(body, clientOf(request)),
    logout: async ({ request }) => {
      await auth.revoke(request);
      return null;
    },
    checkUnique: async ({ query }) => ({ unique: await accounts.checkUnique(query.account) }),
    updatePassword: async ({ body, request }) => {
      const user = await auth.requireUser(request);
      await accounts.updatePassword(user, body, tokenOf(request.headers));
      return null;
    },
    updatePasswordByAccount: async ({ body, request }) => {
      await accounts.updatePasswordByAccount(body, clientOf(request));
      return null;
    },
    updateFundPwd: async ({ body, request }) => {
      await accounts.updateFundPassword(await auth.requireUser(request), body);
      return null;
    },
    checkCashPassword: async ({ body, request }) => {
      await accounts.checkFundPassword(await auth.requireUser(request), body.cashPassword);
      return { valid: true as const };
    },
  };
}

const vCodeQuerySchema = z.object({
  t: z.string().max(64).default(''),
  m: z.string().max(16).optional(),
});

/** GET /v/vCode?t=…[&m=reg]: a fresh captcha image; its id goes to the jl_vcode cookie. */
export function registerCaptchaRoute(app: FastifyInstance, captcha: CaptchaService): void {
  app.get(VCODE_PATH, async (request, reply) => {
    const query = parseInput(vCodeQuerySchema, request.query);
    const { id, svg } = await captcha.create(query.m === 'reg' ? 'reg' : 'login', query.t);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'set-cookie',
        `${VCODE_COOKIE}=${id}; Path=/; Max-Age=${CAPTCHA_TTL_MS / 1000}; HttpOnly; SameSite=Lax`,
      )
      .send(svg);
  });
}
