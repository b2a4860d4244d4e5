import { sourceConditions } from '@jinli/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The reference server `vite dev` talks to (start it with `pnpm --filter @jinli/server dev`). */
const devApi = process.env.JINLI_DEV_API ?? 'http://localhost:3000';

// Workspace packages are read from source (sourceConditions). Each lazy route becomes its own
// chunk; React and the router, which change rarely, get a long-cached chunk of their own.
// In dev the API paths are proxied to the server, so public/config.json keeps the same-origin
// default ('') that a built app falls back to, and no CORS is needed.
export default defineConfig({
  ...sourceConditions,
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(
      ['/app-api', '/api', '/v/', '/chat-api', '/sys-upload', '/healthz'].map((path) => [
        path,
        devApi,
      ]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
