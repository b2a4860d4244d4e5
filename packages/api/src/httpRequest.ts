// The client's one HTTP transport, on the platform's fetch (axios cost the start page 16 KiB): the
// query with repeated keys, JSON or form bodies, a time-out over the whole exchange (headers and
// body), and every failure without an answer mapped to the client's one error type.
import { ApiError } from './ApiError';

/** One HTTP exchange. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  /** Absolute, or relative to the page (resolved against `document.baseURI`). */
  url: string;
  /**
   * Query parameters: arrays become repeated keys (a=1&a=2), `undefined` and `null` are left out,
   * dates are sent as ISO text and other objects as JSON text.
   */
  params?: Record<string, unknown> | undefined;
  /** A form (URLSearchParams), a JSON text, or any other value sent as JSON; none when undefined. */
  data?: unknown;
  headers?: Record<string, string>;
  /** Time-out of the whole exchange in ms; 0 or absent: none. */
  timeout?: number | undefined;
  signal?: AbortSignal | undefined;
  /** fetch's credentials mode; default 'same-origin'. */
  credentials?: RequestCredentials;
  /**
   * Upload progress, 0..1, as the body is sent (fetch cannot tell it: the exchange goes over
   * XMLHttpRequest instead). For uploads such as chat images.
   */
  onUploadProgress?: ((fraction: number) => void) | undefined;
  /** The transport; default the platform's fetch. */
  fetch?: typeof fetch | undefined;
}

/** What the client reads of an answer: its status and its body, parsed as JSON when it is JSON. */
export interface HttpResponse {
  status: number;
  /** The body parsed as JSON, or its text when it is not JSON ('' when empty). */
  data: unknown;
}

/** Why the time-out aborted an exchange (told apart from the caller's abort). */
class TimeoutReason extends Error {
  override readonly name = 'TimeoutError';
}

/** Whether the platform says the device has no network (navigator.onLine false; unknown = online). */
function deviceOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Sends `request` and resolves with its answer whatever the status. Rejects with an ApiError only:
 * `CLIENT/CANCELED` when `signal` aborted, `CLIENT/TIMEOUT` past the time-out, `CLIENT/NETWORK`
 * when no complete answer arrived, `CLIENT/OFFLINE` for a POST while the device is offline: a
 * bet, a transfer or a withdrawal is refused at once with a clear message, never sent half-way,
 * never queued for later (issue 19).
 */
export async function httpRequest(request: HttpRequest): Promise<HttpResponse> {
  const controller = new AbortController();
  const { signal, timeout } = request;
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) throw ApiError.canceled(signal.reason);
  if (request.method === 'POST' && deviceOffline()) throw ApiError.offline();
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeout && timeout > 0
      ? setTimeout(
          () => controller.abort(new TimeoutReason(`timeout of ${timeout}ms exceeded`)),
          timeout,
        )
      : undefined;
  const headers: Record<string, string> = { ...request.headers };
  let body: BodyInit | undefined;
  if (request.method !== 'GET' && request.data !== undefined) {
    if (typeof FormData !== 'undefined' && request.data instanceof FormData) {
      body = request.data; // multipart: the platform writes the Content-Type with its boundary
    } else if (request.data instanceof URLSearchParams) {
      body = request.data.toString();
      headers['Content-Type'] ??= 'application/x-www-form-urlencoded';
    } else if (typeof request.data === 'string') {
      body = request.data; // already a JSON text
      headers['Content-Type'] ??= 'application/json';
    } else {
      body = JSON.stringify(request.data);
      headers['Content-Type'] ??= 'application/json';
    }
  }
  try {
    const url = withQuery(resolveUrl(request.url), request.params);
    // Where there is no XMLHttpRequest (Node) the upload goes over fetch, without progress.
    if (request.onUploadProgress && typeof XMLHttpRequest !== 'undefined') {
      return await xhrExchange(request.method, url, headers, body, controller.signal, request);
    }
    const response = await (request.fetch ?? fetch)(url, {
      method: request.method,
      headers,
      body,
      signal: controller.signal,
      credentials: request.credentials ?? 'same-origin',
    });
    // The time-out covers the body too, as the whole exchange is one call to the screen.
    const text = await response.text();
    return { status: response.status, data: parseJsonText(text) };
  } catch (error) {
    if (signal?.aborted) throw ApiError.canceled(signal.reason ?? error);
    if (controller.signal.reason instanceof TimeoutReason)
      throw ApiError.timeout(controller.signal.reason);
    throw ApiError.network(error);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * One exchange over XMLHttpRequest, reporting upload progress; rejects (with the abort reason's
 * error or a network error) like fetch does, for httpRequest to map.
 */
function xhrExchange(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
  signal: AbortSignal,
  request: HttpRequest,
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = (request.credentials ?? 'same-origin') === 'include';
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const onProgress = request.onUploadProgress;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    const onAbort = () => xhr.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => signal.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, data: parseJsonText(xhr.responseText) });
    };
    xhr.onerror = () => {
      done();
      reject(new Error('XMLHttpRequest failed'));
    };
    xhr.onabort = () => {
      done();
      reject(new Error('XMLHttpRequest aborted'));
    };
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/** `url` made absolute against the page (fetch outside a browser needs absolute URLs). */
function resolveUrl(url: string): string {
  const base = typeof document === 'undefined' ? undefined : document.baseURI;
  return base ? new URL(url, base).href : url;
}

/** `url` with `params` appended as a query (after any query it already has). */
export function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      query.append(key, queryText(item));
    }
  }
  const text = query.toString();
  if (!text) return url;
  const hash = url.indexOf('#');
  const bare = hash === -1 ? url : url.slice(0, hash);
  return `${bare}${bare.includes('?') ? '&' : '?'}${text}`;
}

function queryText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A JSON text parsed; any other text as it is. */
function parseJsonText(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
