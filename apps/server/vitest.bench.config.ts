// The server's benchmarks (tooling/bench runs them: `pnpm bench:settle`). They use the test kit
// (test databases on PGlite or, with JINLI_TEST_DB=postgres, PostgreSQL) but are not tests: they
// print figures and never run in `npm test` (the default config does not include bench/).
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

export default mergeConfig(
  base,
  defineConfig({ test: { include: ['bench/**/*.run.ts'], testTimeout: 600_000 } }),
);
