// Reads the runtime config.json served beside a built app (DESIGN.md §6), so one build serves many
// brands: API origin, chat origin, company code, game servers and the encryption switch.
import type { RuntimeConfig } from '@jinli/contract';
// The zod-free guard: config.json is read before the first screen, which must not load zod.
import { RUNTIME_CONFIG_PATH, parseRuntimeConfig } from '@jinli/contract/routes';
import { ApiError } from './ApiError';
import { DEFAULT_RETRY_DELAY_MS, DEFAULT_TIMEOUT_MS, STATIC_RETRIES } from './createApiClient';
import { httpRequest } from './httpRequest';
import { fetchPagePreload, pagePreloadHref, takePagePreload } from './pagePreloads';
import { withRetry } from './withRetry';

/** The app's base URL as Vite gives it; absent outside a Vite build. */
function viteBaseUrl(): string | undefined {
  return (import.meta as ImportMeta & { env?: { BASE_URL?: string } }).env?.BASE_URL;
}

export interface LoadRuntimeConfigOptions {
  /** Time-out of each attempt in ms; default 20 s. */
  timeout?: number;
  /** Further attempts after a network error or 5xx; default 3 (a config fetch, spec §9). */
  retry?: number;
  /** Pause before a retry in ms; default 100 ms. */
  retryDelay?: number;
  signal?: AbortSignal;
}

/**
 * Fetches `<baseUrl>config.json` (with a `_t` timestamp so a redeployed config is seen at once) and
 * validates it. When the page preloads config.json or carries its answer inline
 * (`data-jinli-preload="config"`, with a version the server issued), the first attempt reads exactly
 * that instead. `baseUrl` defaults to Vite's `BASE_URL`, else '/'. Rejects with an ApiError:
 * `CLIENT/BAD_RESPONSE` when the file does not match the schema.
 */
export async function loadRuntimeConfig(
  baseUrl: string = viteBaseUrl() ?? '/',
  options: LoadRuntimeConfigOptions = {},
): Promise<RuntimeConfig> {
  const url = (baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`) + RUNTIME_CONFIG_PATH;
  const preloadHref = pagePreloadHref('config');
  let preloaded =
    preloadHref !== undefined && takePagePreload(preloadHref) ? preloadHref : undefined;
  return withRetry(
    async () => {
      if (preloaded) {
        const href = preloaded;
        preloaded = undefined; // a retry goes the ordinary way
        const answer = await fetchPagePreload(href, options.signal).catch(() => undefined);
        const data = answer?.status === 200 ? parseJsonText(answer.data) : undefined;
        const parsed = data === undefined ? undefined : parseRuntimeConfig(data);
        if (parsed) return parsed;
      }
      const response = await httpRequest({
        method: 'GET',
        url,
        params: { _t: Date.now() },
        headers: { Accept: 'application/json, text/plain, */*' },
        timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
        signal: options.signal,
      });
      if (response.status < 200 || response.status >= 300)
        throw ApiError.fromStatus(response.status);
      const parsed = parseRuntimeConfig(response.data);
      if (!parsed) {
        const reason = new TypeError(`${url} does not match the runtime config (runtimeConfig.ts)`);
        throw ApiError.badResponse(response.status, reason);
      }
      return parsed;
    },
    {
      retries: options.retry ?? STATIC_RETRIES,
      delayMs: options.retryDelay ?? DEFAULT_RETRY_DELAY_MS,
      signal: options.signal,
    },
  );
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
