// bench:api — hot public reads and signed-in reads of the reference server against a raw node:http
// server answering the same bytes, 50 connections each (autocannon), on in-memory PGlite and, when
// DATABASE_URL is set, on a fresh PostgreSQL database. Prints a table and `BENCH_RESULT {json}` lines.
// Targets (issue 13): hot reads ≥ 0.5 of raw; signed-in ≥ 1,500 req/s on PGlite, ≥ 3,000 on PostgreSQL.
// With theme3 built, the PGlite run also reads its hashed JS and CSS (brotli) against raw: reported.
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchDatabase, builtApp, startServer } from './lib/server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ACCEPT = { 'accept-encoding': 'br, gzip' };

/** The public reads the issue names (one game: 110, the home game). */
const HOT_URLS = [
  '/v/lottery/openInfo?gameId=110',
  '/app-api/lottery/history?gameId=110',
  '/app-api/game-document/database?gameId=110',
  '/app-api/game-document/template?gameId=110',
  '/api/v2/gallery/group?gameId=110',
  '/app-api/company/get',
  '/api/notice/queryPage',
  '/api/v2/promotion/list',
];
const SIGNED_IN_URLS = ['/api/user/info', '/api/user/money/check', '/api/cp/records/todayList'];

async function fetchAnswers(origin, urls, headers) {
  const answers = {};
  for (const url of urls) {
    const response = await fetch(origin + url, { headers, decompress: false });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${url}: ${response.status} ${body}`);
    const kept = {};
    for (const name of ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control'])
      if (response.headers.get(name)) kept[name] = response.headers.get(name);
    answers[url] = { headers: kept, body: body.toString('base64') };
  }
  return answers;
}

function startRaw(answers) {
  return new Promise((resolve, reject) => {
    const child = fork(join(here, 'lib', 'rawServer.mjs'), { stdio: 'inherit' });
    child.once('error', reject);
    child.on('message', (message) => {
      if (message.type === 'listening')
        resolve({ origin: `http://127.0.0.1:${message.port}`, stop: () => child.kill() });
    });
    child.send({ type: 'answers', answers });
  });
}

async function load(origin, urls, headers) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: urls.map((path) => ({ method: 'GET', path, headers })),
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > result.requests.total / 100)
    throw new Error(`${origin}: ${failures} failed requests of ${result.requests.total}`);
  return Math.round(result.requests.average);
}

async function signedInHeaders(origin) {
  const response = await fetch(`${origin}/v/user/regTest`);
  const body = await response.json();
  const token = body?.data?.token ?? body?.data?.accessToken;
  if (!token) throw new Error(`no trial token: ${JSON.stringify(body)}`);
  return { ...ACCEPT, token };
}

/** The hashed JS and CSS index.html names (what every first visit loads), as the server lists them. */
async function assetUrls(origin) {
  const html = await (await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).text();
  return [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
}

/**
 * The reads on one database. With `appDir` (a built theme app; the PGlite run) also the app's static
 * assets, which the server answers from memory (apps/server/src/web/assetFiles.ts): reported, no target.
 */
async function benchOn(label, databaseUrl, appDir) {
  const server = await startServer({ databaseUrl, appDir });
  const rows = [];
  try {
    const userHeaders = await signedInHeaders(server.origin);
    const kinds = [
      ['hot reads', HOT_URLS, ACCEPT],
      ['signed-in reads', SIGNED_IN_URLS, userHeaders],
    ];
    if (appDir) kinds.push(['static assets', await assetUrls(server.origin), ACCEPT]);
    for (const [kind, urls, headers] of kinds) {
      const answers = await fetchAnswers(server.origin, urls, headers);
      const raw = await startRaw(answers);
      try {
        // Warm-up (JIT, caches, pools), then the measured runs.
        await autocannon({
          url: server.origin,
          connections: 10,
          duration: 1,
          requests: urls.map((path) => ({ path, headers })),
        });
        const jinli = await load(server.origin, urls, headers);
        const baseline = await load(raw.origin, urls, headers);
        rows.push({
          db: label,
          kind,
          reqPerSec: jinli,
          rawReqPerSec: baseline,
          ratio: jinli / baseline,
        });
      } finally {
        raw.stop();
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}

const rows = [...(await benchOn('PGlite', undefined, builtApp('theme3') ?? undefined))];
if (process.env.DATABASE_URL) {
  const database = await benchDatabase(process.env.DATABASE_URL, `jinli_bench_api_${process.pid}`);
  try {
    rows.push(...(await benchOn('PostgreSQL', database.url)));
  } finally {
    await database.drop();
  }
}
const target = (row) =>
  row.kind === 'static assets'
    ? '(reported)'
    : row.kind === 'hot reads'
      ? 'ratio ≥ 0.5'
      : row.db === 'PostgreSQL'
        ? '≥ 3,000 req/s'
        : '≥ 1,500 req/s';
const met = (row) =>
  row.kind === 'static assets'
    ? true
    : row.kind === 'hot reads'
      ? row.ratio >= 0.5
      : row.reqPerSec >= (row.db === 'PostgreSQL' ? 3000 : 1500);
console.log(
  `\nbench:api — ${CONNECTIONS} connections, ${DURATION_S} s per run, Accept-Encoding: br, gzip`,
);
console.table(
  rows.map((row) => ({
    database: row.db,
    reads: row.kind,
    'req/s': row.reqPerSec,
    'raw node:http req/s': row.rawReqPerSec,
    ratio: row.ratio.toFixed(2),
    target: target(row),
    met: met(row) ? 'yes' : 'no',
  })),
);
for (const row of rows)
  console.log(`BENCH_RESULT ${JSON.stringify({ name: 'api', ...row, met: met(row) })}`);
