// Where a tapped home banner leads (spec §2 "Home": "redirect: full URL opens externally, path
// only if a known route").

export type CarouselTarget =
  { kind: 'external'; url: string } | { kind: 'internal'; path: string } | { kind: 'none' };

/**
 * The target of a slide's `redirectUrl`: an http(s) URL opens externally; an in-app path (with
 * or without the leading slash) navigates only when `isKnownPath` accepts it; anything else
 * (empty, other schemes, protocol-relative URLs, unknown paths) does nothing.
 */
export function carouselTarget(
  redirectUrl: string,
  isKnownPath: (path: string) => boolean,
): CarouselTarget {
  const url = redirectUrl.trim();
  if (url === '') return { kind: 'none' };
  if (/^https?:\/\/[^/\s]/i.test(url)) return { kind: 'external', url };
  // Anything with a scheme (javascript:, mailto:, …) or a protocol-relative host is not a path.
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('\\'))
    return { kind: 'none' };
  const path = url.startsWith('/') ? url : `/${url}`;
  return isKnownPath(path) ? { kind: 'internal', path } : { kind: 'none' };
}

/** Slides in display order: `sort` descending (spec §3 "Carousel slide"); equal sorts keep their order. */
export function sortSlides<T extends { sort: number }>(slides: readonly T[]): T[] {
  return [...slides].sort((a, b) => b.sort - a.sort);
}
