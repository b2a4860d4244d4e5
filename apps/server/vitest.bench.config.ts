// The server's benchmarks (tooling/bench runs them: `pnpm bench:settle`). They use the test kit
// (test databases on PGlite or, with JINLI_TEST_DB=postgres, PostgreSQL) but are not tests: they
// print figures and never run in `npm test` (the default config does not include bench/). Not
// merged with vitest.config.ts, whose projects would run the test files instead.
import { sourceConditions } from '@jinli/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  test: {
    environment: 'node',
    globalSetup: ['./test/globalSetup.ts'],
    include: ['bench/**/*.run.ts'],
    testTimeout: 600_000,
    hookTimeout: 60_000,
  },
});
