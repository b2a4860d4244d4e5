import { sourceConditions } from '@jinli/vite-config';
import { configDefaults, defineConfig } from 'vitest/config';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from './test/timeouts';

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
    // Time-outs catch hangs, not slowness (test/timeouts.ts).
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: HOOK_TIMEOUT_MS,
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
