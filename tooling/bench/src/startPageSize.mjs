// Start-page weight of each built theme app, measured in Chromium against the real server: a phone
// (390×844, touch) opens the home page on a fresh profile, served by the reference server as the
// README's `npm start` starts it (the built dist/main.js on its embedded database, seeded with the
// demo content), and every HTTP answer until the network is idle
// (no request for 500 ms) is counted at the bytes that crossed the wire — compressed bodies as
// served (br/gzip), headers apart — split into JS, CSS, JSON, images and other. Requests after
// idle are watched for a few seconds more and reported, not counted. Exits 1 when a theme's JS and
// CSS are over budget, when a text answer over 1 KiB came uncompressed, or when the start page loads a package
// that must load lazily (zod: the schemas are only for dev checks and lazy screens).
// Run after `pnpm build`: `pnpm bench:start-page` (BENCH_THEMES=theme3 for one theme; BENCH_VERBOSE=1
// lists every request and package; BENCH_APPS_DIR=<dir> measures the builds in <dir>/<theme>).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { benchThemes, checkChromium, chromiumFlags, chromiumPath, phone } from './lib/chromium.mjs';
import { builtApp, startBuiltServer } from './lib/server.mjs';
import { packageShares } from './sourceMapShares.mjs';

/**
 * Budget for the home route's JS and CSS, compressed bytes as served: issue 31's, with React (issue
 * 13's 120 KiB of every byte was set when the build shipped Preact). Everything else the route
 * loads (the page, images) is measured and printed beside it.
 */
const BUDGET_BYTES = 160 * 1024;
/** Packages that must never be on the start page (see @jinli/contract/routes). */
const FORBIDDEN_ON_START_PAGE = ['zod'];
/** How many of the heaviest packages to name per theme. */
const TOP_PACKAGES = 5;
/** How long requests are still watched after the network went idle, ms (reported, not counted). */
const AFTER_IDLE_MS = Number(process.env.BENCH_AFTER_IDLE_MS ?? 5000);
/** Text answers larger than this must come compressed (the server's threshold). */
const COMPRESS_OVER_BYTES = 1024;
const KINDS = ['js', 'css', 'json', 'images', 'other'];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function kindOf(resourceType, mime) {
  if (resourceType === 'script' || mime.includes('javascript')) return 'js';
  if (resourceType === 'stylesheet' || mime === 'text/css') return 'css';
  if (mime.includes('json')) return 'json';
  if (resourceType === 'image' || mime.startsWith('image/')) return 'images';
  return 'other';
}

const isText = (mime) => /javascript|css|json|html|svg|xml|^text\//.test(mime);

/** One finished request: its kind, encoding and sizes on the wire. */
async function record(request, phase) {
  const response = await request.response();
  const headers = response ? await response.allHeaders() : {};
  const sizes = await request.sizes();
  const mime = (headers['content-type'] ?? '').split(';')[0].trim();
  return {
    url: request.url(),
    phase,
    status: response?.status() ?? 0,
    kind: kindOf(request.resourceType(), mime),
    mime,
    encoding: headers['content-encoding'] ?? 'identity',
    // Chromium gives -1 when it does not know (the service worker's precache fetches after idle
    // repeat files already counted): nothing rather than a negative sum.
    body: Math.max(0, sizes.responseBodySize),
    headerBytes: sizes.responseHeadersSize,
  };
}

/** Estimated compressed bytes per package of the JS answers (source-map shares of each chunk). */
function packagesOf(appDir, rows) {
  const packages = new Map();
  const add = (name, size) => packages.set(name, (packages.get(name) ?? 0) + size);
  for (const row of rows) {
    if (row.kind !== 'js') continue;
    const path = new URL(row.url).pathname;
    const file = join(appDir, path);
    let shares = null;
    try {
      shares = packageShares(file, readFileSync(file, 'utf8'));
    } catch {
      // not a file of the build
    }
    if (!shares) {
      add('(no source map)', row.body);
      continue;
    }
    const total = [...shares.values()].reduce((sum, count) => sum + count, 0);
    for (const [name, count] of shares) add(name, (row.body * count) / total);
  }
  return packages;
}

async function measure(browser, theme, appDir) {
  const server = await startBuiltServer({ appDir });
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    let phase = 'load';
    const pending = [];
    const failed = [];
    const sockets = [];
    page.on('requestfinished', (request) => pending.push(record(request, phase)));
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('websocket', (socket) => sockets.push(socket.url()));
    const started = performance.now();
    await page.goto(`${server.origin}/`, { waitUntil: 'networkidle', timeout: 120_000 });
    const idleMs = performance.now() - started;
    phase = 'after';
    await page.waitForTimeout(AFTER_IDLE_MS);
    const rows = await Promise.all(pending);
    return { rows, failed, sockets, idleMs };
  } finally {
    await context.close();
    await server.stop();
  }
}

function report(theme, appDir, { rows, failed, sockets, idleMs }, failures) {
  const counted = rows.filter((row) => row.phase === 'load');
  const later = rows.filter((row) => row.phase === 'after');

  const byKind = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  for (const row of counted) byKind[row.kind] += row.body;
  const bytes = counted.reduce((sum, row) => sum + row.body, 0);
  const headerBytes = counted.reduce((sum, row) => sum + row.headerBytes, 0);
  const code = byKind.js + byKind.css;
  const ratio = code / BUDGET_BYTES;
  console.log(
    `${theme}: ${kib(bytes)} in ${counted.length} requests until idle (${(idleMs / 1000).toFixed(1)} s), ` +
      `of which JS + CSS ${kib(code)}: budget ${kib(BUDGET_BYTES)}, ratio ${ratio.toFixed(2)}`,
  );
  console.log(`  ${KINDS.map((kind) => `${kind} ${kib(byKind[kind])}`).join(', ')}`);
  console.log(`  + ${kib(headerBytes)} of response headers (not counted)`);

  const encodings = new Map();
  for (const row of counted) encodings.set(row.encoding, (encodings.get(row.encoding) ?? 0) + 1);
  const uncompressed = rows.filter(
    (row) =>
      isText(row.mime) &&
      row.encoding === 'identity' &&
      row.body > COMPRESS_OVER_BYTES &&
      row.status === 200,
  );
  console.log(
    `  served: ${[...encodings].map(([name, count]) => `${name} ${count}`).join(', ')}; ` +
      `text answers over 1 KiB uncompressed: ${uncompressed.length === 0 ? 'none' : uncompressed.length}`,
  );
  for (const row of uncompressed) {
    console.log(`    uncompressed: ${row.url} (${kib(row.body)})`);
    failures.push(`${theme}: ${new URL(row.url).pathname} was served uncompressed`);
  }

  const packages = packagesOf(appDir, counted);
  const heaviest = [...packages]
    .filter(([name]) => !name.startsWith('('))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_PACKAGES);
  console.log(`  heaviest: ${heaviest.map(([name, size]) => `${name} ${kib(size)}`).join(', ')}`);
  const largest = [...counted].sort((a, b) => b.body - a.body).slice(0, 6);
  console.log(
    `  largest: ${largest.map((row) => `${new URL(row.url).pathname} ${kib(row.body)}`).join(', ')}`,
  );
  const laterBytes = later.reduce((sum, row) => sum + row.body, 0);
  console.log(
    `  after idle (${AFTER_IDLE_MS / 1000} s more, not counted): ${later.length} requests, ${kib(laterBytes)}` +
      (later.length ? ` (${later.map((row) => new URL(row.url).pathname).join(', ')})` : ''),
  );
  if (process.env.BENCH_VERBOSE) {
    for (const row of counted)
      console.log(
        `    ${row.kind.padEnd(6)} ${kib(row.body).padStart(10)} ${row.encoding.padEnd(8)} ${row.url}`,
      );
    for (const [name, size] of [...packages].sort((a, b) => b[1] - a[1]))
      console.log(`    package ${name} ${kib(size)}`);
  }
  if (sockets.length) console.log(`  websockets: ${sockets.length}`);
  if (failed.length) console.log(`  failed requests: ${failed.join(', ')}`);

  if (code > BUDGET_BYTES) failures.push(`${theme}'s JS + CSS are over budget (${kib(code)})`);
  for (const name of FORBIDDEN_ON_START_PAGE) {
    if (packages.has(name))
      failures.push(`${theme} loads ${name} on the start page (${kib(packages.get(name))})`);
  }
  console.log(
    `BENCH_RESULT ${JSON.stringify({
      name: 'start-page',
      theme,
      bytes,
      code,
      budget: BUDGET_BYTES,
      ratio: Number(ratio.toFixed(3)),
      requests: counted.length,
      ...Object.fromEntries(KINDS.map((kind) => [kind, byKind[kind]])),
      laterBytes,
      met: code <= BUDGET_BYTES,
    })}`,
  );
}

checkChromium();
console.log(
  `start page in Chromium (home route until network idle, compressed bytes as served), budget ${kib(BUDGET_BYTES)} of JS + CSS`,
);
const failures = [];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const theme of benchThemes()) {
    const appDir = builtApp(theme);
    if (!appDir) {
      console.log(`${theme}: not built (run pnpm build)`);
      continue;
    }
    report(theme, appDir, await measure(browser, theme, appDir), failures);
  }
} finally {
  await browser.close();
}
for (const failure of failures) console.error(`FAIL: ${failure}`);
if (failures.length > 0) process.exitCode = 1;
