// The maskable icon (node --test): the brand mark's tile made square and full-bleed under the mark.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import sharp from 'sharp';
import { maskableSvg, renderIcon } from './pwa.js';

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
