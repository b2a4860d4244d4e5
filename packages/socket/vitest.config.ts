import { sourceConditions } from '@jinli/vite-config';
import { unitTestTimeouts } from '@jinli/vite-config/test-timeouts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  // Time-outs catch hangs, scaled to the machine (@jinli/vite-config/test-timeouts).
  test: { environment: 'node', setupFiles: ['./test/setup.ts'], ...unitTestTimeouts() },
});
