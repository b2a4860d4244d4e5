import { defineConfig } from 'tsup';

// The published build: dist/index.js plus dist/index.css holding the tokens and every component's
// stylesheet. The banner makes importing the package load that CSS, as the source entry does
// (package.json `sideEffects` keeps it). swiper's own CSS stays an import of the swiper package.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: false, // jinli-declarations writes them (package.json `build`)
  clean: true,
  sourcemap: true,
  external: [/^@jinli\//, /^swiper(\/|$)/],
  banner: { js: "import './index.css';" },
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
