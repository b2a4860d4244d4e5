// Mounts the contract's endpoint table (packages/contract endpoints.ts): every endpoint gets a typed
// handler, its input is parsed with the endpoint's schemas, its output is wrapped in the success
// envelope. In development and tests (`checkAnswers`) every answer is checked against the response
// schema and must be exactly what the schema lets through — nothing it would strip or change — so
// production, where the check is off on the hot path, sends the same bytes without paying for it. Endpoints on the `app` base are mounted a
// second time on the encrypted base, whose answers are the whole envelope encrypted with sk_encrypt.
// Endpoints with a cache policy answer their plain base from the AnswerCache (the schema check then
// runs once per build, not per request); writes listed in INVALIDATED_BY drop what they changed.
import {
  encryptJson,
  type EndpointDef,
  endpointPath,
  type Endpoints,
  endpoints,
  type Ok,
} from '@jinli/contract';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnswerCache, CachePolicy, CacheTag } from './answerCache';
import { parseInput } from './parseInput';

/** Message of every success envelope. */
export const OK_MSG = '操作成功';

/** The success envelope around `data`. */
export function ok<T>(data: T): Ok<T> {
  return { code: 0, msg: OK_MSG, data };
}

type QueryOf<D> = D extends EndpointDef<infer Q, z.ZodType, z.ZodType> ? z.infer<Q> : never;
type BodyOf<D> = D extends EndpointDef<z.ZodType, infer B, z.ZodType> ? z.infer<B> : never;
type DataOf<D> = D extends EndpointDef<z.ZodType, z.ZodType, infer R> ? z.input<R> : never;

/** What a handler receives: the parsed query and body (undefined when the endpoint takes none). */
export interface EndpointInput<D> {
  query: QueryOf<D>;
  body: BodyOf<D>;
  request: FastifyRequest;
}

export type EndpointHandler<D> = (input: EndpointInput<D>) => Promise<DataOf<D>>;

/** One handler per endpoint of the table: the type fails to check when the contract gains an endpoint. */
export type EndpointHandlers = { [N in keyof Endpoints]: EndpointHandler<Endpoints[N]> };

export interface MountOptions {
  /** The sk_encrypt secret for the encrypted base. */
  secret: () => Promise<string>;
  /**
   * Runs before the input is parsed for endpoints marked `auth: true`, so that a request without
   * a valid session is refused as such (401 / UC/TOKEN_INVALID) whatever its input.
   */
  authenticate?: (request: FastifyRequest) => Promise<unknown>;
  /** The in-memory answer cache; absent: nothing is cached. */
  cache?: AnswerCache | undefined;
  /** Cache policies by endpoint name (used with `cache`). */
  cachePolicies?: Partial<Record<keyof Endpoints, CachePolicy>>;
  /** Cache tags each write endpoint changes, dropped after it succeeded. */
  invalidatedBy?: Partial<Record<keyof Endpoints, readonly CacheTag[]>>;
  /**
   * Check every answer against its response schema (a mismatch is a 500); default true. Off in
   * production (app.ts: NODE_ENV=production); cached answers are checked once per build anyway.
   */
  checkAnswers?: boolean;
}

/**
 * `data` through the response schema: the parsed answer, which must equal `data` as JSON (a
 * handler that relied on the schema to strip or convert a field would send something else when the
 * check is off). Throws on either mismatch: a server bug, answered 500.
 */
export function checkedAnswer(def: EndpointDef, data: unknown): unknown {
  const parsed: unknown = def.response.parse(data);
  if (!isDeepStrictEqual(asJson(parsed), asJson(data))) {
    throw new Error(
      `answer of ${def.method} ${endpointPath(def)} holds what its response schema strips or changes`,
    );
  }
  return parsed;
}

const asJson = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

/** How one endpoint uses the cache. */
export interface EndpointCaching {
  cache: AnswerCache;
  /** Answer from the cache with this policy. */
  policy?: CachePolicy | undefined;
  /** Drop these tags after a successful call. */
  invalidates?: readonly CacheTag[] | undefined;
}

/** Registers `handler` at the endpoint's path (and its encrypted twin for the `app` base). */
export function mountEndpoint<D extends EndpointDef>(
  app: FastifyInstance,
  def: D,
  handler: EndpointHandler<D>,
  options: MountOptions,
  caching?: EndpointCaching,
): void {
  const policy = caching?.policy;
  // Cached answers are built rarely: checked whatever the mode.
  const check = (options.checkAnswers ?? true) || policy !== undefined;
  const answer = async (request: FastifyRequest): Promise<Ok<unknown>> => {
    if (def.auth && options.authenticate) await options.authenticate(request);
    const query = (def.query ? parseInput(def.query, request.query) : undefined) as QueryOf<D>;
    const body = (def.body ? parseInput(def.body, request.body) : undefined) as BodyOf<D>;
    const data: unknown = await handler({ query, body, request });
    // A response that breaks its own schema is a server bug: the check throws, and it is a 500.
    const envelope = ok(check ? checkedAnswer(def, data) : data);
    if (caching?.invalidates)
      for (const tag of caching.invalidates) await caching.cache.invalidate(tag);
    return envelope;
  };
  app.route({
    method: def.method,
    url: endpointPath(def),
    handler:
      caching && policy
        ? (request, reply) => caching.cache.serve(request, reply, policy, () => answer(request))
        : answer,
  });
  if (def.base === 'app') {
    const sealed = async (request: FastifyRequest) =>
      encryptJson(await answer(request), await options.secret());
    app.route({
      method: def.method,
      url: endpointPath(def, true),
      // A cached answer is sealed once per entry, like the plain one is built once: a fresh IV per
      // request made every copy differ, so no ETag ever matched (nor index.html's, which carries
      // company/get inline). The same ciphertext sent again reveals nothing new.
      handler:
        caching && policy
          ? (request, reply) => caching.cache.serve(request, reply, policy, () => sealed(request))
          : sealed,
    });
  }
}

/** Mounts every endpoint of the table with its handler. */
export function mountEndpoints(
  app: FastifyInstance,
  handlers: EndpointHandlers,
  options: MountOptions,
): void {
  for (const name of Object.keys(endpoints) as (keyof Endpoints)[]) {
    // The table and the handler map are indexed by the same name, which TypeScript cannot
    // correlate across a union of names; each pair is checked by EndpointHandlers above.
    const { cache } = options;
    mountEndpoint(
      app,
      endpoints[name] as EndpointDef,
      handlers[name] as EndpointHandler<EndpointDef>,
      options,
      cache && {
        cache,
        policy: options.cachePolicies?.[name],
        invalidates: options.invalidatedBy?.[name],
      },
    );
  }
}
