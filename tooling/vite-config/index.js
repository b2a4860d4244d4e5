// Workspace packages are consumed from source (DESIGN.md §2): every package's `exports` carries a
// `source` condition pointing at src/. Vite and vitest must ask for it before the defaults.
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { firstScript } from './firstScript.js';
import { pwaPlugins } from './pwa.js';

/** `resolve` + `ssr.resolve` settings that make Vite and vitest read workspace packages from src/. */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
  },
};

/** API paths `vite dev` forwards to the reference server. */
const apiPaths = ['/app-api', '/api', '/v/', '/chat-api', '/sys-upload', '/healthz', '/ws-game'];

/** Text assets the build writes precompressed copies of (the server picks one per Accept-Encoding). */
const compressible = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip level 9) beside every text asset over
 * 1 KiB, once at build time, so the server sends compressed bytes without compressing per request.
 * Source maps are skipped: they are not served at all.
 */
function precompression() {
  return compression({
    include: compressible,
    exclude: /\.map$/,
    threshold: 1024,
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
    algorithms: [
      defineAlgorithm('gzip', { level: 9 }),
      defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    ],
  });
}

/**
 * React Router 7's package exports name only its development build (dev warnings and all; an open
 * upstream issue, remix-run/react-router#14102), so every bundler takes it for production too. The
 * theme apps' `vite build` takes the production build beside it: the same module API, 0.5 KiB less
 * on the home route and no dev warnings in players' consoles. Resolved from the app (the tooling
 * does not depend on the router) to one absolute file: every importer gets the one module.
 */
function reactRouterProductionInBuild() {
  return {
    name: 'jinli-react-router-production',
    enforce: 'pre',
    config(config, { command }) {
      if (command !== 'build') return undefined;
      const fromApp = createRequire(join(config.root ?? process.cwd(), 'package.json'));
      let development;
      try {
        development = fromApp.resolve('react-router');
      } catch {
        return undefined; // not a router app
      }
      const production = development.replace(
        /[\\/]dist[\\/]development[\\/]index\.m?js$/,
        '/dist/production/index.mjs',
      );
      if (production === development) {
        throw new Error(
          `react-router's layout changed: ${development} (see reactRouterProductionInBuild)`,
        );
      }
      return { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } };
    },
  };
}

/** Where the build writes the first screens' files for the server's preloads (a dot folder: not served). */
export const START_SCREEN_FILE = '.vite/start-screen.json';

/**
 * The lazy chunks of the screens a visit may start on whose code the server preloads in
 * index.html (the app would only ask for them after its entry has run): home, its screen and the
 * lottery area loaded beside it (features/home/routes.ts); the gallery tab, its screen and its boot
 * prefetch (features/gallery/routes.ts); the game center's screen and its boot prefetch
 * (features/game-center/routes.ts); a game's betting screen. Paths of packages/features/src:
 * they move with its files.
 */
const firstScreenModules = {
  home: /[\\/]features[\\/]src[\\/]features[\\/]home[\\/](?:HomeScreen\.tsx|components[\\/]HomeLotteryArea\.tsx)$/,
  gallery:
    /[\\/]features[\\/]src[\\/]features[\\/]gallery[\\/](?:GalleryScreen\.tsx|galleryPrefetch\.ts)$/,
  'game-center':
    /[\\/]features[\\/]src[\\/]features[\\/]game-center[\\/](?:GameCenterScreen\.tsx|gameCenterPrefetch\.ts)$/,
  game: /[\\/]features[\\/]src[\\/]features[\\/]bets[\\/]game[\\/](?:GameScreen|BettingTab)\.tsx$/,
};
const startScreenModules = firstScreenModules.home;

/**
 * What every page loads once it has settled (app/shell/AppShell.tsx): chat's overlay and the PWA's;
 * and the offline banner, which loads when the network is gone (so from the precache).
 */
const settledOverlayModules =
  /[\\/]features[\\/]src[\\/](?:features[\\/]chat[\\/]components[\\/]ChatOverlay|app[\\/]pwa[\\/](?:PwaOverlay|OfflineBanner))\.tsx$/;

/** Larger lazy chunks are not precached (minified characters; the HLS player is ~580 K). */
const PRECACHE_CHUNK_MAX = 120_000;

/**
 * Writes {@link START_SCREEN_FILE}: per first screen (home, gallery), the JS chunks (with their
 * static imports) and CSS files of its lazy route, which the app would only ask for after its entry
 * has run. The reference server puts them in index.html as preloads on that screen's paths
 * (apps/server/src/web).
 */
function startScreenManifest(firstScreen) {
  let base = '/';
  return {
    name: 'jinli-start-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entryFiles = new Set();
      const walk = (chunk, into) => {
        if (!chunk || into.has(chunk.fileName)) return;
        into.add(chunk.fileName);
        for (const name of chunk.imports) walk(byName.get(name), into);
      };
      for (const chunk of chunks) if (chunk.isEntry) walk(chunk, entryFiles);
      const cssOf = (file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])];
      const entryCss = new Set([...entryFiles].flatMap(cssOf));
      /** A first screen's chunks with their static imports, and their CSS, beyond the entry's. */
      const filesOf = (pattern) => {
        const files = new Set();
        // The chunk a screen's module is in, also where the bundler put it in a chunk of another
        // module (theme3's GameScreen shares its chunk).
        for (const chunk of chunks) {
          if (chunk.moduleIds.some((id) => pattern.test(id))) walk(chunk, files);
        }
        const modules = [...files].filter((file) => !entryFiles.has(file));
        const styles = [...new Set(modules.flatMap(cssOf))].filter((css) => !entryCss.has(css));
        return { modules, styles };
      };
      const { modules, styles } = filesOf(startScreenModules);
      const href = (file) => base + file;
      // The service worker precaches the first screen: the entry's files, the home screen's, what
      // the home screen loads lazily as it is shown (its panels, modals), and the overlays every
      // page loads once it has settled (chat, the worker's own). Offline, a lazy chunk missing from
      // the cache would turn home into the route error screen. Big optional chunks (the HLS
      // player, only for a live video) are left to the runtime cache.
      const lazyTree = new Set();
      const walkStatic = (chunk, into) => {
        if (!chunk || into.has(chunk.fileName) || entryFiles.has(chunk.fileName)) return;
        if (chunk.code.length > PRECACHE_CHUNK_MAX) return;
        into.add(chunk.fileName);
        for (const name of chunk.imports) walkStatic(byName.get(name), into);
      };
      // The roots with their static imports, then what those load lazily, one level deep (a
      // panel's own lazy parts are its to load, and the routes of other screens never are).
      // The patterns name files of packages/features: a move there that they miss would leave the
      // first screen unpreloaded and out of the precache without a word, so it fails the build.
      for (const pattern of [startScreenModules, settledOverlayModules]) {
        if (!chunks.some((chunk) => pattern.test(chunk.facadeModuleId ?? '')))
          this.error(`No chunk of ${pattern}: has the file moved? (tooling/vite-config/index.js)`);
      }
      const roots = new Set();
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId ?? '';
        if (startScreenModules.test(id) || settledOverlayModules.test(id)) walkStatic(chunk, roots);
      }
      for (const file of roots) {
        lazyTree.add(file);
        for (const name of byName.get(file)?.dynamicImports ?? [])
          walkStatic(byName.get(name), lazyTree);
      }
      firstScreen.clear();
      for (const file of [...entryFiles, ...entryCss, ...modules, ...styles, ...lazyTree])
        firstScreen.add(file);
      for (const file of lazyTree) for (const css of cssOf(file)) firstScreen.add(css);
      this.emitFile({
        type: 'asset',
        fileName: START_SCREEN_FILE,
        source: JSON.stringify(
          Object.fromEntries(
            Object.entries(firstScreenModules).map(([screen, pattern]) => {
              const files = filesOf(pattern);
              return [screen, { modules: files.modules.map(href), styles: files.styles.map(href) }];
            }),
          ),
        ),
      });
    },
  };
}

/**
 * The Vite config every theme app shares (`root`: the theme app's folder, default the working
 * directory, where its src/theme.css and public/favicon.svg are; see pwa.js). Workspace packages are read from source; each lazy route
 * becomes its own chunk and React (its production build) with the router, which change rarely, a
 * long-cached chunk of their own. In dev the API paths are proxied to the server (JINLI_DEV_API, default
 * http://localhost:3000 — start it with `pnpm --filter @jinli/server dev`), so public/config.json
 * keeps the same-origin default ('') a built app uses, and no CORS is needed. The build writes
 * `.br`/`.gz` beside each text asset and `hidden` source maps (no `sourceMappingURL` comment: the
 * maps stay in dist for the start-page bench and error triage, and the server never serves them).
 */
export function themeAppConfig({ root = process.cwd() } = {}) {
  // `vite build --ssr src/server.ts` builds the theme's server entry instead (themeServerConfig).
  return ({ isSsrBuild }) => (isSsrBuild ? themeServerConfig() : themeBrowserConfig(root));
}

/** Where a theme's server entry is built: a dot folder of its dist, which the server never serves. */
export const SERVER_ENTRY_DIR = 'dist/.ssr';

/**
 * The theme's server entry (src/server.ts: its first screens rendered to HTML by the reference
 * server: README.md, Design notes) as one self-contained ES module for Node: every dependency bundled, so that
 * the server loads it from the app's folder without the theme's node_modules. React's server
 * renderer, the same React the browser build runs, in its production build: the bundle otherwise
 * carried React's development build beside it and chose one by NODE_ENV when the server started.
 */
function themeServerConfig() {
  return {
    ...sourceConditions,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [react()],
    ssr: { ...sourceConditions.ssr, noExternal: true, target: 'node' },
    build: {
      target: 'node20',
      outDir: SERVER_ENTRY_DIR,
      // The browser build's files are beside it in dist/.
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      minify: true,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  };
}

function themeBrowserConfig(root) {
  const devApi = process.env.JINLI_DEV_API ?? 'http://localhost:3000';
  /** Build-relative paths of the first screen's files (startScreenManifest → the service worker). */
  const firstScreen = new Set();
  return {
    ...sourceConditions,
    plugins: [
      reactRouterProductionInBuild(),
      react(),
      ...firstScript(root, sourceConditions.resolve),
      startScreenManifest(firstScreen),
      ...pwaPlugins({ root, firstScreen }),
      // Last: it compresses what the others wrote (sw.js, the manifest) too.
      precompression(),
    ],
    server: {
      proxy: Object.fromEntries(
        apiPaths.map((path) => [path, { target: devApi, ws: path === '/ws-game' }]),
      ),
    },
    build: {
      target: 'es2022',
      sourcemap: 'hidden',
      rolldownOptions: {
        // Inlining common chunks (below) needs the entry's exports left free.
        preserveEntrySignatures: false,
        output: {
          codeSplitting: {
            // Small shared chunks are copied into the chunks that use them: a first screen over
            // HTTP/1.1 (six connections) pays a round trip per few files, and the split left dozens
            // of sub-kilobyte ones (cx, strings, money…) on the home route's path.
            experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query)|valtio|proxy-compare)[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
}
