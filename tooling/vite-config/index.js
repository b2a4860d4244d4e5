// Workspace packages are consumed from source (DESIGN.md §2): every package's `exports` carries a
// `source` condition pointing at src/. Vite and vitest must ask for it before the defaults.
import { defaultClientConditions, defaultServerConditions } from 'vite';

/** `resolve` + `ssr.resolve` settings that make Vite and vitest read workspace packages from src/. */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
  },
};
