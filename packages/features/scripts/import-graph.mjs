// The features package's import graph, checked (README.md "Layout"): no import circle anywhere in
// src/ (tests and stories included), no two units importing each other, and every import in the
// direction of the layers. Type-only imports count: a circle closed by `import type` still ties the
// files together for a reader. Run by `pnpm lint`.
//
//   node scripts/import-graph.mjs          check; exits 1 and lists what it found
//   node scripts/import-graph.mjs --edges  also print every import between two units, with counts
//
// A unit is a folder of src/app/ (infrastructure), src/shared/, or a folder of src/features/. The
// layers, lowest first (a unit may import its own layer and the ones below):
//   platform     app/context, app/session, app/router, app/layout: what every screen may use
//   shared       src/shared: pieces several features use
//   feature      src/features/<feature>: a feature may use another one way, never both ways
//   composition  app/shell, app/pwa, app/boot: what puts the app together (the shell shows chat's
//                bubble, boot adds the 404 route); nothing below imports them
// Tests, stories and their support (app/storybook, *Fixtures.ts, *StorySeed.tsx, storybook/ folders)
// may import any unit; nothing else imports them.
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = fileURLToPath(new URL('..', import.meta.url));

const infra = {
  context: 'platform',
  session: 'platform',
  router: 'platform',
  layout: 'platform',
  shell: 'composition',
  pwa: 'composition',
  boot: 'composition',
  storybook: 'aside',
};
const rank = { platform: 0, shared: 1, feature: 2, composition: 3 };
const entries = new Set(['index.ts', 'server.ts']);

/** Tests, stories and what only they use. */
const isAside = (file) =>
  /\.(test|stories)\.tsx?$/.test(file) ||
  /Fixtures\.ts$/.test(file) ||
  /StorySeed\.tsx$/.test(file) ||
  /(^|\/)storybook\//.test(file) ||
  file.startsWith('../');

/** The unit of a file of src/ and its layer, or null for the entries and files outside src/. */
function unitOf(file) {
  if (entries.has(file) || file.startsWith('../')) return null;
  const app = /^app\/([^/]+)\//.exec(file);
  if (app) return { name: `app/${app[1]}`, layer: infra[app[1]] ?? 'unknown' };
  if (file.startsWith('shared/')) return { name: 'shared', layer: 'shared' };
  const feature = /^features\/([^/]+)\//.exec(file);
  if (feature) return { name: `features/${feature[1]}`, layer: 'feature' };
  return { name: file, layer: 'unknown' };
}

const graph = await madge(`${root}src`, {
  baseDir: `${root}src`,
  fileExtensions: ['ts', 'tsx'],
  tsConfig: `${root}tsconfig.json`,
  detectiveOptions: {
    ts: { skipTypeImports: false },
    tsx: { skipTypeImports: false },
    es6: { skipTypeImports: false },
  },
});

const circles = graph.circular();
const imports = graph.obj();
const problems = [];

/** 'from>to' → the file imports behind it, between two units (tests and stories left out). */
const between = new Map();
for (const [from, tos] of Object.entries(imports)) {
  const a = unitOf(from);
  if (a?.layer === 'unknown')
    problems.push(
      `outside the layout: ${from} (src/app/<infra unit>, src/shared or src/features/<feature>)`,
    );
  if (!a || isAside(from)) continue;
  for (const to of tos) {
    if (isAside(to)) {
      problems.push(`imports a test or story helper: ${from} -> ${to}`);
      continue;
    }
    const b = unitOf(to);
    if (!b || b.name === a.name) continue;
    if (rank[b.layer] > rank[a.layer])
      problems.push(`against the layers (${a.layer} imports ${b.layer}): ${from} -> ${to}`);
    const key = `${a.name}>${b.name}`;
    if (!between.has(key)) between.set(key, []);
    between.get(key).push(`${from} -> ${to}`);
  }
}
const pairs = [...between.keys()]
  .map((key) => key.split('>'))
  .filter(([a, b]) => a < b && between.has(`${b}>${a}`));

if (process.argv.includes('--edges')) {
  for (const key of [...between.keys()].sort())
    console.log(`${key.replace('>', ' -> ')} (${between.get(key).length})`);
}
for (const circle of circles) console.log(`circle: ${[...circle, circle[0]].join(' -> ')}`);
for (const [a, b] of pairs) {
  console.log(`units import each other: ${a} <-> ${b}`);
  for (const edge of [...between.get(`${a}>${b}`), ...between.get(`${b}>${a}`)])
    console.log(`  ${edge}`);
}
for (const problem of problems) console.log(problem);
console.log(
  `import graph: ${Object.keys(imports).length} files, ${circles.length} circles, ` +
    `${pairs.length} unit pairs importing each other, ${problems.length} other problems`,
);
if (circles.length > 0 || pairs.length > 0 || problems.length > 0) process.exitCode = 1;
