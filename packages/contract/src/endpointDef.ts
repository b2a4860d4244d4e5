// What an endpoint is: its mount point (base), method, path and schemas, and how its full path on
// the origin is formed. Modules declare their tables with `endpoint()` (see company.ts).
import type { z } from 'zod';

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
  /**
   * A `UC/TOKEN_INVALID` answer must not send the user to login (spec §8: the user info and
   * status calls, asked while deciding whether a session exists at all).
   */
  tokenInvalidExempt?: boolean;
}

/** Declares one endpoint, keeping its schemas' types. */
export function endpoint<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: EndpointDef<Q, B, R>,
): EndpointDef<Q, B, R> {
  return def;
}

/** The full path of an endpoint on the origin, e.g. `/app-api/company/get`. */
export function endpointPath(def: Pick<EndpointDef, 'base' | 'path'>, encrypt = false): string {
  const base = def.base === 'app' && encrypt ? BASES.appEncrypt : BASES[def.base];
  return base + def.path;
}
