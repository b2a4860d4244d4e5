// Adding sources to one directive of a Content-Security-Policy header value: the page's own inline
// script (inlineScripts.ts) and a rendered screen's style attributes (styleAttributes.ts).

/**
 * `csp` with `allowed` added to its `directive` (e.g. script-src); without that directive, a new
 * one made from default-src's sources (which it would have fallen back to) and `allowed`.
 */
export function withSources(csp: string, directive: string, allowed: string): string {
  const directives = csp.split(';').map((part) => part.trim());
  const named = new RegExp(`^${directive}\\s`, 'i');
  const at = directives.findIndex((part) => named.test(part));
  if (at >= 0) {
    directives[at] = `${directives[at]} ${allowed}`;
  } else {
    const fallback = directives.find((part) => /^default-src\s/i.test(part));
    const sources = fallback ? fallback.replace(/^default-src\s+/i, '') : "'self'";
    directives.push(`${directive} ${sources} ${allowed}`);
  }
  return directives.filter(Boolean).join(';');
}
