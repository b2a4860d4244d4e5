import { sourceConditions } from '@jinli/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  test: { environment: 'node', setupFiles: ['./test/setup.ts'] },
});
