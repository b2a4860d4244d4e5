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
  if (!href || taken.has(href)) return false;
  if (!pagePreloads().some((preload) => preload.href === href)) return false;
  taken.add(href);
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
    ? pagePreloads().find((preload) => preload.inline && preload.href === href)?.inline
    : undefined;
  if (inline) {
    signal?.throwIfAborted();
    return { status: 200, data: inline.textContent ?? '' };
  }
  const response = await fetch(url, { credentials: 'same-origin', signal });
  return { status: response.status, data: await response.text() };
}
