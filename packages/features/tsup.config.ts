import { defineConfig } from 'tsup';

// The published build: dist/index.js (with the lazy screens as chunks) plus dist/index.css holding
// every stylesheet of the features. The banner makes importing the package load that CSS, as the
// source entry does (package.json `sideEffects` keeps it).
export default defineConfig({
  entry: ['src/index.ts', 'src/server.ts'],
  format: ['esm'],
  dts: false, // jinli-declarations writes them (package.json `build`)
  clean: true,
  sourcemap: true,
  external: [/^@jinli\//],
  banner: { js: "import './index.css';" },
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
