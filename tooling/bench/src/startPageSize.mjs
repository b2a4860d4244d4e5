// Start-page weight of each built theme app: the bytes (gzip) a phone must fetch before the first
// screen can render — index.html, its entry scripts, their static imports and modulepreloads, and
// stylesheets. Lazy route chunks are not counted. Prints the ratio to the budget; never fails on it.
// Run after `pnpm build`: `pnpm bench`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budget for the start page, gzip bytes: a 3G phone fetches it in about a second. */
const BUDGET_BYTES = 170 * 1024;
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
  for (const file of files) bytes += gzipSize(file);
  return { files: files.size + 1, bytes };
}

console.log(`start page (gzip), budget ${(BUDGET_BYTES / 1024).toFixed(0)} KiB`);
for (const theme of ['theme1', 'theme2', 'theme3', 'theme4']) {
  const result = measure(theme);
  if (!result) {
    console.log(`${theme}: not built (run pnpm build)`);
    continue;
  }
  const ratio = result.bytes / BUDGET_BYTES;
  console.log(
    `${theme}: ${(result.bytes / 1024).toFixed(1)} KiB in ${result.files} files, ratio to budget ${ratio.toFixed(2)}`,
  );
}
