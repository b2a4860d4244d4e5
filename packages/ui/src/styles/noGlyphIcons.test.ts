/// <reference types="node" />
// Issue 18: icons are the kit's drawn SVGs, never a character: no arrow or tick glyphs standing in
// for a chevron, and no "first character of the label in a rounded square". Reads the screens of
// the kit, the features and the theme apps as text (stories, tests and fixtures excepted).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(String(import.meta.url)));
const root = join(here, '../../../..');

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(tsx|css)$/.test(name) && !/\.(test|stories)\.tsx$|Fixtures?\.tsx$/.test(name))
      files.push(path);
  }
  return files;
}

/** Glyphs that only ever stand in for an icon (chevrons, arrows, ticks, crosses, stars). */
const GLYPH = /[›‹»«↓↑←→✓✔✕✖★☆]/;
/** A label's first character drawn as its icon. */
const FIRST_CHARACTER = /\.slice\(0, 1\)|\.charAt\(0\)|Array\.from\([\w.]+\)\[0\]/;

/** The offending lines of one file's text (comments left out). */
function glyphIcons(text: string): string[] {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .filter((line) => GLYPH.test(line) || FIRST_CHARACTER.test(line))
    .map((line) => line.trim());
}

describe('no glyphs as icons', () => {
  it('finds a glyph chevron, a CSS content arrow and a first-character icon', () => {
    expect(
      glyphIcons("<Link>{title} ›</Link>\n.a::after { content: '›'; }\n{label.slice(0, 1)}"),
    ).toHaveLength(3);
    expect(glyphIcons('// a comment with › in it\n<ChevronRightIcon />')).toEqual([]);
  });

  it('has none in the kit, the features or a theme', () => {
    const dirs = [
      join(root, 'packages/ui/src'),
      join(root, 'packages/features/src'),
      ...readdirSync(join(root, 'apps'))
        .filter((app) => app.startsWith('theme'))
        .map((app) => join(root, 'apps', app, 'src')),
    ];
    const files = dirs.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const offences = files.flatMap((file) =>
      glyphIcons(readFileSync(file, 'utf8')).map((line) => `${relative(root, file)}: ${line}`),
    );
    expect(offences).toEqual([]);
  });
});
