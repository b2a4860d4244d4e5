import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
  format: ['esm'],
  dts: false, // jinli-declarations writes them (package.json `build`)
  clean: true,
  sourcemap: true,
  external: ['react', '@tanstack/react-query'],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
