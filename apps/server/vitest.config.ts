import { sourceConditions } from '@jinli/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  test: {
    environment: 'node',
    globalSetup: ['./test/globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
