// The console's build: React, workspace packages from source, precompressed text assets (the
// reference server sends the .br/.gz copies), and Vite's CSP nonce placeholder in index.html, which
// the server replaces with a fresh nonce per page (apps/server/src/modules/console/consoleSite.ts):
// antd's CSS-in-JS writes <style> elements, allowed by that nonce instead of 'unsafe-inline'.
import { sourceConditions } from '@jinli/vite-config';
import react from '@vitejs/plugin-react';
import { constants as zlib } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Replaced per request by the server (consoleSite.ts CONSOLE_NONCE_PLACEHOLDER). */
export const CSP_NONCE_PLACEHOLDER = 'JINLI_CONSOLE_CSP_NONCE';

/** Where `vite dev` forwards /console-api: a server started with --console-port 3190. */
const devApi = process.env.JINLI_CONSOLE_DEV_API ?? 'http://127.0.0.1:3190';

export default defineConfig({
  ...sourceConditions,
  plugins: [
    react(),
    compression({
      include: /\.(?:js|css|html|svg|json)$/,
      exclude: /\.map$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      ],
    }),
  ],
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  server: { proxy: { '/console-api': devApi } },
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    // antd and ECharts are large by nature; the screens load lazily beside them.
    chunkSizeWarningLimit: 1500,
  },
});
