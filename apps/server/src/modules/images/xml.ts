// XML escaping shared by the SVG drawings (svg.ts, art.ts) without an import cycle between them.

/** Escapes text for SVG character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
