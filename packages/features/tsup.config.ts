import { rmSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  format: ['esm'],
  dts: false, // jinli-declarations writes them (package.json `build`)
  sourcemap: true,
  external: [/^@jinli\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
};

// The published build: dist/index.js (with the lazy screens as chunks) plus dist/index.css holding
// every stylesheet of the features, dist/server.js, and dist/early-taps.js, the page's first
// script (app/boot/earlyTaps.ts). The banner makes importing the package load that CSS, as the
// source entry does (package.json `sideEffects` keeps it); the first script has no CSS and must
// stay one small file, so it is a build of its own. The two builds run side by side: dist/ is
// emptied once, before either (tsup's `clean` would empty it in each).
export default defineConfig(() => {
  rmSync('dist', { recursive: true, force: true });
  return [
    {
      ...shared,
      entry: ['src/index.ts', 'src/server.ts'],
      banner: { js: "import './index.css';" },
    },
    { ...shared, entry: { 'early-taps': 'src/app/boot/earlyTaps.ts' } },
  ];
});
