// The first screen rendered to HTML by the server (README.md, Design notes, "The first screen
// rendered by the server"): the theme's composition on a memory router at the page's URL, its
// queries filled by the route's own prefetch through a transport that asks the server's API
// in-process, rendered as a visitor. The page then paints the screen with its HTML and CSS before
// any script has run; the app hydrates it once booted (bootApp: the same element, StrictMode
// included, rendered from the same answers as a visitor at the same URL and time). Only routes whose
// handle says `renderOnServer`.
import type { RuntimeConfig } from '@jinli/contract';
import { StrictMode, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { asRouteHandle } from '../router/routeHandle';
import type { JinliAppOptions } from './appOptions';
import { prefetchRouteData, routerReady } from './bootApp';
import { createAppQueryClient, createJinliApp, type JinliAppInstance } from './createJinliApp';
import { RENDERED_AT_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from './serverRendered';

export interface FirstScreenRequest {
  /** The page's path and query, e.g. `/gallery`. */
  url: string;
  /** The runtime config the page is served with (the API on the page's own origin). */
  config: RuntimeConfig;
  /** Answers the screen's requests (URLs on the page's origin, without session headers). */
  fetch: typeof fetch;
}

/** Origin the page's URL is read against: only its path and query matter. */
const PAGE_BASE = 'http://page.invalid';

/** Whether the screen at `pathname` may be rendered on the server (its route's handle says so). */
export function rendersOnServer(routes: JinliAppOptions['routes'], pathname: string): boolean {
  const matches = matchRoutes(routes as RouteObject[], pathname) ?? [];
  const screen = matches[matches.length - 1]?.route;
  return asRouteHandle(screen?.handle)?.renderOnServer === true;
}

/**
 * The HTML of `element` once every part of it has rendered: lazy parts (home's lottery area) are
 * loaded and drawn, not left as their fallback for the client to render over. Null when any part
 * failed: a screen with a part the client must redo is not sent.
 */
async function renderComplete(element: ReactElement): Promise<string | null> {
  let failed = false;
  const { prelude } = await prerender(element, {
    // Every part inline where it stands: the page's CSP refuses the inline scripts React would
    // write to move an outlined part into place, and the whole screen is sent at once anyway.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: () => {
      failed = true;
    },
  });
  const html = await new Response(prelude).text();
  return failed ? null : html;
}

/**
 * index.html's `<div id="root">` holding the first screen at `request.url`, marked for bootApp; null
 * when that screen is not rendered on the server or its render failed (the page then boots as
 * before).
 */
export async function renderFirstScreen(
  options: JinliAppOptions,
  request: FirstScreenRequest,
): Promise<string | null> {
  const at = new URL(request.url, PAGE_BASE);
  if (request.config.apiOrigin || !rendersOnServer(options.routes, at.pathname)) return null;
  const queryClient = createAppQueryClient();
  const renderedAt = Date.now();
  let app: JinliAppInstance | undefined;
  try {
    app = createJinliApp({
      ...options,
      config: request.config,
      queryClient,
      fetch: request.fetch,
      firstScreenAt: renderedAt,
      createRouter: (tree) =>
        createMemoryRouter(tree, { initialEntries: [at.pathname + at.search] }),
    });
    await Promise.all([
      prefetchRouteData(options.routes, at, app, { asVisitor: true }),
      routerReady(app.router),
    ]);
    if (app.router.state.errors) return null;
    const html = await renderComplete(<StrictMode>{app.element}</StrictMode>);
    if (html === null) return null;
    return `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="" ${RENDERED_AT_ATTRIBUTE}="${renderedAt}">${html}</div>`;
  } catch {
    return null;
  } finally {
    // An app per render: nothing of it may stay behind in the server's process.
    app?.dispose();
    queryClient.clear();
  }
}
