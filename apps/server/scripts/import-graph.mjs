// The server's import graph, checked: no import circle anywhere in src/ (tests included), and no two
// modules (src/modules/<domain>/) whose code imports each other. Type-only imports count: a circle
// closed by `import type` still ties the two files together for a reader. Run by `pnpm lint`.
//
//   node scripts/import-graph.mjs          check; exits 1 and lists what it found
//   node scripts/import-graph.mjs --edges  also print every import between two modules
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = fileURLToPath(new URL('..', import.meta.url));
const isTest = (file) => /\.test\.ts$/.test(file);
const moduleOf = (file) => /^modules\/([^/]+)\//.exec(file)?.[1];

const graph = await madge(`${root}src`, {
  baseDir: `${root}src`,
  fileExtensions: ['ts'],
  tsConfig: `${root}tsconfig.json`,
  detectiveOptions: {
    ts: { skipTypeImports: false },
    es6: { skipTypeImports: false },
  },
});

const circles = graph.circular();
const imports = graph.obj();

/** 'from>to' → the file imports behind it; test files are left out (a test may use any module). */
const between = new Map();
for (const [from, tos] of Object.entries(imports)) {
  const a = moduleOf(from);
  if (!a || isTest(from)) continue;
  for (const to of tos) {
    const b = moduleOf(to);
    if (!b || b === a) continue;
    const key = `${a}>${b}`;
    if (!between.has(key)) between.set(key, []);
    between.get(key).push(`${from} -> ${to}`);
  }
}
const pairs = [...between.keys()]
  .map((key) => key.split('>'))
  .filter(([a, b]) => a < b && between.has(`${b}>${a}`));

const files = Object.keys(imports).length;
if (process.argv.includes('--edges')) {
  for (const key of [...between.keys()].sort()) console.log(key.replace('>', ' -> '));
}
for (const circle of circles) console.log(`circle: ${[...circle, circle[0]].join(' -> ')}`);
for (const [a, b] of pairs) {
  console.log(`modules import each other: ${a} <-> ${b}`);
  for (const edge of [...between.get(`${a}>${b}`), ...between.get(`${b}>${a}`)])
    console.log(`  ${edge}`);
}
console.log(
  `import graph: ${files} files, ${circles.length} circles, ${pairs.length} module pairs importing each other`,
);
if (circles.length > 0 || pairs.length > 0) process.exitCode = 1;
