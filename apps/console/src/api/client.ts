// The console's HTTP client: every call goes to /console-api on the page's own origin, where the
// browser adds the session cookie (HttpOnly: scripts never see it); every call that may change
// something carries the CSRF token the sign-in answered (X-CSRF-Token). Answers are the server's
// envelope `{ code: 0, msg, data }` or `{ code, msg }` with an HTTP error status; a 401 means the
// session is gone (idle or absolute expiry, logout elsewhere), and the listeners send the operator
// back to the login.
import { API_TEXT } from './strings';

/** The console API's base path (apps/server/src/modules/console/paths.ts). */
export const CONSOLE_API_BASE = '/console-api';
/** Header carrying the CSRF token on every non-GET request. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** A refused or failed call: `msg` is the server's Chinese message, shown as is. */
export class ConsoleApiError extends Error {
  override name = 'ConsoleApiError';
  constructor(
    /** HTTP status; 0 when no answer came (network). */
    readonly status: number,
    /** The catalogue code (`UC/UNAUTHORIZED`, `SYS/FORBIDDEN`, …) or 'network'. */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Query values; undefined and '' are left out of the URL. */
export type Query = Record<string, string | number | boolean | undefined | null>;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Paths are relative to the base ('/session') or full ('/console-api/session', as the contract writes them). */
export interface ConsoleClient {
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  del<T>(path: string, body?: unknown): Promise<T>;
  /** POST of a multipart form (a file upload), with the CSRF token like every change. */
  upload<T>(path: string, form: FormData): Promise<T>;
  /** The session's CSRF token (from POST/GET /session), or null after sign-out. */
  setCsrfToken(token: string | null): void;
  /** Calls `listener` with the server's message whenever a call answers 401; returns the unsubscribe. */
  onUnauthorized(listener: (message: string) => void): () => void;
}

export interface ConsoleClientOptions {
  /** Base URL of the API; default {@link CONSOLE_API_BASE} on the page's origin. */
  base?: string;
  /** The fetch to use (tests); default the global one at call time. */
  fetch?: typeof fetch;
}

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

export function createConsoleClient(options: ConsoleClientOptions = {}): ConsoleClient {
  const base = options.base ?? CONSOLE_API_BASE;
  let csrfToken: string | null = null;
  const listeners = new Set<(message: string) => void>();

  async function request<T>(method: Method, path: string, query?: Query, body?: unknown) {
    const headers: Record<string, string> = { accept: 'application/json' };
    // A form (an upload) sets its own multipart content type; anything else goes as JSON.
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      const url = path.startsWith(`${base}/`) ? path : `${base}${path}`;
      response = await doFetch(`${url}${queryString(query)}`, {
        method,
        headers,
        credentials: 'same-origin',
        ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
      });
    } catch {
      throw new ConsoleApiError(0, 'network', API_TEXT.network);
    }
    let payload: Envelope | null = null;
    try {
      payload = (await response.json()) as Envelope;
    } catch {
      payload = null;
    }
    const msg = typeof payload?.msg === 'string' && payload.msg ? payload.msg : undefined;
    if (response.status === 401) {
      csrfToken = null;
      const message = msg ?? API_TEXT.sessionExpired;
      for (const listener of [...listeners]) listener(message);
      throw new ConsoleApiError(401, String(payload?.code ?? 'UC/UNAUTHORIZED'), message);
    }
    if (!response.ok || !payload || payload.code !== 0) {
      throw new ConsoleApiError(
        response.status,
        String(payload?.code ?? response.status),
        msg ?? API_TEXT.failed,
      );
    }
    return payload.data as T;
  }

  return {
    get: (path, query) => request('GET', path, query),
    post: (path, body) => request('POST', path, undefined, body ?? {}),
    patch: (path, body) => request('PATCH', path, undefined, body ?? {}),
    put: (path, body) => request('PUT', path, undefined, body ?? {}),
    del: (path, body) => request('DELETE', path, undefined, body),
    upload: (path, form) => request('POST', path, undefined, form),
    setCsrfToken(token) {
      csrfToken = token;
    },
    onUnauthorized(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one client. */
export const consoleApi = createConsoleClient();
