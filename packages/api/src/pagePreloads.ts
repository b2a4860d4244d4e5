// The preloads a server may put in index.html's head, marked `data-jinli-preload`: either a fetch
// preload link (`<link rel=preload as=fetch href=URL>`, the browser fetches it beside the page) or
// the answer itself inline (`<script type=application/json data-href=URL>answer</script>`: no request
// at all; the reference server inlines config.json, company/get and the gallery's first screen, which
// then come with the page instead of waiting for one of HTTP/1.1's six connections behind the app's
// own code). The browser hands a preloaded answer only to a request of the very same URL, mode and
// headers: so the first request of such a URL is sent once with fetch() and no extra headers (no
// session token), like the preload. A server therefore preloads only answers that are the same for
// every caller. An app served without these (any other server) requests everything as before.

/** The answer of a preloaded URL, shaped like the part of an axios response the client reads. */
export interface PreloadedResponse {
  status: number;
  data: string;
}

const taken = new Set<string>();

const LINKS = 'link[rel="preload"][as="fetch"][data-jinli-preload]';
const INLINE = 'script[type="application/json"][data-jinli-preload][data-href]';

/** `href` made absolute against the page, or undefined when it is not a URL. */
function absolute(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  try {
    return new URL(href, document.baseURI).href;
  } catch {
    return undefined;
  }
}

/** The page's preloads (links and inline answers), each with its absolute URL. */
function pagePreloads(): { name: string; href: string; inline?: HTMLScriptElement }[] {
  const found: { name: string; href: string; inline?: HTMLScriptElement }[] = [];
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>(LINKS))) {
    const href = absolute(link.getAttribute('href'));
    if (href) found.push({ name: link.dataset.jinliPreload ?? '', href });
  }
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>(INLINE))) {
    const href = absolute(script.dataset.href);
    if (href) found.push({ name: script.dataset.jinliPreload ?? '', href, inline: script });
  }
  return found;
}

/**
 * The cache-busting stamp some requests carry (`_t`, spec §7: static documents, open info): it
 * defeats caches between the app and the server. An answer inline in the page crossed no cache, so
 * it stands for the first request of its URL at any stamp; a preload link is the browser's to
 * match, to the byte.
 */
const STAMP = '_t';

/** `href` without its stamp. */
function unstamped(href: string): string {
  const url = new URL(href);
  if (!url.searchParams.has(STAMP)) return href;
  url.searchParams.delete(STAMP);
  return url.href;
}

/** Whether a request of `href` (absolute) is answered by `preload`. */
function answers(preload: { href: string; inline?: HTMLScriptElement }, href: string): boolean {
  return preload.href === href || (!!preload.inline && preload.href === unstamped(href));
}

/** The absolute href of the page's `data-jinli-preload="<name>"` preload, if any. */
export function pagePreloadHref(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return pagePreloads().find((preload) => preload.name === name)?.href;
}

/**
 * Whether `url` (absolute, or on the page's origin) is a fetch preload of the page not yet taken;
 * true at most once per URL, so later requests (refetches) go the ordinary way with their headers.
 */
export function takePagePreload(url: string): boolean {
  if (typeof document === 'undefined' || typeof fetch !== 'function') return false;
  const href = absolute(url);
  if (!href) return false;
  const preload = pagePreloads().find((candidate) => answers(candidate, href));
  if (!preload || taken.has(preload.href)) return false;
  taken.add(preload.href);
  return true;
}

/**
 * Reads a preloaded URL: its inline answer when the page holds one (a server inlines only answers of
 * status 200), else the way the preload link did (cors mode, same-origin credentials, no headers).
 */
export async function fetchPagePreload(
  url: string,
  signal?: AbortSignal,
): Promise<PreloadedResponse> {
  const href = typeof document === 'undefined' ? undefined : absolute(url);
  const inline = href
    ? pagePreloads().find((preload) => preload.inline && answers(preload, href))?.inline
    : undefined;
  if (inline) {
    signal?.throwIfAborted();
    return { status: 200, data: inline.textContent ?? '' };
  }
  const response = await fetch(url, { credentials: 'same-origin', signal });
  return { status: response.status, data: await response.text() };
}
