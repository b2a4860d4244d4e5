// The preloads a server may put in index.html's head (the reference server does: config.json with a
// version of its own, company/get, the first banner, the gallery's first screen), marked
// `data-jinli-preload`. The browser hands a preloaded answer only to a request of the very same URL,
// mode and headers: so the first request of such a URL is sent once with fetch() and no extra
// headers (no session token), like the preload. A server therefore preloads only answers that are
// the same for every caller. An app served without these links (any other server) requests
// everything as before.

/** The answer of a preloaded URL, shaped like the part of an axios response the client reads. */
export interface PreloadedResponse {
  status: number;
  data: string;
}

const taken = new Set<string>();

/** The absolute href of the page's `data-jinli-preload="<name>"` fetch preload, if any. */
export function pagePreloadHref(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const link = document.querySelector<HTMLLinkElement>(
    `link[rel="preload"][as="fetch"][data-jinli-preload="${name}"]`,
  );
  return link?.href || undefined;
}

/**
 * Whether `url` (absolute, or on the page's origin) is a fetch preload of the page not yet taken;
 * true at most once per URL, so later requests (refetches) go the ordinary way with their headers.
 */
export function takePagePreload(url: string): boolean {
  if (typeof document === 'undefined' || typeof fetch !== 'function') return false;
  let href: string;
  try {
    href = new URL(url, document.baseURI).href;
  } catch {
    return false;
  }
  if (taken.has(href)) return false;
  const links = document.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="fetch"][data-jinli-preload]',
  );
  if (!Array.from(links).some((link) => link.href === href)) return false;
  taken.add(href);
  return true;
}

/** Reads a preloaded URL the way the preload did (cors mode, same-origin credentials, no headers). */
export async function fetchPagePreload(
  url: string,
  signal?: AbortSignal,
): Promise<PreloadedResponse> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  return { status: response.status, data: await response.text() };
}
