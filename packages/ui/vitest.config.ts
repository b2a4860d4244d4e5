import { sourceConditions } from '@jinli/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    // Generous for a loaded two-core CI machine; a passing test takes a fraction of it.
    testTimeout: 20_000,
    // One jsdom and module graph per worker instead of one per file: the suite's set-up was most
    // of its time (seven times faster). Testing Library unmounts after each test.
    isolate: false,
  },
});
