// Keeps <meta name="theme-color"> (the browser chrome colour on phones) on the current route
// group's colour.

/**
 * The colour a handle's `themeColor` stands for: a CSS colour as is, or for a custom property
 * name (`--jl-…`) its value on the document root; null when the property is not set.
 */
export function resolveThemeColor(
  themeColor: string,
  root: Element | null = globalThis.document?.documentElement ?? null,
): string | null {
  if (!themeColor.startsWith('--')) return themeColor;
  if (!root) return null;
  const value = getComputedStyle(root).getPropertyValue(themeColor).trim();
  return value === '' ? null : value;
}

/** Sets the theme-color meta tag (creating it when the page has none). */
export function applyThemeColor(color: string, doc: Document = document): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.append(meta);
  }
  if (meta.content !== color) meta.content = color;
}
