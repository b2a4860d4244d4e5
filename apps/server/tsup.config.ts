import { defineConfig } from 'tsup';

// The server ships as one bundle: workspace packages are compiled in from source, npm packages
// stay external and are installed beside it.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@jinli\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
