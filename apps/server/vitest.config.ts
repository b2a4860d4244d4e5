import { sourceConditions } from '@jinli/vite-config';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from './test/timeouts';

/**
 * Files that replace a module with vi.mock: they need a module graph of their own (in a shared
 * graph the real module may already be loaded, and the mock silently missing: limits.test checks
 * that its spy counted something).
 */
const OWN_MODULES = ['src/modules/accounts/limits.test.ts'];

/**
 * The files to run when scripts/test.mjs chose them (JSON, relative to the package: on PostgreSQL,
 * the files where the engine matters); every test file otherwise.
 */
const chosen = process.env.JINLI_TEST_FILES
  ? (JSON.parse(process.env.JINLI_TEST_FILES) as string[])
  : undefined;
const ownModules = chosen ? OWN_MODULES.filter((file) => chosen.includes(file)) : OWN_MODULES;

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'server',
      ...(chosen ? { include: chosen } : {}),
      exclude: [...configDefaults.exclude, ...OWN_MODULES],
      // The files of a worker share one module graph instead of importing the server anew
      // each (1 s a file, half the CPU of the PostgreSQL run). Every file still makes its own
      // app and database.
      isolate: false,
    },
  },
];
if (ownModules.length > 0)
  projects.push({ extends: true, test: { name: 'server (own modules)', include: ownModules } });

export default defineConfig({
  ...sourceConditions,
  test: {
    environment: 'node',
    // The migrated template database; the built server the process tests start (test/builtServer.ts).
    globalSetup: ['./test/globalSetup.ts', './test/builtServer.ts'],
    // Time-outs catch hangs, not slowness (test/timeouts.ts).
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: HOOK_TIMEOUT_MS,
    projects,
  },
});
