// The one flat ESLint config of the workspace. Each package re-exports its layer's config in one
// line (`export { domain as default } from '@jinli/eslint-config';`), which carries the layer rules
// of DESIGN.md §2: which internal packages and which kinds of library a layer may import.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fileNamesPlugin } from './fileNames.js';

const internal = ['contract', 'domain', 'api', 'socket', 'ui', 'features'];
const react = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react/*'];
const nodeIo = ['node:*', 'fs', 'fs/*', 'net', 'http', 'https', 'child_process', 'os', 'path'];
const io = ['axios', ...nodeIo];

/** Internal packages a layer may import; every other @jinli/* import is an error. */
const allowedInternal = {
  contract: [],
  domain: ['contract'],
  api: ['contract', 'domain'],
  socket: ['contract', 'domain'],
  ui: [],
  features: ['contract', 'domain', 'api', 'socket', 'ui'],
  app: ['features', 'ui'],
  server: ['contract', 'domain'],
  tooling: internal,
};

/** Libraries a layer must not reach for, beyond the internal rule. */
const forbiddenLibraries = {
  contract: [...react, ...io],
  domain: [...react, ...io],
  api: [...nodeIo],
  socket: [...react.filter((r) => r !== 'react'), ...nodeIo],
  ui: [...io],
  features: [...nodeIo],
  app: [...nodeIo],
  server: [...react],
  tooling: [],
};

/**
 * zod stays in the contract and the server: the browser layers get schemas only through the
 * contract, and the client loads them lazily, so zod never lands on the start page (pnpm bench).
 */
const noZod = {
  group: ['zod', 'zod/*'],
  message: 'zod stays in the contract (the client loads its schemas lazily; see pnpm bench).',
};
const zodFreeLayers = new Set(['api', 'ui', 'features', 'app']);

/**
 * Packages a layer may import only as types. The api sends requests from the zod-free
 * `@jinli/contract/routes`; the main entry's schemas are imported lazily (api lazyContract.ts).
 */
const typeOnlyImports = {
  api: [
    {
      name: '@jinli/contract',
      allowTypeImports: true,
      message:
        "Import values from '@jinli/contract/routes' (zod-free); schemas load lazily via lazyContract.ts.",
    },
  ],
};

/**
 * Layers whose root entry is a framework-free core with React bindings under `src/react/` (the
 * `/react` entry, as `@jinli/socket/react` and `@jinli/api/react`): the core's files may import
 * neither React nor TanStack Query (not even as types) nor the bindings, so the root entry runs,
 * and type-checks, without them.
 */
const reactFreeCoreLayers = new Set(['api', 'socket']);
const reactFreeCore = (layer) => ({
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@tanstack/*', '**/react', '**/react/*'],
  message: `The core of @jinli/${layer} is React-free: hooks, providers and TanStack Query live in src/react (the '@jinli/${layer}/react' entry).`,
});

/** The `no-restricted-imports` patterns of a layer. */
function layerPatterns(layer) {
  const allowed = new Set(allowedInternal[layer]);
  const forbiddenInternal = internal
    .filter((name) => !allowed.has(name))
    .map((name) => ({
      group: [`@jinli/${name}`, `@jinli/${name}/*`],
      message: `The ${layer} layer may not import @jinli/${name} (DESIGN.md §2).`,
    }));
  const forbiddenApps = {
    group: ['@jinli/theme*', '@jinli/server', '@jinli/storybook'],
    message: 'A package never imports an app (DESIGN.md §2).',
  };
  const libs = forbiddenLibraries[layer].length
    ? [{ group: forbiddenLibraries[layer], message: `Not in the ${layer} layer (DESIGN.md §2).` }]
    : [];
  const deep = {
    group: internal.map((name) => `@jinli/${name}/src/*`),
    message: 'No deep imports across packages: use the package entry.',
  };
  const zod = zodFreeLayers.has(layer) ? [noZod] : [];
  return [...forbiddenInternal, forbiddenApps, deep, ...libs, ...zod];
}

function layerRules(layer) {
  return {
    'no-restricted-imports': ['error', { patterns: layerPatterns(layer) }],
    '@typescript-eslint/no-restricted-imports': ['error', { paths: typeOnlyImports[layer] ?? [] }],
  };
}

/** The React-free core rule of a layer, as a config block (none for other layers). */
function reactFreeCoreConfig(layer) {
  if (!reactFreeCoreLayers.has(layer)) return [];
  return [
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      ignores: ['src/react/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [...layerPatterns(layer), reactFreeCore(layer)] },
        ],
      },
    },
  ];
}

function configFor(layer, { browser = true, node = false } = {}) {
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'storybook-static/**',
        'coverage/**',
        '.turbo/**',
        'drizzle/**',
        'test-results/**',
        'playwright-report/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        globals: { ...(browser ? globals.browser : {}), ...(node ? globals.node : {}) },
      },
      plugins: { 'react-hooks': reactHooks, jinli: fileNamesPlugin },
      // Import circles are not ESLint's: import-x/no-cycle resolved and parsed every dependency of
      // every file again (a sixth of the lint's CPU) and let circles closed by `import type`
      // through. Each package's lint runs tooling/scripts/import-circles.mjs (or its own
      // import-graph script), which sees those too; the layer rules above keep packages acyclic.
      rules: {
        ...layerRules(layer),
        // Names an import could confuse (fileNames.js).
        'jinli/file-names': 'error',
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'warn',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        '@typescript-eslint/consistent-type-imports': 'error',
      },
    },
    ...reactFreeCoreConfig(layer),
    {
      // Tests, stories and configs may use node and dev helpers freely.
      files: [
        '**/*.test.ts',
        '**/*.test.tsx',
        '**/*.stories.tsx',
        '**/*.config.*',
        'test/**',
        'scripts/**',
      ],
      languageOptions: { globals: { ...globals.node } },
      rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-restricted-imports': 'off' },
    },
  );
}

export const contract = configFor('contract', { browser: false });
export const domain = configFor('domain', { browser: false });
export const api = configFor('api');
export const socket = configFor('socket');
export const ui = configFor('ui');
export const features = configFor('features');
export const app = configFor('app');
export const server = configFor('server', { browser: false, node: true });
export const tooling = configFor('tooling', { node: true });
export default tooling;
