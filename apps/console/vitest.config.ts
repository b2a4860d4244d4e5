import { sourceConditions } from '@jinli/vite-config';
import { unitTestTimeouts } from '@jinli/vite-config/test-timeouts';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  resolve: {
    ...sourceConditions.resolve,
    // antd's CommonJS build (its `main`, what Node picks) requires ESM-only packages
    // (scroll-into-view-if-needed) that require() cannot load: the tests take its ES build.
    alias: [
      { find: /^antd$/, replacement: 'antd/es/index.js' },
      { find: /^antd\/locale\/(.*)$/, replacement: 'antd/es/locale/$1' },
    ],
  },
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    // One module graph for every file: each file evaluating antd afresh cost 86 CPU-s against 55
    // (CI's CPU is its time). Testing Library unmounts after each test; each test makes its own
    // query client.
    isolate: false,
    // Its ES build is plain .js in a package without "type": "module": Vite, not Node, loads it.
    server: { deps: { inline: [/[\\/]antd[\\/]es[\\/]/] } },
    // Time-outs catch hangs, scaled to the machine (@jinli/vite-config/test-timeouts).
    ...unitTestTimeouts(),
  },
});
