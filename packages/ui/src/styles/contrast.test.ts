/// <reference types="node" />
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CONTRAST_PAIRS,
  checkContrast,
  composite,
  contrastRatio,
  describeFailure,
  parseColors,
  readTokenScopes,
  resolveTokens,
} from './contrast';

// The stylesheets are read as text (vitest runs with css: false, so a CSS import is empty). Every
// theme app's theme.css is read too, never imported: apps compose the kit, the kit does not depend
// on them. A new theme folder is checked without touching this test.
// (Paths as strings: under jsdom the global URL is jsdom's, which node:fs does not take.)
const here = dirname(fileURLToPath(String(import.meta.url)));
const defaultsCss = readFileSync(join(here, 'tokens.css'), 'utf8');
const appsDir = join(here, '../../../../apps');
const themeSheets = Object.fromEntries(
  readdirSync(appsDir)
    .map((app) => join(appsDir, app, 'src/theme.css'))
    .filter((file) => existsSync(file))
    .map((file) => [file, readFileSync(file, 'utf8')]),
);

function rootTokens(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const scope of readTokenScopes(css)) {
    if (scope.selector.includes(':root')) scope.tokens.forEach((v, k) => tokens.set(k, v));
  }
  return tokens;
}

const defaults = rootTokens(defaultsCss);

describe('contrast arithmetic', () => {
  it('gives the WCAG ratios of known pairs', () => {
    const [white, black, grey] = parseColors('#fff #000000 #86909C');
    expect(contrastRatio(white!, black!)).toBeCloseTo(21, 5);
    expect(contrastRatio(grey!, white!)).toBeCloseTo(3.24, 2);
    // The measurements of the old status colours on white.
    expect(contrastRatio(parseColors('#ff7d00')[0]!, white!)).toBeCloseTo(2.57, 2);
    expect(contrastRatio(parseColors('#00b42a')[0]!, white!)).toBeCloseTo(2.78, 2);
  });

  it('reads rgb(), rgba(), named colours and every stop of a gradient', () => {
    expect(parseColors('rgba(20, 20, 20, 0.82)')).toEqual([{ r: 20, g: 20, b: 20, a: 0.82 }]);
    expect(parseColors('rgb(1 2 3 / 50%)')).toEqual([{ r: 1, g: 2, b: 3, a: 0.5 }]);
    expect(parseColors('linear-gradient(135deg, #f00 0%, white 55%, #00ff0080 100%)')).toHaveLength(
      3,
    );
  });

  it('paints a translucent colour over what is under it', () => {
    const [half, white] = parseColors('rgba(0,0,0,0.5) #fff');
    const mixed = composite(half!, white!);
    expect(mixed.r).toBeCloseTo(127.5, 5);
    expect(mixed.a).toBe(1);
  });

  it('resolves var() chains and fallbacks', () => {
    const tokens = new Map([
      ['--a', 'var(--b)'],
      ['--b', '#123456'],
    ]);
    expect(resolveTokens('linear-gradient(#fff, var(--a))', tokens)).toBe(
      'linear-gradient(#fff, #123456)',
    );
    expect(resolveTokens('var(--missing, var(--b))', tokens)).toBe('#123456');
    expect(() => resolveTokens('var(--missing)', tokens)).toThrow('--missing');
  });

  it('fails a pair under its minimum and checks a gradient at its lightest stop', () => {
    const tokens = new Map(defaults);
    tokens.set('--jl-color-text-secondary', '#86909c');
    tokens.set('--jl-navbar-bg', 'linear-gradient(90deg, #b00 0%, #ff9999 100%)');
    const failed = checkContrast(tokens).map((f) => `${f.fg} on ${f.bg}`);
    expect(failed).toContain('--jl-color-text-secondary on --jl-color-surface');
    expect(failed).toContain('--jl-navbar-color on --jl-navbar-bg');
  });

  it('reads custom properties per rule, also inside @media', () => {
    const scopes = readTokenScopes(
      '/* c { --x: 1 } */ :root { --a: #fff; color: red; } @media (x) { .b { --c: #000 } } html { margin: 0 }',
    );
    expect(scopes.map((s) => s.selector)).toEqual([':root', '.b']);
    expect(scopes[0]?.tokens.get('--a')).toBe('#fff');
  });
});

describe('token contrast (WCAG 2.2 AA)', () => {
  it('checks every pair the kit draws', () => {
    expect(CONTRAST_PAIRS.length).toBeGreaterThan(40);
  });

  it('the kit defaults meet AA', () => {
    expect(checkContrast(defaults).map(describeFailure)).toEqual([]);
  });

  it('finds the theme apps', () => {
    expect(Object.keys(themeSheets).length).toBeGreaterThanOrEqual(4);
  });

  for (const [path, css] of Object.entries(themeSheets)) {
    const theme = /apps\/([^/]+)\//.exec(path)?.[1] ?? path;
    it(`${theme} meets AA with its own tokens, also inside its scoped overrides`, () => {
      const base = new Map([...defaults, ...rootTokens(css)]);
      const failures = checkContrast(base).map(describeFailure);
      // Rules below :root (a header variant, a dark card…) re-check the pairs with their overrides.
      for (const scope of readTokenScopes(css)) {
        if (scope.selector.includes(':root')) continue;
        const scoped = new Map([...base, ...scope.tokens]);
        failures.push(
          ...checkContrast(scoped).map((f) => `${scope.selector} → ${describeFailure(f)}`),
        );
      }
      expect([...new Set(failures)]).toEqual([]);
    });
  }
});

describe('chat names in every chat colour (WCAG 2.2 AA)', () => {
  // The eight chat colours are the domain's (THEME_COLORS), read as text like the themes' sheets:
  // the kit does not depend on the domain. The bubble darkens each for the sender's name.
  const themeColorsTs = readFileSync(join(here, '../../../domain/src/themeColors.ts'), 'utf8');
  const chatColors = [...themeColorsTs.matchAll(/color: '(#[0-9a-f]{6})', name: '([^']+)'/g)];
  const bubbleCss = readFileSync(join(here, '../ChatMessageBubble/ChatMessageBubble.css'), 'utf8');
  const nameRule =
    /\.jl-chat-msg__name \{\s*color: color-mix\(in srgb, var\(--jl-chat-accent\) (\d+)%, #000000\);/.exec(
      bubbleCss,
    );

  it('reads the eight colours and the share the name rule keeps of each', () => {
    expect(chatColors).toHaveLength(8);
    expect(nameRule).not.toBeNull();
  });

  it('every name reads at 4.5:1 on the chat page of the kit and of every theme', () => {
    const share = Number(nameRule?.[1]) / 100;
    const pages: [string, Map<string, string>][] = [
      ['kit', defaults],
      ...Object.entries(themeSheets).map(([path, css]): [string, Map<string, string>] => [
        path,
        new Map([...defaults, ...rootTokens(css)]),
      ]),
    ];
    const failures: string[] = [];
    for (const [where, tokens] of pages) {
      const page = parseColors(resolveTokens('var(--jl-chat-bg)', tokens))[0]!;
      for (const [, hex, name] of chatColors) {
        const color = parseColors(hex!)[0]!;
        const ink = { r: color.r * share, g: color.g * share, b: color.b * share, a: 1 };
        const ratio = contrastRatio(ink, page);
        if (ratio < 4.5) failures.push(`${name} on ${where}: ${ratio.toFixed(2)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
