import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  external: [/^@jinli\//, /\.css$/],
  loader: { '.css': 'copy' },
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
