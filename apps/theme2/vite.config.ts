import { sourceConditions } from '@jinli/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Workspace packages are read from source (sourceConditions). Each lazy route becomes its own
// chunk; React and the router, which change rarely, get a long-cached chunk of their own.
export default defineConfig({
  ...sourceConditions,
  plugins: [react()],
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
