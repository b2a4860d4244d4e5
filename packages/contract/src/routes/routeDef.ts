// What a route is without its schemas: mount point (base), method, path and the plain flags the
// client reads. Zod-free on purpose — the browser's start page imports it (see routes/index.ts).

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

/** An endpoint as the client needs it to send a request; `EndpointDef` adds the schemas. */
export interface RouteDef {
  method: HttpMethod;
  base: BaseName;
  /** Path below the base, starting with '/'. May hold `:param` segments. */
  path: string;
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

/** The plain flags a route carries besides method, base and path, in table order. */
export const ROUTE_FLAGS = ['form', 'auth', 'tokenInvalidExempt'] as const;

/** The full path of an endpoint on the origin, e.g. `/app-api/company/get`. */
export function endpointPath(def: Pick<RouteDef, 'base' | 'path'>, encrypt = false): string {
  const base = def.base === 'app' && encrypt ? BASES.appEncrypt : BASES[def.base];
  return base + def.path;
}
