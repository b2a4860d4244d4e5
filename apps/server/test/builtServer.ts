// Runs once before the server suite: makes sure the built server (dist/, `pnpm build`: tsup) is
// at least as new as its sources, and copies it to a folder of this run, from which the tests that
// start the server as a process run it with plain `node` (test/serverProcess.ts). Through tsx every
// start compiled the whole server again: CPU that a loaded CI machine did not have (the PGlite lane
// alone took 54 min). In CI the lanes depend on `@jinli/server#build` (turbo.json, cached), so
// nothing is built here; a local run after an edit builds its own copy (about a second). The copy
// keeps a run from a rebuild another lane or an editor starts under it (tsup empties dist/ first).
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

/** A run's folder left by a run that was killed (its teardown never ran) is removed after a day. */
const ABANDONED_MS = 24 * 60 * 60_000;
const FOLDER_PREFIX = 'jinli-built-server-';

/**
 * This run's folder: made once, shared by the suite's projects. Vitest sets up each project with a
 * module of its own, so the folder is kept on the process.
 */
const SHARED = Symbol.for('jinli.builtServer');
const state = globalThis as { [SHARED]?: { dir: string; users: number } };

/** Makes this run's copy of the built server (see the top of the file); returns its folder. */
function makeRunFolder(): string {
  const root = packageRoot();
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  for (const name of readdirSync(cache)) {
    const old = join(cache, name);
    if (name.startsWith(FOLDER_PREFIX) && Date.now() - statSync(old).mtimeMs > ABANDONED_MS)
      rmSync(old, { recursive: true, force: true });
  }
  const dir = mkdtempSync(join(cache, FOLDER_PREFIX));
  if (!isStale(root)) {
    cpSync(join(root, 'dist'), dir, { recursive: true });
    return dir;
  }
  // Built into this run's folder, never into dist/: another run, `npm start` or the journeys'
  // servers may be reading dist/ now (tsup empties its output folder first).
  console.log('server tests: dist/ is older than the sources; building the server for this run…');
  const fromServer = createRequire(join(root, 'package.json'));
  const tsupPackage = fromServer.resolve('tsup/package.json');
  const { bin } = JSON.parse(readFileSync(tsupPackage, 'utf8')) as { bin: { tsup: string } };
  const tsup = join(dirname(tsupPackage), bin.tsup);
  const result = spawnSync(process.execPath, [tsup, '--silent', '--out-dir', dir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error('building the server failed: see above, or run `pnpm build` in apps/server');
  }
  return dir;
}

export default function setup(project: TestProject): () => void {
  const shared = (state[SHARED] ??= { dir: makeRunFolder(), users: 0 });
  shared.users += 1;
  project.provide('builtServerDir', shared.dir);
  return () => {
    if (--shared.users > 0) return;
    rmSync(shared.dir, { recursive: true, force: true });
    delete state[SHARED];
  };
}
