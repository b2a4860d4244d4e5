// Registers the build's service worker (sw.js, Workbox, tooling/vite-config/pwa.js) once the page
// has settled, and tells the app when a new build's worker is installed and waiting: the app then
// offers the update, and only the user's tap swaps the worker and reloads (never a stale
// index.html kept silently, never a reload the user did not ask for).

/** The worker's address and scope (the build writes it at the root). */
export const SERVICE_WORKER_URL = '/sw.js';

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
 * The addresses this page loaded before the worker was there to see them: handed to it
 * (Workbox's CACHE_URLS message, routed through the same runtime caching rules) so that a reload
 * without network finds config.json and the chunks already running (the chat overlay's among them).
 */
export function loadedResourceUrls(entries: readonly PerformanceEntry[]): string[] {
  const urls = new Set<string>();
  for (const entry of entries) {
    try {
      const url = new URL(entry.name, window.location.href);
      if (/^https?:$/.test(url.protocol) && WARM_PATHS.test(url.pathname)) urls.add(url.href);
    } catch {
      // Not a URL: skipped.
    }
  }
  return [...urls];
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
      });
    };
    // Also fired at registration when a worker was already waiting (a build deployed while the
    // tab was closed, or an update put off with 稍后更新 before a reload).
    wb.addEventListener('waiting', offer);
    const warm = () =>
      void wb
        .messageSW({
          type: 'CACHE_URLS',
          payload: { urlsToCache: loadedResourceUrls(performance.getEntriesByType('resource')) },
        })
        .catch(() => undefined);
    // First install: once it controls the page (clientsClaim), it is told what the page has.
    wb.addEventListener('controlling', (event) => {
      if (!event.isUpdate) warm();
    });
    const registration = await wb.register();
    if (navigator.serviceWorker.controller) warm();
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
