// The entry of every theme app's main.tsx: read the runtime config.json, build the app and
// render it, or hydrate the first screen the server rendered into the page. One build serves many
// brands because the config is read here, not baked in.
import { loadRuntimeConfig } from '@jinli/api';
import { startTransition, StrictMode, type ErrorInfo, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { asRouteHandle, type AppRoute, type FirstRender } from '../router/routeHandle';
import { syncSessionAcrossTabs } from '../session/sessionStore';
import { BootErrorScreen } from '../shell/BootErrorScreen';
import type { JinliAppOptions } from './appOptions';
import { createJinliApp } from './createJinliApp';
import { runtimeConfigKey } from '../context/runtimeConfigQuery';
import { RENDERED_AT_ATTRIBUTE, renderedAtOf, SERVER_RENDERED_ATTRIBUTE } from './serverRendered';
import type { JinliAppInstance } from './createJinliApp';
import { yieldToMain } from './yieldToMain';
import { replayEarlyTap, takeEarlyTap } from './earlyTapReplay';

export interface BootAppOptions extends JinliAppOptions {
  /** Element rendered into. Default `document.getElementById('root')`. */
  container?: HTMLElement;
  /** Base URL config.json is read from. Default Vite's BASE_URL ('/'). */
  baseUrl?: string;
}

let lastMatch:
  { routes: readonly AppRoute[]; pathname: string; routesMatched: RouteObject[] } | undefined;

/**
 * The routes matching `pathname`, outermost first. Both boot steps below ask about the same URL,
 * and each matchRoutes walks, ranks and compiles the whole route table: asked once.
 */
function routesAt(routes: readonly AppRoute[], pathname: string): RouteObject[] {
  if (lastMatch?.routes !== routes || lastMatch.pathname !== pathname) {
    const matches = matchRoutes(routes as RouteObject[], pathname) ?? [];
    lastMatch = { routes, pathname, routesMatched: matches.map((match) => match.route) };
  }
  return lastMatch.routesMatched;
}

/**
 * Starts loading the code of the screens at the page's URL (lazy routes) at once: the router would
 * ask for it only after config.json has arrived, one round trip later on a phone's network. The
 * router's own call then gets the same, already loaded, modules.
 */
export function preloadRouteCode(routes: readonly AppRoute[], pathname: string): void {
  for (const route of routesAt(routes, pathname)) {
    if (typeof route.lazy === 'function') {
      // A failure is the router's to report when it loads the route itself.
      void Promise.resolve(route.lazy()).catch(() => undefined);
    }
  }
}

/**
 * Starts the first requests of the screens at the page's URL (their handle's `prefetch`); settles
 * when every prefetch has settled (at once for those that return nothing).
 */
export async function prefetchRouteData(
  routes: readonly AppRoute[],
  at: URL,
  app: Pick<JinliAppInstance, 'apiClient' | 'queryClient'>,
  first: FirstRender = { asVisitor: false },
): Promise<void> {
  const pending: unknown[] = [];
  for (const route of routesAt(routes, at.pathname)) {
    pending.push(
      asRouteHandle(route.handle)?.prefetch?.(app.apiClient, app.queryClient, at, first),
    );
  }
  await Promise.allSettled(pending);
}

/**
 * How long the first render waits for a screen's prefetch (ms): to load its module and send its
 * requests, which otherwise went out after the first render (it holds the main thread for tens of
 * ms on a phone), and to receive answers that are at hand: the gallery's, preloaded by index.html,
 * arrive within a few ms, and the first paint then shows the cards (measured: the first card 25 ms
 * sooner than a skeleton painted and replaced). Answers that take a round trip of a phone's network
 * are not waited for beyond this: the render goes ahead and shows the screen's loading state.
 */
const PREFETCH_HEAD_START_MS = 40;

/** A running app, as bootApp started it. */
export interface BootedApp extends JinliAppInstance {
  /** Takes the app off the page (its toasts too): tests, or a host page that swaps apps. */
  unmount(): void;
}

/** Settles when the router has matched its URL and loaded the screens' code. */
export function routerReady(router: JinliAppInstance['router']): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** What a failed hydration logs: loudly, and naming hydration (the journeys fail on it). */
export const HYDRATION_FAILED =
  'Hydration failed: the first render did not match the screen the server rendered, and React rendered it again on the client';

/**
 * hydrateRoot's `onRecoverableError`: React recovered from a hydration error (a mismatch between
 * the server's HTML and the first render, or a render that threw while hydrating) by rendering
 * that part on the client. The player sees the screen, possibly redrawn; it is a bug of the first
 * render all the same, so it is logged as an error rather than reported in silence.
 */
export function reportHydrationError(error: unknown, info: ErrorInfo): void {
  console.error(HYDRATION_FAILED, error, info.componentStack ?? '');
}

/**
 * hydrateRoot in a transition: the hydration is time-sliced, yielding to the browser every few ms
 * instead of holding the main thread for the whole screen in one task (100 ms on a desktop core,
 * 400 ms on a phone: Lighthouse's TBT), and a tap meanwhile hydrates what it lands on first.
 */
function hydrateTimeSliced(container: HTMLElement, element: ReactElement): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element, { onRecoverableError: reportHydrationError });
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return root;
}

/**
 * Starts the app. Resolves with the running instance, or null when config.json could not be read
 * (after the loader's retries): then a retry screen is shown instead of a blank page.
 */
export async function bootApp(options: BootAppOptions): Promise<BootedApp | null> {
  document.documentElement.dataset.theme = options.theme;
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('bootApp: no #root element to render into');
  const serverRendered = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
  preloadRouteCode(options.routes, window.location.pathname);

  let config;
  try {
    config = await loadRuntimeConfig(options.baseUrl);
  } catch (error) {
    console.error('config.json could not be loaded', error);
    takeEarlyTap(); // the server's screen is replaced: nothing is left to tap
    createRoot(container).render(<BootErrorScreen />);
    container.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
    return null;
  }

  await yieldToMain();
  const app = createJinliApp({
    ...options,
    config,
    firstScreenAt: serverRendered ? renderedAtOf(container) : undefined,
  });
  // The game socket reads its server list from this config: no second fetch of config.json.
  app.queryClient.setQueryData(runtimeConfigKey, config);
  const prefetching = prefetchRouteData(options.routes, new URL(window.location.href), app, {
    asVisitor: serverRendered,
  });
  syncSessionAcrossTabs();
  await yieldToMain();
  const element = <StrictMode>{app.element}</StrictMode>;
  let root: Root;
  if (serverRendered) {
    // The server painted the first screen (renderFirstScreen): it stays until the app can render
    // the same, with the screen's code loaded and its answers (the page's inline ones, which the
    // server rendered from) in the cache, and is then hydrated: the first render draws what the
    // server drew (as a visitor, at the server's time: hydration.ts), what depends on the player
    // renders right after.
    await Promise.allSettled([prefetching, routerReady(app.router)]);
    // A tap on the server's screen while the app loaded was kept by the page's first script
    // (earlyTaps.ts); taken in the task that hands the screen to React, so no tap falls between.
    const earlyTap = takeEarlyTap();
    if (app.router.state.errors) {
      // The screen failed to load here (its code, offline): the server's render cannot be matched.
      root = createRoot(container);
      root.render(element);
    } else {
      root = hydrateTimeSliced(container, element);
      replayEarlyTap(earlyTap);
    }
  } else {
    await Promise.race([
      prefetching,
      new Promise((resolve) => setTimeout(resolve, PREFETCH_HEAD_START_MS)),
    ]);
    takeEarlyTap(); // nothing was painted to tap: the first script's listener goes
    root = createRoot(container);
    root.render(element);
  }
  // The app's own screen from here on.
  container.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  container.removeAttribute(RENDERED_AT_ATTRIBUTE);
  return { ...app, unmount: () => root.unmount() };
}
