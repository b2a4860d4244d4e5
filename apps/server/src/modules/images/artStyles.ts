// The brand's way of drawing a picture (issue 34: four brands' banners were one set of pictures in
// four palettes). The motif and the words are the picture's; the style is the brand's: what lies
// behind the motif, how the motif is shown, the headline's letter and the call to action's shape,
// and the frame. A theme picks its style in its brand.json (`artStyle`):
// - glow: the promotions-and-live brand: light rays, a glow, waves, a gold pill (the default);
// - print: the draw-results shop: a halftone print in a double gold frame, the headline in heavy
//   serif letters, the call to action a ticket stub;
// - line: the premium minimal brand: no rays, a gold hairline frame, the motif engraved in the
//   accent colour, a light headline and a call to action written over a hairline;
// - arcade: the game-grid brand: stripes, the motif on a rimmed badge, the headline outlined, a
//   chunky button on a ledge, a thick rounded rim.
import { escapeXml } from './xml';

export type ArtStyle = 'glow' | 'print' | 'line' | 'arcade';

export const ART_STYLES: readonly ArtStyle[] = ['glow', 'print', 'line', 'arcade'];

/** The style a brand file names, or the default for anything else. */
export function parseArtStyle(value: unknown): ArtStyle {
  return ART_STYLES.find((style) => style === value) ?? 'glow';
}

/** Where the layout put things, and the picture's colours: what a style draws around. */
export interface ArtFrame {
  width: number;
  height: number;
  /** The motif box's centre and height (its drawing is 300 × 260, scaled). */
  cx: number;
  cy: number;
  boxH: number;
  /** Background gradient end, highlights' colour, ink on the highlights. */
  to: string;
  accent: string;
  ink: string;
}

/** The text width of `text` in em: CJK and full-width characters one em, the rest about half. */
export function textEm(text: string): number {
  let em = 0;
  for (const ch of text) em += /[\u2e80-\uffef]/.test(ch) ? 1 : 0.58;
  return em;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Light rays fanning out of (cx, cy). */
function rays(cx: number, cy: number, length: number): string {
  const paths: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const a = (i * 2 * Math.PI) / 9;
    const b = a + Math.PI / 14;
    const p = (angle: number) =>
      `${Math.round(cx + Math.cos(angle) * length)} ${Math.round(cy + Math.sin(angle) * length)}`;
    paths.push(`M${cx} ${cy}L${p(a)}L${p(b)}z`);
  }
  return `<path d="${paths.join('')}" fill="#fff" fill-opacity=".07"/>`;
}

/** Waves along the bottom edge: two layers, one on a low strip (fewer bytes where it shows less). */
function waves(width: number, height: number): string {
  const wave = (base: number, amp: number, count: number) => {
    const half = Math.ceil(width / count / 2);
    let d = `M0 ${base}`;
    for (let i = 0; i < count; i += 1) d += `q${Math.round(half / 2)} ${-amp} ${half} 0t${half} 0`;
    return `${d}V${height}H0z`;
  };
  const back = `<path d="${wave(Math.round(height * 0.82), Math.round(height * 0.05), 4)}" fill="#fff" fill-opacity=".1"/>`;
  if (height < 250) return back;
  return `${back}<path d="${wave(Math.round(height * 0.9), Math.round(height * 0.035), 6)}" fill="#000" fill-opacity=".12"/>`;
}

/** A four-pointed sparkle. */
export function sparkle(x: number, y: number, s: number, fill: string): string {
  return `<path d="M${x} ${y - s}Q${x + s * 0.18} ${y - s * 0.18} ${x + s} ${y}Q${x + s * 0.18} ${y + s * 0.18} ${x} ${y + s}Q${x - s * 0.18} ${y + s * 0.18} ${x - s} ${y}Q${x - s * 0.18} ${y - s * 0.18} ${x} ${y - s}z" fill="${fill}"/>`;
}

/** Concentric rings, dashed as on an old print's sunburst. */
function rings(cx: number, cy: number, r: number, colour: string): string {
  return [1, 0.78, 0.56]
    .map(
      (k, i) =>
        `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * k)}" fill="none" stroke="${colour}" stroke-opacity="${0.3 - i * 0.06}" stroke-width="${3 - i}" stroke-dasharray="${6 - i * 2} ${4 + i}"/>`,
    )
    .join('');
}

/** A rectangle inset by `inset` on every side. */
function inset(frame: ArtFrame, by: number, attrs: string): string {
  return `<rect x="${by}" y="${by}" width="${frame.width - by * 2}" height="${frame.height - by * 2}" ${attrs}/>`;
}

/** What a style adds to the picture's `<defs>`. */
export function styleDefs(style: ArtStyle, frame: ArtFrame): string {
  switch (style) {
    case 'glow':
      return `<radialGradient id="glow"><stop offset="0" stop-color="${frame.accent}" stop-opacity=".55"/><stop offset="1" stop-color="${frame.accent}" stop-opacity="0"/></radialGradient>`;
    case 'print':
      return '<pattern id="dots" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.5" fill="#fff" fill-opacity=".13"/></pattern>';
    case 'line': {
      // Every colour of the motif becomes the accent at the colour's own lightness: an engraving.
      const [r, g, b] = hexRgb(frame.accent);
      const row = (c: number) => `${round(c * 0.3)} ${round(c * 0.59)} ${round(c * 0.11)} 0 0`;
      return `<filter id="mono" color-interpolation-filters="sRGB"><feColorMatrix values="${row(r)} ${row(g)} ${row(b)} 0 0 0 1 0"/></filter>`;
    }
    case 'arcade':
      return '<pattern id="stripes" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="12" height="24" fill="#fff" fill-opacity=".06"/></pattern>';
  }
}

/** What lies between the background and the motif. */
export function styleBackdrop(style: ArtStyle, frame: ArtFrame): string {
  const { width, height, cx, cy, boxH, accent } = frame;
  switch (style) {
    case 'glow':
      return (
        rays(cx, cy, Math.max(width, height)) +
        `<circle cx="${cx}" cy="${cy}" r="${Math.round(boxH * 0.62)}" fill="url(#glow)"/>` +
        waves(width, height)
      );
    case 'print':
      return (
        `<rect width="${width}" height="${height}" fill="url(#dots)"/>` +
        rings(cx, cy, boxH * 0.6, accent)
      );
    case 'line':
      return `<circle cx="${cx}" cy="${cy}" r="${Math.round(boxH * 0.52)}" fill="none" stroke="${accent}" stroke-opacity=".45"/>`;
    case 'arcade':
      return (
        `<rect width="${width}" height="${height}" fill="url(#stripes)"/>` +
        `<ellipse cx="${cx}" cy="${Math.round(cy + boxH * 0.44)}" rx="${Math.round(boxH * 0.5)}" ry="${Math.round(boxH * 0.09)}" fill="#000" fill-opacity=".28"/>` +
        `<circle cx="${cx}" cy="${cy}" r="${Math.round(boxH * 0.46)}" fill="${frame.to}" fill-opacity=".55" stroke="${accent}" stroke-width="${Math.max(4, Math.round(boxH * 0.035))}"/>`
      );
  }
}

/** The motif's drawing as the style shows it. */
export function styleMotif(style: ArtStyle, motif: string): string {
  return style === 'line' ? `<g filter="url(#mono)" opacity=".92">${motif}</g>` : motif;
}

/** The headline at `attrs` (position and size) in the style's letter. */
export function styleTitle(
  style: ArtStyle,
  frame: ArtFrame,
  attrs: string,
  size: number,
  text: string,
): string {
  switch (style) {
    case 'glow': {
      const dy = Math.max(2, Math.round(size * 0.06));
      return (
        `<text ${attrs} font-weight="800" fill="#000" fill-opacity=".25" transform="translate(0 ${dy})">${text}</text>` +
        `<text ${attrs} font-weight="800" fill="#fff">${text}</text>`
      );
    }
    case 'print': {
      // Letterpress: the gold letter over its dark impression, in a serif face.
      const dy = Math.max(2, Math.round(size * 0.07));
      const face = `font-family="'Songti SC','Noto Serif CJK SC','Source Han Serif SC',serif" font-weight="900"`;
      return (
        `<text ${attrs} ${face} fill="#000" fill-opacity=".45" transform="translate(${dy} ${dy})">${text}</text>` +
        `<text ${attrs} ${face} fill="${frame.accent}">${text}</text>`
      );
    }
    case 'line':
      return `<text ${attrs} font-weight="500" letter-spacing="${round(size * 0.06)}" fill="#fff">${text}</text>`;
    case 'arcade':
      return `<text ${attrs} font-weight="900" fill="#fff" stroke="${frame.to}" stroke-width="${round(size * 0.16)}" stroke-linejoin="round" paint-order="stroke">${text}</text>`;
  }
}

/** The sub-line's colour in the style. */
export function styleSubtitleFill(style: ArtStyle, frame: ArtFrame): string {
  return style === 'line' ? frame.accent : '#fff';
}

/**
 * The call to action at (x, y) (its top; `anchor` says whether x is its left or centre), its text
 * `size` high: a pill, a ticket stub, a written line or a button on a ledge.
 */
export function styleCta(
  style: ArtStyle,
  frame: ArtFrame,
  at: { x: number; y: number; size: number; anchor: 'start' | 'middle' },
  text: string,
): string {
  const { x, y, size, anchor } = at;
  const { accent, ink } = frame;
  const label = escapeXml(text);
  const width = Math.round(textEm(text) * size + size * 2.6);
  const height = Math.round(size * 2.1);
  const left = anchor === 'middle' ? x - width / 2 : x;
  const baseline = round(y + height / 2 + size * 0.36);
  const arrow = (colour: string) =>
    `<path d="M${round(left + width - size * 1.3)} ${round(y + height / 2 - size * 0.35)}l${round(size * 0.35)} ${round(size * 0.35)}-${round(size * 0.35)} ${round(size * 0.35)}" stroke="${colour}" stroke-width="${round(Math.max(2, size * 0.14))}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  const words = (colour: string, from = left + size) =>
    `<text x="${from}" y="${baseline}" font-size="${size}" font-weight="700" fill="${colour}">${label}</text>`;
  switch (style) {
    case 'glow':
      return `<rect x="${left}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${accent}"/>${words(ink)}${arrow(ink)}`;
    case 'print':
      // A ticket stub: square, a dashed tear line inside, notches at both ends.
      return (
        `<rect x="${left}" y="${y}" width="${width}" height="${height}" rx="3" fill="${accent}"/>` +
        `<rect x="${left + 4}" y="${y + 4}" width="${width - 8}" height="${height - 8}" fill="none" stroke="${ink}" stroke-opacity=".5" stroke-dasharray="4 3"/>` +
        `<circle cx="${left}" cy="${y + height / 2}" r="${round(height * 0.16)}" fill="${frame.to}"/><circle cx="${left + width}" cy="${y + height / 2}" r="${round(height * 0.16)}" fill="${frame.to}"/>` +
        words(ink) +
        arrow(ink)
      );
    case 'line': {
      // Written, not a button: the words and the arrow over a hairline, flush with the headline.
      const from = anchor === 'start' ? left : left + size * 0.5;
      const shift = from - (left + size);
      return (
        words(accent, from) +
        `<path d="M${from} ${round(y + height * 0.82)}H${round(left + width - size * 0.8 + shift)}" stroke="${accent}" stroke-opacity=".7"/>` +
        `<g transform="translate(${round(shift)} 0)">${arrow(accent)}</g>`
      );
    }
    case 'arcade': {
      const ledge = Math.max(4, Math.round(size * 0.28));
      return (
        `<rect x="${left}" y="${y + ledge}" width="${width}" height="${height}" rx="${round(height * 0.3)}" fill="#000" fill-opacity=".35"/>` +
        `<rect x="${left}" y="${y}" width="${width}" height="${height}" rx="${round(height * 0.3)}" fill="${accent}" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>` +
        words(ink) +
        arrow(ink)
      );
    }
  }
}

/** What lies over everything: a sparkle, a frame or a rim. */
export function styleFrame(style: ArtStyle, frame: ArtFrame): string {
  const { width, height, accent } = frame;
  switch (style) {
    case 'glow':
      return sparkle(
        Math.round(width * 0.04),
        Math.round(height * 0.12),
        Math.round(height * 0.03),
        '#fff',
      );
    case 'print':
      return (
        inset(frame, 8, `fill="none" stroke="${accent}" stroke-width="4"`) +
        inset(
          frame,
          16,
          `fill="none" stroke="${accent}" stroke-opacity=".8" stroke-dasharray="8 5"`,
        )
      );
    case 'line':
      return inset(frame, 14, `fill="none" stroke="${accent}" stroke-opacity=".85"`);
    case 'arcade':
      return inset(frame, 6, `rx="26" fill="none" stroke="${accent}" stroke-width="10"`);
  }
}

/** The three channels of a #rrggbb colour, 0–1. */
function hexRgb(hex: string): [number, number, number] {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) return [1, 0.84, 0.4];
  const n = Number.parseInt(value, 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}
