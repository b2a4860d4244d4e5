// The installable app's brand parts (node --test): the maskable icon (the brand mark's tile made
// square and full-bleed under the mark) and each theme's brand (its name in the manifest).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import sharp from 'sharp';
import { brandManifest, maskableSvg, readBrand, renderIcon } from './pwa.js';

const THEMES = ['theme1', 'theme2', 'theme3', 'theme4'];

const mark = (theme) =>
  readFileSync(new URL(`../../apps/${theme}/public/favicon.svg`, import.meta.url));

test('every brand mark becomes a square full-bleed tile under the mark at 90 %', () => {
  for (const theme of ['theme1', 'theme2', 'theme3', 'theme4']) {
    const svg = maskableSvg(mark(theme));
    assert.ok(svg, theme);
    assert.doesNotMatch(
      svg,
      /<rect width="64" height="64"[^>]*rx=/,
      `${theme}: a rounded tile left`,
    );
    assert.match(
      svg,
      /<rect width="64" height="64" fill="[^"]+"\/><g transform="translate\(32 32\) scale\(0\.9\)/,
    );
  }
  assert.equal(
    maskableSvg('<svg viewBox="0 0 64 64"><circle cx="32" cy="32" r="20"/></svg>'),
    null,
  );
});

test('the maskable icon is opaque to its corners, in the tile colour, not the flat brand colour', async () => {
  const png = await renderIcon(mark('theme1'), { size: 512, kind: 'maskable' }, '#00ff00');
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (x, y) => [
    ...data.subarray(
      (y * info.width + x) * info.channels,
      (y * info.width + x) * info.channels + 3,
    ),
  ];
  for (const [x, y] of [
    [0, 0],
    [511, 0],
    [0, 511],
    [511, 511],
  ]) {
    const [r, g] = at(x, y);
    assert.ok(r > 140 && g < 80, `corner ${x},${y} is the red tile: ${at(x, y)}`);
  }
});

test('every theme builds under its brand’s name, with art palettes and a style of its own for the server', () => {
  const names = new Set();
  const styles = new Set();
  for (const theme of THEMES) {
    const brand = readBrand(new URL(`../../apps/${theme}/`, import.meta.url).pathname);
    assert.ok(brand.name.length > 0, theme);
    names.add(brand.name);
    assert.ok(brand.art.length >= 2, `${theme} has art palettes`);
    // apps/server/src/modules/images/artStyles.ts: the brands' banners are not one set recoloured.
    assert.match(brand.artStyle, /^(glow|print|line|arcade)$/, `${theme} artStyle`);
    styles.add(brand.artStyle);
    for (const palette of brand.art)
      for (const key of ['from', 'to', 'accent'])
        assert.match(palette[key], /^#[0-9a-f]{6}$/i, `${theme} ${key}`);
    const manifest = brandManifest({
      themeColor: '#000000',
      backgroundColor: '#ffffff',
      name: brand.name,
    });
    assert.equal(manifest.name, brand.name);
    assert.equal(manifest.short_name, brand.name);
  }
  assert.equal(names.size, THEMES.length, 'four brands, four names');
  assert.equal(styles.size, THEMES.length, 'four brands, four ways of drawing');
});
