// Every package's `lint`, as CI runs it: ESLint once over the whole workspace instead of once per
// package, then the rest of each package's `lint` script (its import-graph checks) in its folder.
// Seventeen ESLint processes each loaded the same plugins and config: 60 CPU-s of CI's lint job
// against 29 for one process. Each file is still linted with its own package's eslint.config.js
// (ESLint's `v10_config_lookup_from_file`, the default from ESLint 10 on).
//
// A package's `lint` script is `eslint . && <its other checks>`; one that does not start with
// `eslint .` runs whole. `turbo run lint` (pnpm lint) runs the same scripts package by package.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, join, relative } from 'node:path';
import { root } from './workspace.mjs';

const ESLINT_FIRST = /^eslint \.(?: &&|$)\s*/;

/** The workspace's packages (the folders pnpm-workspace.yaml names) with a `lint` script. */
function lintedPackages() {
  const folders = ['apps', 'packages', 'tooling'].flatMap((parent) =>
    readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(root, parent, entry.name)),
  );
  return folders
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({
      dir,
      lint: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts?.lint,
    }))
    .filter((pkg) => typeof pkg.lint === 'string');
}

/**
 * Runs `command` through the shell in `cwd`, with the package's and the workspace's installed
 * commands on PATH (as `pnpm run` puts them); true when it passed.
 */
function run(command, cwd) {
  console.log(`\n$ (${relative(root, cwd) || '.'}) ${command}`);
  const bins = [join(cwd, 'node_modules', '.bin'), join(root, 'node_modules', '.bin')];
  const PATH = [...bins, process.env.PATH].join(delimiter);
  const result = spawnSync(command, {
    cwd,
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, PATH },
  });
  return result.status === 0;
}

const packages = lintedPackages();
const eslintFirst = packages.filter((pkg) => ESLINT_FIRST.test(pkg.lint));
let ok = run(
  [
    'eslint --flag v10_config_lookup_from_file',
    ...eslintFirst.map((pkg) => relative(root, pkg.dir)),
  ].join(' '),
  root,
);
for (const pkg of packages) {
  const rest = ESLINT_FIRST.test(pkg.lint) ? pkg.lint.replace(ESLINT_FIRST, '') : pkg.lint;
  if (rest && !run(rest, pkg.dir)) ok = false;
}
process.exit(ok ? 0 : 1);
