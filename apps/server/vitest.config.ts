import { sourceConditions } from '@jinli/vite-config';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that replace a module with vi.mock: they need a module graph of their own (in a shared
 * graph the real module may already be loaded, and the mock silently missing: limits.test checks
 * that its spy counted something).
 */
const OWN_MODULES = ['src/modules/accounts/limits.test.ts'];

export default defineConfig({
  ...sourceConditions,
  test: {
    environment: 'node',
    globalSetup: ['./test/globalSetup.ts'],
    // Time-outs catch hangs, not slowness: CI runs this suite niced beside the browser suites on
    // two cores, where a test that takes 5 s alone (two apps on their own databases) took 37 s,
    // and three instances sharing one Redis once more than 60 s.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
          // The files of a worker share one module graph instead of importing the server anew
          // each (1 s a file, half the CPU of the PostgreSQL run). Every file still makes its own
          // app and database.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'server (own modules)', include: OWN_MODULES } },
    ],
  },
});
