// Colours that white text stays readable on (WCAG 2 contrast, 4.5:1 for normal text): a template's
// header gradient comes from its data (colorTheme 'from,to'), and light pairs such as
// '#36cfc9,#08979c' put white names at 2.0-2.5:1 (issue 34). Such a colour is darkened (mixed
// with black) just enough; a dark one, or one that is not a hex code, is kept as it is.

/** WCAG 2's minimum for normal text. */
export const TEXT_CONTRAST_MIN = 4.5;

function parseHex(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function channelLuminance(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2) of an sRGB colour given as 0-255 channels. */
function luminance([r, g, b]: readonly number[]): number {
  return (
    0.2126 * channelLuminance(r ?? 0) +
    0.7152 * channelLuminance(g ?? 0) +
    0.0722 * channelLuminance(b ?? 0)
  );
}

/** Contrast of white text on a colour given as 0-255 channels. */
function whiteContrast(rgb: readonly number[]): number {
  return 1.05 / (luminance(rgb) + 0.05);
}

/** Contrast of white text on `color` (a hex code), or null when it is not one. */
export function contrastWithWhite(color: string): number | null {
  const rgb = parseHex(color);
  return rgb ? whiteContrast(rgb) : null;
}

const hex2 = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * `color` as a background for white text: itself when white already reaches 4.5:1 on it (or it
 * is no hex code), else the least darkening of it (in 2 % steps towards black) that does.
 */
export function darkenForWhiteText(color: string): string {
  const rgb = parseHex(color);
  if (!rgb || whiteContrast(rgb) >= TEXT_CONTRAST_MIN) return color;
  for (let keep = 0.98; keep > 0; keep -= 0.02) {
    const darker = rgb.map((channel) => channel * keep);
    if (whiteContrast(darker) >= TEXT_CONTRAST_MIN) return `#${darker.map(hex2).join('')}`;
  }
  return '#000000';
}
