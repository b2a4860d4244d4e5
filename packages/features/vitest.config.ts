import { sourceConditions } from '@jinli/vite-config';
import { unitTestTimeouts } from '@jinli/vite-config/test-timeouts';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    // Time-outs catch hangs, scaled to the machine (@jinli/vite-config/test-timeouts).
    ...unitTestTimeouts(),
    // One jsdom and module graph per worker instead of one per file: the suite's set-up was most
    // of its time (three times faster). After each test the set-up file unmounts, logs out and
    // clears the storages, so no test sees another's state.
    isolate: false,
  },
});
