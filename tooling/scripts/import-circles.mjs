// Fails on any import circle inside one package's sources, type-only imports included: a circle
// closed by `import type` still ties the files together for a reader, and ESLint's import-x/no-cycle
// does not see those. Run from a package's `lint` script, in the package's folder:
//
//   node ../../tooling/scripts/import-circles.mjs src [more dirs…] [--tsconfig tsconfig.json]
//
// Every module under the given folders is read (.ts, .tsx, .mts, .js, .jsx, .mjs; tests and
// stories too, build output not); imports that leave them (other packages, libraries) are not followed. Exits 1 and
// lists each circle when there is one, or when a relative import cannot be resolved (madge would
// then be blind to whatever that import closes). madge is a devDependency of the workspace root.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import madge from 'madge';

const extensions = ['ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs'];
/** Build output and reports, never sources (the folders ESLint ignores). */
const generated =
  /(?:^|[\\/])(?:dist|coverage|\.turbo|storybook-static|test-results|playwright-report)[\\/]/;

/** `dirs` and `--tsconfig <file>` from the command line. */
function parseArgs(argv) {
  const dirs = [];
  let tsConfig;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--tsconfig') tsConfig = argv[(i += 1)];
    else dirs.push(argv[i]);
  }
  return { dirs, tsConfig };
}

/** Every module under `roots` that is source, not build output or a dependency. */
function sourceFiles(roots) {
  const pattern = new RegExp(`\\.(?:${extensions.join('|')})$`);
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && pattern.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => {
        const path = relative(root, file);
        return !generated.test(path) && !path.split(sep).includes('node_modules');
      }),
  );
}

/**
 * The import circles of the modules under `dirs` (paths relative to `cwd`), each circle as file
 * paths relative to `cwd`, and the relative imports that resolved to no file.
 */
export async function importCircles(dirs, { cwd = process.cwd(), tsConfig } = {}) {
  const roots = dirs.map((dir) => resolve(cwd, dir));
  for (const root of roots) if (!existsSync(root)) throw new Error(`no such folder: ${root}`);
  const tsConfigPath = resolve(cwd, tsConfig ?? 'tsconfig.json');
  const inside = (file) =>
    !generated.test(relative(cwd, file)) &&
    roots.some((root) => file === root || file.startsWith(root + sep));
  // madge is given the files, not the folders: from a folder it parses every file it finds before
  // excluding any, the apps' built bundles in dist/ too (5 of its 6 CPU-s on a built theme).
  const graph = await madge(sourceFiles(roots), {
    baseDir: cwd,
    fileExtensions: extensions,
    excludeRegExp: [generated],
    ...(existsSync(tsConfigPath) ? { tsConfig: tsConfigPath } : {}),
    // Never follow an import out of the package (workspace packages resolve to their src/).
    dependencyFilter: (dependency) => inside(dependency),
    detectiveOptions: {
      ts: { skipTypeImports: false, mixedImports: true },
      tsx: { skipTypeImports: false, mixedImports: true },
      es6: { skipTypeImports: false, mixedImports: true },
    },
  });
  const files = Object.keys(graph.obj());
  // A Vite query (`./tokens.css?raw`, `?url`) imports a file as text or a URL, never as a module
  // that could import back.
  const unresolved = graph
    .warnings()
    .skipped.filter((dependency) => dependency.startsWith('.') && !dependency.includes('?'));
  return { files, circles: graph.circular(), unresolved };
}

async function main() {
  const { dirs, tsConfig } = parseArgs(process.argv.slice(2));
  if (dirs.length === 0) {
    console.error('usage: import-circles.mjs <dir> [more dirs…] [--tsconfig tsconfig.json]');
    process.exit(2);
  }
  const { files, circles, unresolved } = await importCircles(dirs, { tsConfig });
  for (const circle of circles)
    console.log(`import circle: ${[...circle, circle[0]].join(' -> ')}`);
  for (const dependency of unresolved) console.log(`unresolved import: ${dependency}`);
  const where = dirs.map((dir) => relative(process.cwd(), resolve(dir)) || '.').join(', ');
  console.log(
    `import circles in ${where}: ${circles.length} in ${files.length} files` +
      (unresolved.length ? `, ${unresolved.length} unresolved relative imports` : ''),
  );
  if (files.length === 0) {
    console.error('no modules found: is the folder right?');
    process.exitCode = 1;
  }
  if (circles.length > 0 || unresolved.length > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
