// The agent terms page (spec §7 GET /views/app_agendDelaer.html) turned into a plain tree the
// declare screen renders with React: the page is the server's and escaped there, yet we still take
// only its text and a handful of structural elements, with no attribute at all. So no script, style,
// link, event handler or URL of the page can reach the app, whatever the page holds, and the app's
// CSP (no inline styles) needs no exception — which a frame of the page would, besides failing when
// the API is on another origin than the app (the page may only be framed by its own origin).

/** One node of the cleaned page: text, or an allowed element with its children. */
export type TermsNode = string | { tag: TermsTag; children: TermsNode[] };

/** Elements kept (without attributes); every other element is unwrapped to its children. */
export const TERMS_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'ol',
  'ul',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'br',
  'hr',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
export type TermsTag = (typeof TERMS_TAGS)[number];

/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
  'link',
  'meta',
  'form',
  'input',
  'button',
  'select',
  'textarea',
]);

const KEPT = new Set<string>(TERMS_TAGS);

function clean(node: Node): TermsNode[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    return text.trim() === '' ? [] : [text];
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const tag = (node as Element).localName;
  if (DROPPED.has(tag)) return [];
  const children = Array.from(node.childNodes).flatMap(clean);
  if (KEPT.has(tag)) return [{ tag: tag as TermsTag, children }];
  return children;
}

/** The page's body as a clean tree; its `<title>` is left out (the screen has its own). */
export function parseTermsDocument(html: string): TermsNode[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(document.body.childNodes).flatMap(clean);
}
