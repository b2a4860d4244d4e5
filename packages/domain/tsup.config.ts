import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: false, // jinli-declarations writes them (package.json `build`)
  clean: true,
  sourcemap: true,
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
