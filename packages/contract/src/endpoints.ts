// The endpoint table: every HTTP call of the product as (method, base, path) with its input and
// output schemas. The server mounts routes from it and the client builds requests from it, so a
// path is written exactly once.
import type { z } from 'zod';
import { companyInfoSchema } from './company';
import { pageSchema } from './envelope';
import { noticeQuerySchema, noticeSchema } from './notice';

/**
 * Mount points on the API origin (spec §7). Paths the spec lists without a prefix live under
 * `app` (`/app-api`, or `/app-api/encrypt` in encryption mode); `/v/...` paths under `v`;
 * `/api/...` under `api`; `/api/v2/...` under `apiV2`; the chat service under `chat`.
 */
export const BASES = {
  app: '/app-api',
  appEncrypt: '/app-api/encrypt',
  v: '/v',
  api: '/api',
  apiV2: '/api/v2',
  chat: '/chat-api',
} as const;
export type BaseName = Exclude<keyof typeof BASES, 'appEncrypt'>;

export type HttpMethod = 'GET' | 'POST';

export interface EndpointDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  base: BaseName;
  /** Path below the base, starting with '/'. May hold `:param` segments. */
  path: string;
  /** Query string schema (GET) — absent when the call takes none. */
  query?: Q;
  /** Body schema (POST) — absent when the call takes none. */
  body?: B;
  /** Schema of `data` in the success envelope. */
  response: R;
  /** Sent as a form (application/x-www-form-urlencoded) instead of JSON. */
  form?: boolean;
  /** Needs an access token. */
  auth?: boolean;
}

function endpoint<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: EndpointDef<Q, B, R>,
): EndpointDef<Q, B, R> {
  return def;
}

/** The full path of an endpoint on the origin, e.g. `/app-api/company/get`. */
export function endpointPath(def: Pick<EndpointDef, 'base' | 'path'>, encrypt = false): string {
  const base = def.base === 'app' && encrypt ? BASES.appEncrypt : BASES[def.base];
  return base + def.path;
}

export const endpoints = {
  /** Company (brand) information including the home carousels. */
  companyInfo: endpoint({
    method: 'GET',
    base: 'app',
    path: '/company/get',
    response: companyInfoSchema,
  }),
  /** A page of notices of one type. */
  noticePage: endpoint({
    method: 'GET',
    base: 'api',
    path: '/notice/queryPage',
    query: noticeQuerySchema,
    response: pageSchema(noticeSchema),
  }),
} as const;
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointQuery<N extends EndpointName> =
  Endpoints[N] extends EndpointDef<infer Q> ? z.input<Q> : never;
export type EndpointData<N extends EndpointName> =
  Endpoints[N] extends EndpointDef<z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;

/** Liveness probe of the reference server (outside the bases). */
export const HEALTH_PATH = '/healthz';
export type EndpointBody<N extends EndpointName> =
  Endpoints[N] extends EndpointDef<z.ZodType, infer B> ? z.input<B> : never;
