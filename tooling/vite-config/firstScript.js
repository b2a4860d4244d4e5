// The page's first script: a theme's src/earlyTaps.ts (packages/features/src/app/boot/earlyTaps.ts),
// which keeps a tap on the screen the server painted until the app has hydrated it. It must run
// long before the app, so it is an entry of its own: Vite would bundle every module script of
// index.html into one entry, whose code runs only once all of it has loaded. This plugin adds it as
// a second entry and writes its tag into the page before the app's (fetched first), `async`: it
// runs as soon as it has loaded, not after the page's parsing and style sheets as a deferred
// module would (measured at 4x CPU and 1.6 Mbit/s: still 0.3-1.3 s after the first paint, the
// main thread busy with the page; an inline script would run before it, docs/decisions).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ENTRY_NAME = 'earlyTaps';
/** Where the script is, in a theme app's folder. */
const SOURCE = 'src/earlyTaps.ts';
/** What the first script may load before it runs, its imports included (minified bytes). */
const FIRST_SCRIPT_MAX_BYTES = 4 * 1024;
/** The app's entry tag, which the first script's goes before (so that it is asked for first). */
const APP_ENTRY_TAG = '<script type="module"';

/** The plugin for the theme app in `root`; none when the app has no first script. */
export function firstScript(root) {
  const source = join(root, SOURCE);
  if (!existsSync(source)) return [];
  let base = '/';
  let building = false;
  return [
    {
      name: 'jinli-first-script',
      config(_config, { command }) {
        building = command === 'build';
        if (!building) return undefined;
        return {
          build: {
            rolldownOptions: { input: { index: join(root, 'index.html'), [ENTRY_NAME]: source } },
          },
        };
      },
      configResolved(config) {
        base = config.base;
      },
      generateBundle(_options, bundle) {
        const chunk = entryChunk(bundle);
        if (!chunk) this.error(`No chunk for ${SOURCE} (tooling/vite-config/firstScript.js)`);
        // It runs once it and what it imports have loaded: that must stay a few small files. (The
        // bundler's runtime helpers, 1.2 KB, are a chunk the app's entry imports too.)
        const loaded = new Set();
        const walk = (file) => {
          if (loaded.has(file)) return;
          loaded.add(file);
          for (const imported of bundle[file]?.imports ?? []) walk(imported);
        };
        walk(chunk.fileName);
        const bytes = [...loaded].reduce((sum, file) => sum + (bundle[file]?.code?.length ?? 0), 0);
        if (bytes > FIRST_SCRIPT_MAX_BYTES)
          this.error(
            `${SOURCE} loads ${bytes} bytes before it runs (${[...loaded].join(', ')}), over ${FIRST_SCRIPT_MAX_BYTES}: it must import next to nothing`,
          );
      },
      transformIndexHtml: {
        order: 'post',
        handler(html, context) {
          const src = building
            ? base + (entryChunk(context.bundle ?? {})?.fileName ?? '')
            : `/${SOURCE}`;
          const at = html.indexOf(APP_ENTRY_TAG);
          if (at === -1)
            throw new Error('index.html has no module script to put the first script before');
          const tag = `<script type="module" async crossorigin src="${src}"></script>\n    `;
          return html.slice(0, at) + tag + html.slice(at);
        },
      },
    },
  ];
}

/** The first script's chunk in a build's bundle. */
function entryChunk(bundle) {
  return Object.values(bundle).find(
    (file) => file.type === 'chunk' && file.isEntry && file.name === ENTRY_NAME,
  );
}
