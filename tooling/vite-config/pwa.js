// The installable-app half of a theme build (issue 19, spec §4): the brand's web app manifest, its
// icons drawn from the brand's logo, and the Workbox service worker. Everything here comes from
// the theme's own files (its tokens in src/theme.css, its logo in public/favicon.svg), so a redrawn
// logo or a changed colour follows at the next build; what depends on the company (its name) is
// runtime configuration, merged in by the server that serves /manifest.webmanifest (apps/server).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { VitePWA } from 'vite-plugin-pwa';

/** The product's own name: the manifest's until the server puts the company's in its place. */
export const DEFAULT_APP_NAME = '锦鲤';

/** Where the build writes the icons (not hashed: the manifest and index.html name them). */
export const ICON_DIR = 'icons';

/** The icons a phone asks for: Android's 192/512 (and a maskable 512), iOS's 180 touch icon. */
export const BRAND_ICONS = [
  { file: 'icon-192.png', size: 192, kind: 'any' },
  { file: 'icon-512.png', size: 512, kind: 'any' },
  { file: 'maskable-512.png', size: 512, kind: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, kind: 'apple' },
];

/**
 * Paths the server answers itself: a navigation there must reach it, never the cached app — the
 * API bases, static uploads, sockets, operator calls, and the server's own pages: the sandbox
 * cashier (/sandbox/cashier/…), the sandbox games the game player frames (/sandbox-games/…), the
 * agent terms page (/views/…) and payment callbacks. (The cashier and the framed game both got the
 * app's index.html from the worker: a 404 page, and a frame its CSP refused.)
 */
export const SERVER_PATHS =
  /^\/(?:api|app-api|v|chat-api|sys-upload|ws-game|healthz|operator|sandbox|sandbox-games|views|payment)(?:\/|$)|^\/(?:manifest\.webmanifest|sw\.js|config\.json)$/;

/** A CSS custom property's value as the theme's stylesheet declares it, or undefined. */
export function cssToken(css, name) {
  const match = new RegExp(`${name.replace(/[-]/g, '\\-')}\\s*:\\s*([^;]+);`).exec(css);
  return match?.[1]?.trim();
}

/** The manifest's colours from the brand tokens: the bar is the primary colour, the splash the page's. */
export function brandColours(themeCss) {
  const themeColor = cssToken(themeCss, '--jl-color-primary');
  const backgroundColor = cssToken(themeCss, '--jl-color-bg');
  if (!themeColor || !backgroundColor) {
    throw new Error(
      'theme.css must declare --jl-color-primary and --jl-color-bg (manifest colours)',
    );
  }
  return { themeColor, backgroundColor };
}

/** Where a theme keeps its brand's identity (name, art palettes), relative to the app folder. */
export const BRAND_FILE = 'src/brand.json';
/** Where the build writes it for the server (the art it draws, the demo company's name). */
export const BUILT_BRAND_FILE = 'brand.json';

/**
 * The theme's brand (`src/brand.json`): its name, and the palettes and style (`artStyle`) the
 * server draws its art in. A theme without one builds under the product's name.
 */
export function readBrand(root) {
  let value;
  try {
    value = JSON.parse(readFileSync(join(root, BRAND_FILE), 'utf8'));
  } catch (error) {
    if (error?.code === 'ENOENT') return { name: DEFAULT_APP_NAME, art: [] };
    throw error;
  }
  if (typeof value?.name !== 'string' || value.name.trim() === '' || !Array.isArray(value.art)) {
    throw new Error(`${BRAND_FILE} must hold { name: string, art: [{ from, to, accent }] }`);
  }
  return value;
}

/** The brand's web app manifest, under the brand's name (the server may put the company's instead). */
export function brandManifest({ themeColor, backgroundColor, name = DEFAULT_APP_NAME }) {
  return {
    id: '/',
    name,
    short_name: name,
    lang: 'zh-CN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: BRAND_ICONS.filter((icon) => icon.kind !== 'apple').map((icon) => ({
      src: `/${ICON_DIR}/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.kind,
    })),
  };
}

/** The brand marks' tile: a full 64×64 rect (theirs have rounded corners), and its fill. */
const TILE = /<rect width="64" height="64"([^>]*?) fill="([^"]+)"/;

/**
 * The mark as a maskable icon draws it (SVG text), or null when it has no full-size tile: its tile
 * square and full-bleed (the launcher's mask rounds it), under the mark at 90 % so that the
 * emblem stays inside the 80 % safe circle. The tile's gradient spans the whole square again
 * beneath the scaled mark, so no inner tile edge shows (a tile inside a tile).
 */
export function maskableSvg(svg) {
  const text = String(svg);
  const tile = TILE.exec(text);
  if (!tile) return null;
  const square = text.replace(/(<rect width="64" height="64"[^>]*?) rx="[\d.]+"/g, '$1');
  const defsEnd = square.indexOf('</defs>');
  const start = defsEnd >= 0 ? defsEnd + '</defs>'.length : square.indexOf('>') + 1;
  const end = square.lastIndexOf('</svg>');
  return (
    `${square.slice(0, start)}<rect width="64" height="64" fill="${tile[2]}"/>` +
    `<g transform="translate(32 32) scale(0.9) translate(-32 -32)">${square.slice(start, end)}</g></svg>`
  );
}

/**
 * One icon as PNG bytes from the logo's SVG. 'any' is the logo as drawn (its own rounded tile);
 * 'maskable' is the mark on its own tile made square and full-bleed (see maskableSvg), or, for a
 * mark without a tile, the mark at 72 % on the brand colour, so a launcher's circle or squircle
 * (the 80 % safe zone) never cuts it; 'apple' is opaque (iOS fills transparency with black) with
 * the logo full size on the brand colour.
 */
export async function renderIcon(svg, { size, kind }, background) {
  const density = Math.ceil((72 * size) / 64); // the logos are drawn on a 64-unit view box
  if (kind === 'any') {
    return sharp(svg, { density }).resize(size, size).png().toBuffer();
  }
  const bleeding = kind === 'maskable' ? maskableSvg(svg) : null;
  if (bleeding) {
    return sharp(Buffer.from(bleeding), { density })
      .resize(size, size)
      .flatten({ background })
      .png()
      .toBuffer();
  }
  const inner = kind === 'maskable' ? Math.round(size * 0.72) : size;
  const logo = await sharp(svg, { density }).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: logo, gravity: 'centre' }])
    .flatten({ background })
    .png()
    .toBuffer();
}

/**
 * Emits the brand's icons and its brand.json into the build and links the iOS touch icon from
 * index.html (the manifest link itself is written by vite-plugin-pwa).
 */
function brandIcons({ logoFile, themeColor, brand }) {
  return {
    name: 'jinli-brand-icons',
    apply: 'build',
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: BUILT_BRAND_FILE,
        source: `${JSON.stringify(brand, null, 2)}\n`,
      });
      const svg = readFileSync(logoFile);
      for (const icon of BRAND_ICONS) {
        this.emitFile({
          type: 'asset',
          fileName: `${ICON_DIR}/${icon.file}`,
          source: await renderIcon(svg, icon, themeColor),
        });
      }
    },
    transformIndexHtml() {
      return [
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: `/${ICON_DIR}/apple-touch-icon.png` },
          injectTo: 'head',
        },
      ];
    },
  };
}

/**
 * Writes `.br`/`.gz` beside the worker's scripts: vite-plugin-pwa writes them after the bundle's
 * compression has run (closeBundle), and the server sends only precompressed text (appSite.ts).
 */
function compressWorker() {
  let outDir = 'dist';
  return {
    name: 'jinli-compress-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of readdirSync(outDir)) {
          if (!/^(?:sw|workbox-[\w-]+)\.js$/.test(file)) continue;
          const bytes = readFileSync(join(outDir, file));
          writeFileSync(join(outDir, `${file}.gz`), gzipSync(bytes, { level: 9 }));
          writeFileSync(
            join(outDir, `${file}.br`),
            brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

/** Seconds in a day, for the caches' expiry. */
const DAY = 24 * 60 * 60;

/**
 * The Workbox options (generateSW). Precached: index.html, the entry's chunks and CSS, the home
 * screen's lazy chunks (`firstScreen`, filled by the build: not every lazy chunk, the other screens
 * are cached as they are visited) and the favicon. Navigations are answered with the precached
 * index.html, so a second visit paints without the network; a new build is a new precache and a
 * waiting worker, which the app offers as an update (registerType 'prompt': never skipWaiting on
 * its own). At runtime: config.json network first (the app cannot start without it), the static
 * JSON documents stale-while-revalidate, images and the other hashed chunks cache first, each
 * with an expiry. API calls and sockets have no route at all: they always go to the network.
 */
export function workboxOptions(firstScreen) {
  return {
    globPatterns: ['index.html', 'favicon.svg', 'assets/**/*.{js,css}'],
    // Only the first screen's files: the build says which (see startScreenManifest).
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.filter(
          (entry) =>
            // The manifest is the server's (the company's name merged in), never a cached copy.
            entry.url !== 'manifest.webmanifest' &&
            (!entry.url.startsWith('assets/') || firstScreen.has(entry.url)),
        ),
        warnings: [],
      }),
    ],
    // Hashed names need no revision: the precache then takes them from the HTTP cache (immutable).
    dontCacheBustURLsMatching: /^assets\//,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [SERVER_PATHS],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    sourcemap: false,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'jinli-config',
          networkTimeoutSeconds: 4,
          // The page asks for it with a version (?v=, _t): any copy will do when offline.
          matchOptions: { ignoreSearch: true },
          expiration: { maxEntries: 4 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/sys-upload/data/json/'),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'jinli-static-json',
          // Each request carries a _t stamp; the document is the same one.
          matchOptions: { ignoreSearch: true },
          expiration: { maxEntries: 40, maxAgeSeconds: DAY },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ request }) => request.destination === 'image',
        handler: 'CacheFirst',
        options: {
          cacheName: 'jinli-images',
          expiration: { maxEntries: 120, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true },
          // Opaque (cross-origin no-cors) answers are not kept: they cost megabytes of quota each.
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'jinli-chunks',
          expiration: { maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  };
}

/**
 * The plugins of the installable app: the icons and vite-plugin-pwa with the brand's manifest and
 * the service worker. `firstScreen` is the set of asset paths (relative to the build's root) the
 * start-screen plugin fills in generateBundle, before the worker is generated (closeBundle).
 * The worker is registered by the app itself after the page settles (packages/features/src/app/pwa),
 * so nothing is injected into index.html for it.
 */
export function pwaPlugins({ root, firstScreen }) {
  const themeCss = readFileSync(join(root, 'src', 'theme.css'), 'utf8');
  const colours = brandColours(themeCss);
  const brand = readBrand(root);
  return [
    brandIcons({
      logoFile: join(root, 'public', 'favicon.svg'),
      themeColor: colours.themeColor,
      brand,
    }),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      manifest: brandManifest({ ...colours, name: brand.name }),
      includeManifestIcons: false,
      workbox: workboxOptions(firstScreen),
    }),
    compressWorker(),
  ];
}
