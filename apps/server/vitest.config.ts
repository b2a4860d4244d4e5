import { sourceConditions } from '@jinli/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  test: {
    environment: 'node',
    globalSetup: ['./test/globalSetup.ts'],
    testTimeout: 20_000,
    // The files of a worker share one module graph instead of importing the server anew each
    // (1 s a file, half the CPU of the PostgreSQL run). Every file still makes its own app and
    // database; vi.mock stays per file (limits.test checks its spy is in place).
    isolate: false,
    hookTimeout: 60_000,
  },
});
