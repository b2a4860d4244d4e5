import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'routes/index': 'src/routes/index.ts',
    'console/index': 'src/console/index.ts',
  },
  format: ['esm'],
  dts: false, // jinli-declarations writes them (package.json `build`)
  clean: true,
  sourcemap: true,
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
