// WCAG 2.2 contrast of the design tokens: reads custom properties out of a stylesheet's text,
// resolves var() chains, and checks the foreground/background pairs the kit actually draws
// (CONTRAST_PAIRS) against AA. Used by the token tests for the kit's defaults and every theme.

/** An sRGB colour with alpha, channels 0-255, alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The custom properties one rule declares, with its selector (comments and at-rules unwrapped). */
export interface TokenScope {
  selector: string;
  tokens: Map<string, string>;
}

/** Splits a stylesheet into its rules' custom-property declarations, in source order. */
export function readTokenScopes(css: string): TokenScope[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const scopes: TokenScope[] = [];
  collectRules(text, scopes);
  return scopes;
}

function collectRules(text: string, out: TokenScope[]): void {
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{', index);
    if (open < 0) return;
    const close = matchingBrace(text, open);
    const selector = text.slice(index, open).trim();
    const body = text.slice(open + 1, close);
    // @media / @supports wrap rules: their tokens count as the same scopes (we check the worst case).
    if (selector.startsWith('@')) collectRules(body, out);
    else {
      const tokens = new Map<string, string>();
      for (const match of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+?)\s*(?:;|$)/g)) {
        tokens.set(match[1] as string, (match[2] as string).replace(/\s+/g, ' '));
      }
      if (tokens.size > 0) out.push({ selector, tokens });
    }
    index = close + 1;
  }
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return text.length;
}

/** Replaces every var(--x, fallback) in `value` by the token's resolved value (or the fallback). */
export function resolveTokens(
  value: string,
  tokens: ReadonlyMap<string, string>,
  depth = 0,
): string {
  if (depth > 20) throw new Error(`var() cycle in ${value}`);
  const start = value.indexOf('var(');
  if (start < 0) return value;
  // Find the var()'s closing parenthesis (fallbacks may nest parentheses).
  let level = 0;
  let end = start + 3;
  for (; end < value.length; end += 1) {
    if (value[end] === '(') level += 1;
    else if (value[end] === ')') {
      level -= 1;
      if (level === 0) break;
    }
  }
  const inner = value.slice(start + 4, end);
  const comma = inner.indexOf(',');
  const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
  const fallback = comma < 0 ? undefined : inner.slice(comma + 1).trim();
  const raw = tokens.get(name) ?? fallback;
  if (raw === undefined) throw new Error(`undefined token ${name}`);
  const replaced =
    value.slice(0, start) + resolveTokens(raw, tokens, depth + 1) + value.slice(end + 1);
  return resolveTokens(replaced, tokens, depth + 1);
}

const NAMED: Record<string, Rgba> = {
  white: { r: 255, g: 255, b: 255, a: 1 },
  black: { r: 0, g: 0, b: 0, a: 1 },
  transparent: { r: 0, g: 0, b: 0, a: 0 },
};

/** Every colour in a resolved value, in order: one for a plain colour, each stop of a gradient. */
export function parseColors(value: string): Rgba[] {
  const colors: Rgba[] = [];
  const pattern = /#([0-9a-f]{3,8})\b|rgba?\(([^)]*)\)|\b(white|black|transparent)\b/gi;
  for (const match of value.matchAll(pattern)) {
    if (match[1]) colors.push(parseHex(match[1]));
    else if (match[2]) colors.push(parseRgb(match[2]));
    else if (match[3]) colors.push(NAMED[match[3].toLowerCase()] as Rgba);
  }
  return colors;
}

function parseHex(hex: string): Rgba {
  const full =
    hex.length <= 4
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex;
  const channel = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return {
    r: channel(0),
    g: channel(2),
    b: channel(4),
    a: full.length === 8 ? channel(6) / 255 : 1,
  };
}

function parseRgb(args: string): Rgba {
  const parts = args.split(/[\s,/]+/).filter(Boolean);
  const [r = 0, g = 0, b = 0] = parts.slice(0, 3).map(Number);
  const alpha = parts[3];
  const a = alpha === undefined ? 1 : alpha.endsWith('%') ? parseFloat(alpha) / 100 : Number(alpha);
  return { r, g, b, a };
}

/** `top` painted over an opaque `under` (source-over). */
export function composite(top: Rgba, under: Rgba): Rgba {
  const mix = (t: number, u: number) => t * top.a + u * (1 - top.a);
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 1 };
}

function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two opaque colours, 1-21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** A foreground token drawn on a background token, and the AA minimum it needs. */
export interface ContrastPair {
  fg: string;
  bg: string;
  /** 4.5 for text, 3 for large text and the parts that identify a control (WCAG 1.4.3, 1.4.11). */
  min: 4.5 | 3;
  /** What is drawn with the pair (for the failure message). */
  what: string;
}

const TEXT = 4.5;
const UI = 3;

/** Body text tokens drawn on each page background the kit uses. */
const PAGE_TEXTS = ['--jl-color-text', '--jl-color-text-regular', '--jl-color-text-secondary'];
const PAGES = ['--jl-color-bg', '--jl-color-surface', '--jl-color-surface-muted'];
/** Coloured texts (links, prices, amounts, statuses) on the card and page backgrounds. */
const COLOURED_TEXTS = [
  '--jl-color-primary',
  '--jl-color-danger',
  '--jl-color-success',
  '--jl-color-warning',
];

/** Every pair the kit draws with its tokens. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...PAGE_TEXTS.flatMap((fg) => PAGES.map((bg) => ({ fg, bg, min: TEXT, what: 'text' }) as const)),
  ...COLOURED_TEXTS.flatMap((fg) =>
    ['--jl-color-surface', '--jl-color-bg'].map(
      (bg) => ({ fg, bg, min: TEXT, what: 'coloured text (amounts, statuses, links)' }) as const,
    ),
  ),
  { fg: '--jl-color-primary', bg: '--jl-color-primary-light', min: TEXT, what: 'tag text' },
  { fg: '--jl-color-primary-contrast', bg: '--jl-color-primary', min: TEXT, what: 'button' },
  { fg: '--jl-color-primary-contrast', bg: '--jl-color-primary-dark', min: TEXT, what: 'button' },
  { fg: '--jl-color-primary-contrast', bg: '--jl-gradient-primary', min: TEXT, what: 'button' },
  { fg: '--jl-color-accent-contrast', bg: '--jl-color-accent', min: TEXT, what: 'gold button' },
  { fg: '--jl-color-accent-contrast', bg: '--jl-gradient-accent', min: TEXT, what: 'gold button' },
  { fg: '--jl-navbar-color', bg: '--jl-navbar-bg', min: TEXT, what: 'header' },
  { fg: '--jl-tabbar-color', bg: '--jl-tabbar-bg', min: TEXT, what: 'menu label' },
  { fg: '--jl-tabbar-active-color', bg: '--jl-tabbar-bg', min: TEXT, what: 'active menu label' },
  { fg: '--jl-tabs-color', bg: '--jl-tabs-bg', min: TEXT, what: 'tab' },
  { fg: '--jl-tabs-active-color', bg: '--jl-tabs-bg', min: TEXT, what: 'active tab' },
  { fg: '--jl-badge-color', bg: '--jl-badge-bg', min: TEXT, what: 'badge' },
  { fg: '--jl-button-disabled-color', bg: '--jl-button-disabled-bg', min: TEXT, what: 'button' },
  { fg: '--jl-toast-color', bg: '--jl-toast-bg', min: TEXT, what: 'toast' },
  { fg: '--jl-marquee-color', bg: '--jl-marquee-bg', min: TEXT, what: 'notice bar' },
  { fg: '--jl-marquee-icon-color', bg: '--jl-marquee-bg', min: UI, what: 'notice bar icon' },
  { fg: '--jl-chips-color', bg: '--jl-chips-bg', min: TEXT, what: 'chip' },
  { fg: '--jl-chips-active-color', bg: '--jl-chips-active-bg', min: TEXT, what: 'active chip' },
  { fg: '--jl-loading-text-color', bg: '--jl-color-surface', min: TEXT, what: 'loading text' },
  { fg: '--jl-expand-toggle-color', bg: '--jl-color-surface', min: TEXT, what: 'expand toggle' },
  { fg: '--jl-chat-bubble-color', bg: '--jl-chat-bubble-bg', min: TEXT, what: 'chat message' },
  { fg: '--jl-chat-self-bubble-color', bg: '--jl-chat-self-bubble-bg', min: TEXT, what: 'chat' },
  { fg: '--jl-chat-meta-color', bg: '--jl-chat-bg', min: TEXT, what: 'chat names and times' },
  { fg: '--jl-floating-chat-color', bg: '--jl-floating-chat-bg', min: UI, what: 'chat button' },
  { fg: '--jl-checkbox-border-color', bg: '--jl-color-surface', min: UI, what: 'checkbox' },
  { fg: '--jl-checkbox-checked-color', bg: '--jl-color-surface', min: UI, what: 'checkbox' },
  { fg: '--jl-switch-off-color', bg: '--jl-color-surface', min: UI, what: 'switch' },
  { fg: '--jl-switch-on-color', bg: '--jl-color-surface', min: UI, what: 'switch' },
  {
    fg: '--jl-color-primary-contrast',
    bg: '--jl-switch-off-color',
    min: TEXT,
    what: 'switch text',
  },
  { fg: '--jl-color-primary-contrast', bg: '--jl-switch-on-color', min: TEXT, what: 'switch text' },
  { fg: '--jl-focus-ring-color', bg: '--jl-color-surface', min: UI, what: 'focus ring' },
  { fg: '--jl-focus-ring-color', bg: '--jl-color-bg', min: UI, what: 'focus ring' },
];

/** One pair under its minimum. */
export interface ContrastFailure extends ContrastPair {
  ratio: number;
  fgValue: string;
  bgValue: string;
}

/**
 * Checks `pairs` with `tokens` (a theme's effective custom properties). A gradient background is
 * checked at each of its stops (text crosses all of them); a translucent background is painted over
 * the page background, a translucent foreground over its background.
 */
export function checkContrast(
  tokens: ReadonlyMap<string, string>,
  pairs: readonly ContrastPair[] = CONTRAST_PAIRS,
): ContrastFailure[] {
  const page = parseColors(resolveTokens('var(--jl-color-bg)', tokens))[0] ?? NAMED.white!;
  const failures: ContrastFailure[] = [];
  for (const pair of pairs) {
    const fgValue = resolveTokens(`var(${pair.fg})`, tokens);
    const bgValue = resolveTokens(`var(${pair.bg})`, tokens);
    const backgrounds = parseColors(bgValue).map((bg) => composite(bg, page));
    const foregrounds = parseColors(fgValue);
    if (backgrounds.length === 0 || foregrounds.length === 0) {
      throw new Error(`no colour in ${pair.fg} (${fgValue}) or ${pair.bg} (${bgValue})`);
    }
    let worst = Infinity;
    for (const bg of backgrounds) {
      for (const fg of foregrounds) worst = Math.min(worst, contrastRatio(composite(fg, bg), bg));
    }
    if (worst < pair.min) failures.push({ ...pair, ratio: worst, fgValue, bgValue });
  }
  return failures;
}

/** Reads a failure as one line: the pair, its values and its ratio against the minimum. */
export function describeFailure(f: ContrastFailure): string {
  return `${f.what}: ${f.fg} (${f.fgValue}) on ${f.bg} (${f.bgValue}) is ${f.ratio.toFixed(2)}:1, needs ${f.min}:1`;
}
