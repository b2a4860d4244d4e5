// The first screen painted by index.html itself (README.md, Design notes, "The first screen
// rendered by the server"): a theme build holds a server entry (dist/.ssr/server.js, `vite build
// --ssr src/server.ts`) that renders a screen of the app to HTML with the app's own components,
// its requests answered by this server's API in-process. The page then shows the screen at its
// first paint, before any script has run (on /gallery the app's boot was most of the time to the
// first card); the app hydrates it once booted. Rendered as a visitor, from the answers the page
// carries inline, so it is the same for every caller: kept per URL until they change.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RuntimeConfig } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';

/** Where a theme build keeps its server entry, inside the app's folder (a dot folder: never served). */
export const SERVER_ENTRY = join('.ssr', 'server.js');

/**
 * How long a page waits for a render not yet kept, ms. A render takes a few ms once warm; the first
 * after a start loads the screen's code. Past this the page goes out without it (the app paints the
 * screen as before) and the render, still running, is kept for the next page.
 */
export const RENDER_BUDGET_MS = 250;

/** The theme's server entry (tooling/vite-config themeServerConfig, apps/theme*\/src/server.ts). */
interface ServerEntry {
  renderFirstScreen(request: {
    url: string;
    config: RuntimeConfig;
    fetch: typeof fetch;
  }): Promise<string | null>;
}

/**
 * Renders the first screen of a page: `#root` with the screen inside, or undefined (no such screen,
 * a failed render, or not ready within the budget). `answers` are the page's inline answers by href:
 * the render reads them (the app hydrates from the same), and is kept until they change.
 */
export type FirstScreenRenderer = (
  url: string,
  answers: ReadonlyMap<string, string>,
) => Promise<string | undefined>;

function isServerEntry(value: unknown): value is ServerEntry {
  return typeof (value as Partial<ServerEntry> | null)?.renderFirstScreen === 'function';
}

/** A fetch answered by `app` itself (inject): the render's requests never leave the process. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://page.invalid');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.body;
    return new Response(body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
}

/** `href` (path and query) without the `_t` stamp, as an inline answer stands for it (packages/api). */
function unstamped(href: string): string {
  const url = new URL(href, 'http://page.invalid');
  url.searchParams.delete('_t');
  return url.pathname + url.search;
}

/**
 * A fetch that answers the page's own answers from `answers` (by href, at any `_t` stamp, as the app
 * takes them) and everything else through `fetch`: the render draws exactly what the app will
 * hydrate, even when an answer (a draw's open info) has changed since the page read it.
 */
export function answeringFetch(
  answers: ReadonlyMap<string, string>,
  fetch: typeof globalThis.fetch,
): typeof globalThis.fetch {
  const byHref = new Map([...answers].map(([href, body]) => [unstamped(href), body]));
  return async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = (init?.method ?? 'GET') === 'GET' ? byHref.get(unstamped(href)) : undefined;
    if (body === undefined) return fetch(input, init);
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

/** `#root` of `html` replaced by `root`; `html` unchanged when it has no empty `#root`. */
export function withFirstScreen(html: string, root: string | undefined): string {
  if (!root) return html;
  const at = html.indexOf('<div id="root"></div>');
  if (at < 0) return html;
  return html.slice(0, at) + root + html.slice(at + '<div id="root"></div>'.length);
}

/**
 * The renderer of the build in `appDir`, or undefined when it has no server entry (an older build,
 * another app) or the entry cannot be loaded (logged: the pages go out without a first screen).
 */
export async function loadFirstScreenRenderer(
  app: FastifyInstance,
  appDir: string,
  config: RuntimeConfig,
): Promise<FirstScreenRenderer | undefined> {
  const file = join(appDir, SERVER_ENTRY);
  if (!existsSync(file)) return undefined;
  let entry: unknown;
  try {
    entry = await import(pathToFileURL(file).href);
  } catch (error) {
    app.log.warn({ err: error, file }, 'the theme build’s server entry could not be loaded');
    return undefined;
  }
  if (!isServerEntry(entry)) return undefined;
  const fetch = injectFetch(app);
  /** The latest render per URL, by the answers it was made from. */
  const kept = new Map<string, { answers: string; root: Promise<string | undefined> }>();

  return async (url, answers) => {
    const key = [...answers.values()].join('\n');
    let render = kept.get(url);
    if (render?.answers !== key) {
      const root = entry
        .renderFirstScreen({ url, config, fetch: answeringFetch(answers, fetch) })
        .then((html) => html ?? undefined)
        .catch((error: unknown) => {
          app.log.warn({ err: error, url }, 'the first screen could not be rendered');
          return undefined;
        });
      render = { answers: key, root };
      kept.set(url, render);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), RENDER_BUDGET_MS);
    });
    try {
      return await Promise.race([render.root, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
