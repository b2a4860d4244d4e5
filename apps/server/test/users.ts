// Test helpers for accounts: register users through the real endpoints (each from its own client
// address, so that the per-address limits of one test do not spill into the next) and call
// endpoints with their token.
import { createHash } from 'node:crypto';
import {
  type AuthToken,
  authTokenSchema,
  endpointPath,
  type EndpointName,
  endpoints,
  VCODE_COOKIE,
} from '@jinli/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { captcha } from '../src/db/schema';

let addressCounter = 0;
/** A fresh client address (10.x.y.z) for each call. */
export function freshAddress(): string {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

let accountCounter = 0;
/**
 * A fresh valid account name (a letter, then 6–15 letters or digits): the prefix, this worker's
 * pid as four digits (zero-padded: a pid ending in 0–99 once made `sc51`, shorter than the rule
 * allows, and a CI run went red on it) and a counter.
 */
export function freshAccount(prefix = 'user'): string {
  accountCounter++;
  const pidPart = String(process.pid % 10_000).padStart(4, '0');
  return `${prefix.slice(0, 15 - pidPart.length - String(accountCounter).length)}${pidPart}${accountCounter}`;
}

export const TEST_PASSWORD = 'Passw0rdX';

export interface CallOptions {
  token?: string;
  /** A chat token, sent as `Authorization: Bearer …` (the chat base). */
  chatToken?: string;
  query?: Record<string, string | number>;
  /** Values of the path's `:name` segments. */
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Send the body as a form (default: the endpoint's `form` flag). */
  form?: boolean;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** Calls a contract endpoint through `app.inject`. */
export function call(
  app: FastifyInstance,
  name: EndpointName,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const def = endpoints[name];
  const form = options.form ?? ('form' in def && def.form === true);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) {
    headers.authorization = options.token;
    headers.token = options.token;
  }
  if (options.chatToken) headers.authorization = `Bearer ${options.chatToken}`;
  let path = endpointPath(def);
  for (const [key, value] of Object.entries(options.params ?? {})) {
    path = path.replace(`:${key}`, encodeURIComponent(value));
  }
  let payload: string | undefined;
  if (def.method === 'POST' && options.body !== undefined) {
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(
        Object.entries(options.body).map(([k, v]) => [k, String(v)] as [string, string]),
      ).toString();
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
  }
  const query = options.query
    ? '?' +
      new URLSearchParams(
        Object.entries(options.query).map(([k, v]) => [k, String(v)] as [string, string]),
      )
    : '';
  return Promise.resolve(
    app.inject({
      method: def.method,
      url: path + query,
      headers,
      ...(payload === undefined ? {} : { payload }),
      remoteAddress: options.remoteAddress ?? freshAddress(),
    }),
  );
}

/** `data` of a 200 answer (fails the test otherwise). */
export function dataOf<T = unknown>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}

/** Expects a `{ code, msg }` refusal. */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  msg?: string,
): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { code: string; msg: string };
  expect(body.code).toBe(code);
  if (msg !== undefined) expect(body.msg).toBe(msg);
}

/** Registers an official account with the default password; returns its token. */
export async function registerUser(
  app: FastifyInstance,
  fields: Record<string, string> = {},
): Promise<AuthToken & { password: string }> {
  const account = fields.account ?? freshAccount();
  const password = fields.password ?? TEST_PASSWORD;
  const response = await call(app, 'register', {
    body: { account, password, confirmPassword: password, ...fields },
  });
  return { ...authTokenSchema.parse(dataOf(response)), password };
}

/** Fetches a captcha image and reads its answer back by trying every code against the stored hash. */
export async function solveCaptcha(
  app: FastifyInstance,
  db: Db,
  purpose: 'login' | 'reg',
  t = String(Date.now()),
): Promise<{ cookie: string; code: string; id: string; t: string }> {
  const response = await app.inject({
    method: 'GET',
    url: `/v/vCode?t=${t}${purpose === 'reg' ? '&m=reg' : ''}`,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  const setCookie = String(response.headers['set-cookie']);
  const id = new RegExp(`${VCODE_COOKIE}=([^;]+)`).exec(setCookie)?.[1];
  if (!id) throw new Error('no captcha cookie');
  const [row] = await db.select().from(captcha).where(eq(captcha.id, id));
  if (!row) throw new Error('captcha not stored');
  for (let n = 0; n < 10_000; n++) {
    const code = String(n).padStart(4, '0');
    const hash = createHash('sha256').update(`${id}:${code}`).digest('hex');
    if (hash === row.answerHash) return { cookie: `${VCODE_COOKIE}=${id}`, code, id, t };
  }
  throw new Error('captcha code not found');
}
