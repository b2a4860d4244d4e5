// The style attributes of a screen the server rendered, allowed by the page's CSP one by one. The
// app's CSP allows no inline style ('self' only): React sets a `style` prop through the DOM, which
// CSP allows, but in server-rendered HTML the same prop is a `style="…"` attribute the browser
// refuses (a ball's colour, the carousel's aspect ratio: the first paint drawn without them, then
// shifted once the app took over). CSP Level 3 allows exactly these values by their hashes under
// 'unsafe-hashes', which admits no other inline style, and no script.
import { createHash } from 'node:crypto';
import { withSources } from './cspSources';

/** The entities React's server renderer writes in an attribute value (escapeTextForBrowser). */
const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** An attribute value as the browser reads it from the HTML. */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** CSP hash sources (`'sha256-…'`) of every distinct `style` attribute in `html`, in order. */
export function styleAttributeHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    const digest = createHash('sha256')
      .update(decodeAttribute(match[1] ?? ''))
      .digest('base64');
    sources.add(`'sha256-${digest}'`);
  }
  return [...sources];
}

/**
 * `csp` with its style-src (or, without one, default-src's sources in a new style-src) also
 * allowing the style attributes hashed in `hashes`; unchanged when there are none.
 */
export function allowStyleAttributes(csp: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return csp;
  return withSources(csp, 'style-src', `'unsafe-hashes' ${hashes.join(' ')}`);
}

/** The CSP hash source (`'sha256-…'`) of an inline `<style>` element's text. */
export function styleElementHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
}

/**
 * `csp` also allowing the inline `<style>` elements hashed in `hashes` (a server page of its own,
 * such as the sandbox cashier): those exact texts, no other inline style.
 */
export function allowStyleElements(csp: string, hashes: readonly string[]): string {
  return hashes.length === 0 ? csp : withSources(csp, 'style-src', hashes.join(' '));
}
