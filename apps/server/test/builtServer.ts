// Runs once before the server suite: makes sure the built server (dist/, `pnpm build`: tsup) is
// at least as new as its sources, and copies it to a folder of this run, from which the tests that
// start the server as a process run it with plain `node` (test/serverProcess.ts). Through tsx every
// start compiled the whole server again: CPU that a loaded CI machine did not have (the PGlite lane
// alone took 54 min). In CI the lanes depend on `@jinli/server#build` (turbo.json, cached), so
// nothing is built here; a local run after an edit rebuilds (about a second). The copy keeps a run
// from a rebuild another lane or an editor starts under it (tsup empties dist/ first).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { packageRoot } from '../src/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * This run's copy of dist/ (inside the package, so that Node finds its dependencies and the
     * server finds its package folder above it), with test entries bundled beside it.
     */
    builtServerDir: string;
  }
}

/** What the bundle is made of: the server's sources and the workspace packages compiled into it. */
function sourceFolders(root: string): string[] {
  return [
    join(root, 'src'),
    resolve(root, '../../packages/contract/src'),
    resolve(root, '../../packages/domain/src'),
  ];
}

/** The newest modification time of a file under `dir`, ms (0 when there is none). */
function newestUnder(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Whether dist/main.js is missing or older than a source or the build's own configuration. */
function isStale(root: string): boolean {
  const main = join(root, 'dist', 'main.js');
  if (!existsSync(main)) return true;
  const built = statSync(main).mtimeMs;
  const inputs = [join(root, 'package.json'), join(root, 'tsup.config.ts')];
  return (
    inputs.some((file) => statSync(file).mtimeMs > built) ||
    sourceFolders(root).some((dir) => newestUnder(dir) > built)
  );
}

export default function setup(project: TestProject): () => void {
  const root = packageRoot();
  if (isStale(root)) {
    console.log('server tests: dist/ is older than the sources, building the server (tsup)…');
    const fromServer = createRequire(join(root, 'package.json'));
    const tsupPackage = fromServer.resolve('tsup/package.json');
    const { bin } = JSON.parse(readFileSync(tsupPackage, 'utf8')) as { bin: { tsup: string } };
    const tsup = join(dirname(tsupPackage), bin.tsup);
    const result = spawnSync(process.execPath, [tsup, '--silent'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0)
      throw new Error('building the server failed: see above, or run `pnpm build` in apps/server');
  }
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'jinli-built-server-'));
  cpSync(join(root, 'dist'), dir, { recursive: true });
  project.provide('builtServerDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
