// Start-page weight of each built theme app: the bytes (gzip) a phone must fetch before the first
// screen can render — index.html, its entry scripts, their static imports and modulepreloads, and
// stylesheets. Lazy route chunks are not counted. Prints the ratio to the budget and the heaviest
// packages (read from the source maps), and exits 1 when a theme is over budget or its start page
// holds a package that must load lazily (zod: the schemas are only for dev checks and lazy screens).
// Run after `pnpm build`: `pnpm bench`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { packageShares } from './sourceMapShares.mjs';

/** Budget for the start page, gzip bytes: a 3G phone fetches it in about a second. */
const BUDGET_BYTES = 170 * 1024;
/** Packages that must never be on the start page (see @jinli/contract/routes). */
const FORBIDDEN_ON_START_PAGE = ['zod'];
/** How many of the heaviest packages to name per theme. */
const TOP_PACKAGES = 3;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Static imports of a built ES module (dynamic `import()` calls are lazy and skipped). */
function staticImports(code) {
  const found = [];
  const pattern = /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;
  for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
}

function measure(theme) {
  const dist = join(root, 'apps', theme, 'dist');
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  const files = new Set();
  const queue = [];
  for (const match of html.matchAll(
    /<(?:script[^>]*src|link[^>]*href)="\/?([^"]+\.(?:js|css))"/g,
  )) {
    queue.push(join(dist, match[1]));
  }
  while (queue.length > 0) {
    const file = queue.pop();
    if (files.has(file) || !existsSync(file)) continue;
    files.add(file);
    if (file.endsWith('.js')) {
      for (const spec of staticImports(readFileSync(file, 'utf8'))) {
        if (spec.startsWith('.')) queue.push(resolve(dirname(file), spec));
        else if (spec.startsWith('/')) queue.push(join(dist, spec));
      }
    }
  }
  let bytes = gzipSize(indexFile);
  /** Estimated gzip bytes per package: each chunk's gzip size split by its source-map shares. */
  const packages = new Map();
  const addTo = (name, size) => packages.set(name, (packages.get(name) ?? 0) + size);
  addTo('(html)', bytes);
  for (const file of files) {
    const size = gzipSize(file);
    bytes += size;
    if (!file.endsWith('.js')) {
      addTo('(css)', size);
      continue;
    }
    const shares = packageShares(file, readFileSync(file, 'utf8'));
    if (!shares) {
      addTo('(no source map)', size);
      continue;
    }
    const total = [...shares.values()].reduce((sum, count) => sum + count, 0);
    for (const [name, count] of shares) addTo(name, (size * count) / total);
  }
  return { files: files.size + 1, bytes, packages };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log(`start page (gzip), budget ${(BUDGET_BYTES / 1024).toFixed(0)} KiB`);
const failures = [];
for (const theme of ['theme1', 'theme2', 'theme3', 'theme4']) {
  const result = measure(theme);
  if (!result) {
    console.log(`${theme}: not built (run pnpm build)`);
    continue;
  }
  const ratio = result.bytes / BUDGET_BYTES;
  console.log(
    `${theme}: ${kib(result.bytes)} in ${result.files} files, ratio to budget ${ratio.toFixed(2)}`,
  );
  const heaviest = [...result.packages]
    .filter(([name]) => !name.startsWith('('))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_PACKAGES);
  console.log(`  heaviest: ${heaviest.map(([name, size]) => `${name} ${kib(size)}`).join(', ')}`);
  if (result.bytes > BUDGET_BYTES) failures.push(`${theme} is over budget (${kib(result.bytes)})`);
  for (const name of FORBIDDEN_ON_START_PAGE) {
    if (result.packages.has(name))
      failures.push(`${theme} loads ${name} on the start page (${kib(result.packages.get(name))})`);
  }
}
for (const failure of failures) console.error(`FAIL: ${failure}`);
if (failures.length > 0) process.exitCode = 1;
