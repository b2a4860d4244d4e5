import { sourceConditions } from '@jinli/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  test: {
    environment: 'node',
    // One app on one in-memory database: the cases run one after another in a single file.
    testTimeout: 30 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
