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
  },
});
