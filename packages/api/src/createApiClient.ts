// The HTTP client of spec §7: one transport per base (fetch), the access and chat tokens as headers,
// time-outs, duplicate-request abort, retries, the encrypted base and documents, the `{ code, msg,
// data }` envelope unwrapped into data or an ApiError, and the error-catalogue hooks of spec §8.
// Only types come from the main contract entry: its zod schemas are loaded lazily (lazyContract.ts),
// and only when answers are checked (development), so the start page never downloads zod.
import type {
  EndpointData,
  EndpointDef,
  EndpointName,
  EndpointQuery,
  Endpoints,
  NoticeList,
  StaticDocument,
  StaticDocumentName,
} from '@jinli/contract';
import {
  BASES,
  ErrorCode,
  NOTICE_LIST_DOCUMENT,
  STATIC_JSON_PREFIX,
  decryptJson,
  encryptedStaticDocuments,
  endpointPath,
  isApiError,
  isEncryptedEnvelope,
  routes,
  type BaseName,
  type RouteDef,
} from '@jinli/contract/routes';
import { ApiError } from './ApiError';
import { httpRequest, withQuery, type HttpResponse } from './httpRequest';
import { fetchPagePreload, takePagePreload } from './pagePreloads';
import { loadContract, type ContractWithSchemas } from './lazyContract';
import { stableStringify } from './stableStringify';
import { toFormBody } from './toFormBody';
import { withRetry } from './withRetry';

/** Time-out of an API call, in ms (spec §9: 20 s). */
export const DEFAULT_TIMEOUT_MS = 20_000;
/** Time-out of a chat-base call, in ms (spec §9: 60 s). */
export const CHAT_TIMEOUT_MS = 60_000;
/** Pause before a retry, in ms (spec §7: default 100 ms). */
export const DEFAULT_RETRY_DELAY_MS = 100;
/** Further attempts of a static JSON fetch (spec §9: config fetch retries 3). */
export const STATIC_RETRIES = 3;
/**
 * Full paths whose `UC/TOKEN_INVALID` answer does not send the user to login (spec §8: "except user
 * info/status calls"): they are asked while deciding whether a session exists at all.
 */
export const TOKEN_INVALID_EXEMPT_PATHS: readonly string[] = ['/api/user/info', '/api/user/status'];

/** Header carrying the company (brand) code on every API call. */
export const COMPANY_CODE_HEADER = 'companyCode';

export interface ApiClientOptions {
  /** API origin, e.g. `https://api.example.com`; '' (default) means the page's own origin. */
  origin?: string;
  /** Chat service origin; '' (default) means the page's own origin. */
  chatOrigin?: string;
  /** Company code, sent as the `companyCode` header on every API-base call. */
  companyCode?: string;
  /**
   * Encryption mode (default false): the `app` base becomes `/app-api/encrypt`, its answers and the
   * `_encrypt` static documents are decrypted with the secret of sk_encrypt.json (fetched once).
   */
  encrypt?: boolean;
  /** Current access token, read at every request; sent as `Authorization` and `token`. */
  getAccessToken?: () => string | null | undefined;
  /** Current chat token, read at every chat-base request; sent as `Authorization: Bearer …`. */
  getChatToken?: () => string | null | undefined;
  /**
   * `UC/TOKEN_INVALID` with status 400 on the chat base (spec §8: a chat token failure removes the
   * tokens and goes back to the chat list or home), instead of `onTokenInvalid`. Without it, chat
   * calls report to `onTokenInvalid` like the others.
   */
  onChatTokenInvalid?: (error: ApiError) => void;
  /** HTTP 401 (spec §8): show `message` (the server's), log out, go to login. */
  onUnauthorized?: (message: string, error: ApiError) => void;
  /**
   * `UC/TOKEN_INVALID` with status 400 (spec §8): remove the tokens and go to login. Not called for
   * {@link TOKEN_INVALID_EXEMPT_PATHS} nor for calls made with `skipTokenInvalidRedirect`.
   */
  onTokenInvalid?: (error: ApiError) => void;
  /** Sees every failed call after the hooks above, except cancellations. */
  onError?: (error: ApiError) => void;
  /** Time-out of API and static calls in ms; default {@link DEFAULT_TIMEOUT_MS} (20 s). */
  timeout?: number;
  /** Time-out of chat-base calls in ms; default {@link CHAT_TIMEOUT_MS} (60 s). */
  chatTimeout?: number;
  /** Pause before a retry in ms; default {@link DEFAULT_RETRY_DELAY_MS} (100 ms). */
  retryDelay?: number;
  /**
   * Check answers against the contract's schemas (default false; apps pass `import.meta.env.DEV`).
   * A mismatch fails the call with `CLIENT/BAD_RESPONSE`.
   */
  validateResponses?: boolean;
  /**
   * The transport; default the platform's fetch. The server's render of a first screen passes one
   * that answers from the API in its own process (renderFirstScreen in @jinli/features).
   */
  fetch?: typeof fetch;
}

/** Per-call transport options. */
export interface RequestOptions {
  /** Aborts the call; the promise then rejects with a `CLIENT/CANCELED` ApiError. */
  signal?: AbortSignal;
  /** Time-out of each attempt in ms; default the client's (20 s, chat 60 s). */
  timeout?: number;
  /** Further attempts after a network error or a 5xx answer; default 0 (static JSON: 3). */
  retry?: number;
  /** Pause before each retry in ms; default the client's (100 ms). */
  retryDelay?: number;
  /**
   * When this call starts, abort an identical one still in flight (same method, URL, query and
   * body). Default true for GET, false otherwise.
   */
  dedupe?: boolean;
  /** Do not call `onTokenInvalid` on `UC/TOKEN_INVALID` (the user info/status calls). */
  skipTokenInvalidRedirect?: boolean;
  /** Extra headers, e.g. `Idempotency-Key` on money-moving calls. */
  headers?: Record<string, string>;
  /**
   * Upload progress of the body, 0..1 (the call then goes over XMLHttpRequest, which can tell it);
   * for a `FormData` body such as a chat image.
   */
  onUploadProgress?: (fraction: number) => void;
  /**
   * False: never take the page's inline answer or preload of this URL (pagePreloads.ts), which is
   * a visitor's; for an answer that depends on the caller, asked for a signed-in one. Default true.
   */
  pagePreload?: boolean;
}

/** Options of one endpoint call: its query, body and `:param` path segments. */
export interface EndpointCallOptions<Query = unknown, Body = unknown> extends RequestOptions {
  query?: Query;
  /** Sent as JSON, or as a form when the endpoint says `form: true`. Ignored for GET. */
  body?: Body;
  /** Values of the path's `:name` segments. */
  params?: Record<string, string | number>;
}

/** Input type of a schema, read through the Standard Schema interface zod implements. */
type SchemaInput<S> = S extends { '~standard': { types?: infer T } }
  ? NonNullable<T> extends { input: infer I }
    ? I
    : unknown
  : unknown;
/** Output (parsed) type of a schema. */
type SchemaOutput<S> = S extends { '~standard': { types?: infer T } }
  ? NonNullable<T> extends { output: infer O }
    ? O
    : unknown
  : unknown;

/** Query input of an endpoint definition. */
export type DefQuery<D> = D extends { query?: infer Q } ? SchemaInput<NonNullable<Q>> : unknown;
/** Body input of an endpoint definition. */
export type DefBody<D> = D extends { body?: infer B } ? SchemaInput<NonNullable<B>> : unknown;
/** The `data` an endpoint definition answers with. */
export type DefData<D> = D extends { response: infer R } ? SchemaOutput<R> : never;
/** Body input of a named endpoint. */
export type EndpointBody<N extends EndpointName> = DefBody<Endpoints[N]>;

/** Options of `client.call(name, …)`. */
export type CallOptions<N extends EndpointName> = EndpointCallOptions<
  EndpointQuery<N>,
  EndpointBody<N>
>;

export interface ApiClient {
  /** The options the client was made with, resolved (origins default to ''). */
  readonly config: {
    readonly origin: string;
    readonly chatOrigin: string;
    readonly companyCode: string;
    readonly encrypt: boolean;
  };
  /** Calls a named endpoint of the contract's table and resolves with its `data`. */
  call<N extends EndpointName>(name: N, options?: CallOptions<N>): Promise<EndpointData<N>>;
  /** Calls an endpoint definition (one of the table's, or one built the same way). */
  request<D extends EndpointDef>(
    def: D,
    options?: EndpointCallOptions<DefQuery<D>, DefBody<D>>,
  ): Promise<DefData<D>>;
  /**
   * Fetches a static JSON document under /sys-upload/data/json/ with a `_t` timestamp, retried
   * {@link STATIC_RETRIES} times; in encryption mode the `_encrypt` variant where one exists.
   */
  getStaticDocument<N extends StaticDocumentName>(
    name: N,
    options?: RequestOptions,
  ): Promise<StaticDocument<N>>;
  /** Fetches the static notice list (notice_list.json), like a static document. */
  getNoticeList(options?: RequestOptions): Promise<NoticeList>;
}

type Auth = 'access' | 'chat' | 'none';

/** A schema as far as the client uses one (zod's safeParse). */
interface Validator {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: unknown };
}

/** The schema to check an answer with: at hand, or picked from the lazily loaded contract. */
type SchemaRef = Validator | ((contract: ContractWithSchemas) => Validator);

/** One base of the API: where it is, its time-out and the credentials its calls carry. */
interface Base {
  baseURL: string;
  /** Time-out of a call in ms. */
  timeout: number;
  auth: Auth;
}

/** What one transport call needs, resolved from a definition or a static document name. */
interface Prepared {
  instance: Base;
  method: 'GET' | 'POST';
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers: Record<string, string>;
  /** Identity for the duplicate abort; excludes cache-busting parameters. */
  dedupeKey: string;
  /** Full path on the origin, for the token-invalid exemption. */
  fullPath: string;
  /** The page preloaded this URL (pagePreloads.ts): the first attempt reads it with fetch(). */
  preloaded?: string;
}

interface RunOptions extends RequestOptions {
  /** Internal fetches (the secret) report through the call that needed them, not on their own. */
  silent?: boolean;
}

/** Creates the client. Cheap: no request is made until a call. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const origin = trimSlash(options.origin ?? '');
  const chatOrigin = trimSlash(options.chatOrigin ?? '');
  const companyCode = options.companyCode ?? '';
  const encrypt = options.encrypt ?? false;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const retryDelay = options.retryDelay ?? DEFAULT_RETRY_DELAY_MS;

  function createInstance(baseURL: string, instanceTimeout: number, auth: Auth): Base {
    return { baseURL, timeout: instanceTimeout, auth };
  }

  /** The headers of a call on `base`, tokens read at send time (a retry after a refresh carries the new one). */
  function headersOf(base: Base): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (base.auth === 'access') {
      const token = options.getAccessToken?.();
      if (token) {
        headers.Authorization = token;
        headers.token = token;
      }
      if (companyCode) headers[COMPANY_CODE_HEADER] = companyCode;
    } else if (base.auth === 'chat') {
      const token = options.getChatToken?.();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    return headers;
  }

  const instances: Record<BaseName, Base> = {
    app: createInstance(origin + (encrypt ? BASES.appEncrypt : BASES.app), timeout, 'access'),
    v: createInstance(origin + BASES.v, timeout, 'access'),
    api: createInstance(origin + BASES.api, timeout, 'access'),
    apiV2: createInstance(origin + BASES.apiV2, timeout, 'access'),
    chat: createInstance(chatOrigin + BASES.chat, options.chatTimeout ?? CHAT_TIMEOUT_MS, 'chat'),
  };
  // Static documents are plain files (often on a CDN): no credentials, so no preflight either.
  const staticInstance = createInstance(origin + STATIC_JSON_PREFIX, timeout, 'none');

  const inflight = new Map<string, AbortController>();

  async function run<T>(
    prepared: Prepared,
    runOptions: RunOptions,
    interpret: (response: HttpResponse) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController();
    const unlink = linkSignal(runOptions.signal, controller);
    const dedupe = runOptions.dedupe ?? prepared.method === 'GET';
    if (dedupe) {
      inflight.get(prepared.dedupeKey)?.abort(new Error('Superseded by an identical request'));
      inflight.set(prepared.dedupeKey, controller);
    }
    try {
      return await withRetry(
        async () => {
          const preloaded = prepared.preloaded;
          if (preloaded) {
            prepared.preloaded = undefined; // retries go the ordinary way
            const answer = await fetchPagePreload(preloaded, controller.signal).catch(
              () => undefined,
            );
            if (answer && answer.status < 300) return interpret(answer);
          }
          const { instance } = prepared;
          const response = await httpRequest({
            method: prepared.method,
            url: instance.baseURL + prepared.url,
            params: prepared.params,
            data: prepared.data,
            headers: { ...headersOf(instance), ...prepared.headers, ...runOptions.headers },
            timeout: runOptions.timeout ?? instance.timeout,
            signal: controller.signal,
            onUploadProgress: runOptions.onUploadProgress,
            fetch: options.fetch,
          });
          return interpret(response);
        },
        {
          retries: runOptions.retry ?? 0,
          delayMs: runOptions.retryDelay ?? retryDelay,
          signal: controller.signal,
        },
      );
    } catch (error) {
      if (error instanceof ApiError && !runOptions.silent) report(error, prepared, runOptions);
      throw error;
    } finally {
      unlink();
      if (dedupe && inflight.get(prepared.dedupeKey) === controller)
        inflight.delete(prepared.dedupeKey);
    }
  }

  function report(error: ApiError, prepared: Prepared, runOptions: RunOptions): void {
    if (error.isCanceled) return;
    if (error.status === 401) {
      options.onUnauthorized?.(error.msg, error);
    } else if (error.status === 400 && error.code === ErrorCode.TOKEN_INVALID) {
      const exempt =
        runOptions.skipTokenInvalidRedirect ??
        TOKEN_INVALID_EXEMPT_PATHS.includes(prepared.fullPath);
      if (exempt) {
        // Asked while deciding whether a session exists: the caller handles it.
      } else if (prepared.instance.auth === 'chat' && options.onChatTokenInvalid) {
        options.onChatTokenInvalid(error);
      } else {
        options.onTokenInvalid?.(error);
      }
    }
    options.onError?.(error);
  }

  let secret: Promise<string> | undefined;
  /** The sk_encrypt.json secret, fetched on first need and kept; a failed fetch is not kept. */
  function getSecret(): Promise<string> {
    if (!secret) {
      const pending = fetchStatic('sk_encrypt', (c) => c.staticDocuments.sk_encrypt, false, {
        silent: true,
        dedupe: false,
      }).then((document) => (document as StaticDocument<'sk_encrypt'>).configValue);
      secret = pending;
      pending.catch(() => {
        if (secret === pending) secret = undefined;
      });
    }
    return secret;
  }

  async function decrypt(value: unknown): Promise<unknown> {
    if (!isEncryptedEnvelope(value)) return value;
    // A value that does not decrypt comes back unchanged (spec §7: fall back to plain parsing).
    return decryptJson(value, await getSecret());
  }

  async function validate(schemaRef: SchemaRef, value: unknown, status: number): Promise<unknown> {
    if (!options.validateResponses) return value;
    const schema = typeof schemaRef === 'function' ? schemaRef(await loadContract()) : schemaRef;
    const result = schema.safeParse(value);
    if (!result.success) throw ApiError.badResponse(status, result.error);
    return result.data;
  }

  /** Sends one call of a route; `schema` checks its `data` when answers are checked. */
  async function request(
    def: RouteDef,
    schema: SchemaRef,
    callOptions: EndpointCallOptions = {},
  ): Promise<unknown> {
    const url = fillPath(def.path, callOptions.params);
    const instance = instances[def.base];
    const headers: Record<string, string> = {};
    let data: unknown;
    if (def.method !== 'GET' && callOptions.body !== undefined) {
      if (typeof FormData !== 'undefined' && callOptions.body instanceof FormData) {
        data = callOptions.body; // multipart (uploads): sent as it is, never deduplicated by content
      } else if (def.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        data = toFormBody(callOptions.body);
      } else {
        headers['Content-Type'] = 'application/json';
        data = callOptions.body;
      }
    }
    const params = callOptions.query as Record<string, unknown> | undefined;
    const prepared: Prepared = {
      instance,
      method: def.method,
      url,
      params,
      data,
      headers,
      dedupeKey: stableStringify([
        def.method,
        instance.baseURL,
        url,
        params ?? null,
        callOptions.body ?? null,
      ]),
      fullPath: endpointPath({ base: def.base, path: url }),
    };
    if (def.method === 'GET' && callOptions.pagePreload !== false) {
      // The URL as httpRequest sends it: a preload of the page matches it only to the byte.
      const href = withQuery(`${instance.baseURL}${url}`, params);
      if (takePagePreload(href)) prepared.preloaded = href;
    }
    const decrypts = encrypt && def.base === 'app';
    return run(prepared, callOptions, async (response) => {
      let body = parseJson(response.data);
      if (decrypts) {
        body = await decrypt(body);
        // The envelope may be encrypted whole or only in its `data`.
        if (isRecord(body) && 'data' in body) body = { ...body, data: await decrypt(body.data) };
      }
      const ok = response.status >= 200 && response.status < 300;
      if (ok && isRecord(body) && body.code === 0 && 'data' in body)
        return validate(schema, body.data, response.status);
      if (isApiError(body)) throw new ApiError(body.code, body.msg, response.status);
      throw ok ? ApiError.badResponse(response.status) : ApiError.fromStatus(response.status);
    });
  }

  function fetchStatic(
    file: string,
    schema: SchemaRef,
    decrypts: boolean,
    runOptions: RunOptions = {},
  ): Promise<unknown> {
    const url = `${file}.json`;
    // A fresh timestamp defeats caches between the app and the file (spec §7).
    const params = { _t: Date.now() };
    const prepared: Prepared = {
      instance: staticInstance,
      method: 'GET',
      url,
      params,
      headers: {},
      dedupeKey: stableStringify(['GET', staticInstance.baseURL, url]),
      fullPath: STATIC_JSON_PREFIX + url,
    };
    // The page may carry the document's answer (home's app_config and notices).
    const href = withQuery(`${staticInstance.baseURL}${url}`, params);
    if (takePagePreload(href)) prepared.preloaded = href;
    return run(
      prepared,
      { ...runOptions, retry: runOptions.retry ?? STATIC_RETRIES },
      async (response) => {
        const body = parseJson(response.data);
        if (response.status < 200 || response.status >= 300) {
          throw isApiError(body)
            ? new ApiError(body.code, body.msg, response.status)
            : ApiError.fromStatus(response.status);
        }
        if (typeof body === 'string') throw ApiError.badResponse(response.status);
        return validate(schema, decrypts ? await decrypt(body) : body, response.status);
      },
    );
  }

  return {
    config: { origin, chatOrigin, companyCode, encrypt },
    call(name, callOptions) {
      const schema: SchemaRef = (contract) => contract.endpoints[name].response;
      return request(routes[name], schema, callOptions) as Promise<EndpointData<typeof name>>;
    },
    request(def, callOptions) {
      return request(def, def.response, callOptions) as Promise<DefData<typeof def>>;
    },
    getStaticDocument(name, requestOptions) {
      const encrypted = encrypt && (encryptedStaticDocuments as readonly string[]).includes(name);
      const file = encrypted ? `${name}_encrypt` : name;
      const schema: SchemaRef = (contract) => contract.staticDocuments[name];
      return fetchStatic(file, schema, encrypted, requestOptions) as Promise<
        StaticDocument<typeof name>
      >;
    },
    getNoticeList(requestOptions) {
      const schema: SchemaRef = (contract) => contract.noticeListSchema;
      return fetchStatic(
        NOTICE_LIST_DOCUMENT,
        schema,
        false,
        requestOptions,
      ) as Promise<NoticeList>;
    },
  };
}

/** Substitutes `:name` segments; a missing value is a programming error (TypeError), not an ApiError. */
function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_segment, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Propagates the caller's abort to the call's own controller; returns the unlink. */
function linkSignal(signal: AbortSignal | undefined, controller: AbortController): () => void {
  if (!signal) return () => {};
  if (signal.aborted) {
    controller.abort(signal.reason);
    return () => {};
  }
  const onAbort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  return () => signal.removeEventListener('abort', onAbort);
}

/** A body that is not valid JSON comes as text; a JSON text that slipped through is parsed. */
function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
