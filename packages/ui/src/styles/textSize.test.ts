/// <reference types="node" />
// Issue 18: no text under 12 px anywhere the apps draw (dates, order numbers, balances, badges).
// Reads the stylesheets of the kit, the features and every theme app as text (never imports them)
// and fails on a font size under 12 px, as a literal, a token value or a var() fallback.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MIN_PX = 12;
const here = dirname(fileURLToPath(String(import.meta.url)));
const root = join(here, '../../../..');

function cssFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...cssFiles(path));
    else if (name.endsWith('.css')) files.push(path);
  }
  return files;
}

/** Every font size under MIN_PX in `css`: `font-size: 10px`, `--jl-font-size-xs: 10px`, `var(…, 10px)`. */
function smallFontSizes(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  const patterns = [
    /font-size\s*:\s*(\d+(?:\.\d+)?)px/g,
    /--jl-font-size-[\w-]+\s*:\s*(\d+(?:\.\d+)?)px/g,
    /var\(--jl-font-size-[\w-]+\s*,\s*(\d+(?:\.\d+)?)px\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      if (Number(match[1]) < MIN_PX) found.push(match[0]);
    }
  }
  return found;
}

describe('text size', () => {
  it('finds sizes under 12 px in every form', () => {
    expect(
      smallFontSizes(
        'a{font-size:10px} :root{--jl-font-size-xs: 11px} b{font-size: var(--jl-font-size-xs, 9.5px)}',
      ),
    ).toHaveLength(3);
    expect(
      smallFontSizes(
        'a{font-size: 12px; font-size: var(--jl-font-size-sm, 14px)} /* font-size: 8px */',
      ),
    ).toEqual([]);
  });

  const dirs = [
    join(root, 'packages/ui/src'),
    join(root, 'packages/features/src'),
    ...readdirSync(join(root, 'apps'))
      .filter((app) => app.startsWith('theme'))
      .map((app) => join(root, 'apps', app, 'src')),
  ];
  it('has no text under 12 px in the kit, the features or a theme', () => {
    const files = dirs.flatMap(cssFiles);
    expect(files.length).toBeGreaterThan(50);
    const offences = files.flatMap((file) =>
      smallFontSizes(readFileSync(file, 'utf8')).map(
        (found) => `${relative(root, file)}: ${found}`,
      ),
    );
    expect(offences).toEqual([]);
  });
});
