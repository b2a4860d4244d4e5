// Registers the build's service worker (sw.js, Workbox, tooling/vite-config/pwa.js) once the page
// has settled, and tells the app when a new build's worker is installed and waiting: the app then
// offers the update, and only the user's tap swaps the worker and reloads (never a stale
// index.html kept silently, never a reload the user did not ask for).

import { pagePreloadHref } from '@jinli/api';

/** The worker's address and scope (the build writes it at the root). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * How long the tap on 立即更新 waits for the new worker to take over before reloading anyway: the
 * old worker may still be busy with this page's requests, which holds the switch back until the
 * page goes (Chromium), and a reload is what the user asked for either way.
 */
export const UPDATE_RELOAD_FALLBACK_MS = 3_000;

/** Applies the waiting update: the new worker takes over, then the page reloads once on it. */
export type ApplyUpdate = () => void;

export interface RegisterOptions {
  /** A new version is installed and waiting; call `apply` to switch to it. */
  onUpdateReady: (apply: ApplyUpdate) => void;
}

/**
 * Whether this page comes from a build with a service worker: the build links its manifest
 * (vite-plugin-pwa writes the link only into built pages), and the browser has service workers.
 */
export function serviceWorkerWanted(doc: Document = document): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    doc.querySelector('link[rel="manifest"]') !== null
  );
}

/** What the first load fetched that the worker's runtime caches keep (config.json, chunks, static JSON, images). */
const WARM_PATHS = /^\/(?:assets|sys-upload)\/|^\/config\.json$/;

/**
 * The addresses this page loaded before the worker was there to see them (see registerServiceWorker),
 * and `inline`: addresses whose answers came inside the page (config.json, which the app cannot boot
 * without; the worker's copy of index.html carries none).
 */
export function loadedResourceUrls(
  entries: readonly PerformanceEntry[],
  inline: readonly (string | undefined)[] = [],
): string[] {
  const urls = new Set<string>();
  for (const name of [...entries.map((entry) => entry.name), ...inline]) {
    if (name === undefined) continue;
    try {
      const url = new URL(name, window.location.href);
      if (/^https?:$/.test(url.protocol) && WARM_PATHS.test(url.pathname)) urls.add(url.href);
    } catch {
      // Not a URL: skipped.
    }
  }
  return [...urls];
}

/** How many of the first load's addresses are asked for again at a time (fetchInTurns). */
const WARM_PARALLEL = 4;

/**
 * Fetches `urls` (failures ignored), `parallel` at a time: each next one starts when an earlier
 * one has settled, in a task of its own. Fifty fetches started in one go held the main thread for
 * 50 ms (200 on a phone) while the home screen was still becoming interactive.
 */
export async function fetchInTurns(
  urls: readonly string[],
  parallel = WARM_PARALLEL,
  fetcher: (url: string) => Promise<unknown> = (url) => fetch(url, { credentials: 'same-origin' }),
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let url = urls[next++]; url !== undefined; url = urls[next++]) {
      await fetcher(url).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, urls.length) }, worker));
}

/**
 * Registers the worker (workbox-window, loaded here so the first screen does not carry it).
 * Resolves false when not wanted or when registration failed (the app works on without it).
 */
export async function registerServiceWorker({ onUpdateReady }: RegisterOptions): Promise<boolean> {
  if (!serviceWorkerWanted()) return false;
  try {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
    let offered = false;
    const offer = () => {
      if (offered) return;
      offered = true;
      onUpdateReady(() => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
        setTimeout(() => window.location.reload(), UPDATE_RELOAD_FALLBACK_MS);
      });
    };
    // Also fired at registration when a worker was already waiting (a build deployed while the
    // tab was closed, or an update put off with 稍后更新 before a reload).
    wb.addEventListener('waiting', offer);
    // First install: once the worker controls the page (clientsClaim), what the page loaded
    // before it was there is asked for again through it, so its runtime caches hold config.json
    // and the chunks already running (mostly from the HTTP cache) and a reload without network
    // boots. Page fetches, not Workbox's CACHE_URLS message: an extended message event keeps the
    // old worker busy, which holds back a later update's activation.
    wb.addEventListener('controlling', (event) => {
      if (event.isUpdate) return;
      const resources = performance.getEntriesByType('resource');
      void fetchInTurns(loadedResourceUrls(resources, [pagePreloadHref('config')]));
    });
    const registration = await wb.register();
    // The reload's own update check may have found the new build before this registration (the
    // page registers only once it has settled): Workbox saw no 'updatefound' for a worker still
    // installing then, so its end is watched here.
    const installing = registration?.installing;
    if (installing && navigator.serviceWorker.controller) {
      installing.addEventListener('statechange', () => {
        if (installing.state === 'installed' && registration.waiting === installing) offer();
      });
    }
    // A tab left open for hours looks for a new build when the user comes back to it.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
    });
    return true;
  } catch (error) {
    console.warn('service worker not registered', error);
    return false;
  }
}
