// The page's first script: a theme's src/earlyTaps.ts (packages/features/src/app/boot/earlyTaps.ts),
// which keeps a tap on the screen the server painted until the app has hydrated it. It must be
// listening from the first paint, so it is written into index.html's head inline, bundled on its
// own into a few hundred bytes. Loaded as a file of its own (an async module, measured at 4x CPU
// and 1.6 Mbit/s), it ran 0.3-1.3 s after the first paint, when the phone's main thread was free
// from laying out the page, and taps before that were lost. The server allows the inline script by
// its hash in the page's CSP (apps/server/src/web/inlineScripts.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

/** Where the script is, in a theme app's folder. */
const SOURCE = 'src/earlyTaps.ts';
/** The most the inline script may weigh (minified bytes): it is in every page's HTML. */
const FIRST_SCRIPT_MAX_BYTES = 2 * 1024;
/** The app's entry tag, which the first script goes before. */
const APP_ENTRY_TAG = '<script type="module"';

/**
 * The first script of `source`, bundled with what it imports into one minified classic script
 * (an IIFE), with the module conditions `resolve` gives (the workspace packages' sources).
 */
export async function bundleFirstScript(source, resolve) {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: join(source, '..', '..'),
    publicDir: false,
    resolve,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      copyPublicDir: false,
      lib: {
        entry: source,
        formats: ['iife'],
        name: 'jinliFirstScript',
        fileName: () => 'first.js',
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => result.output ?? [])
    .filter((file) => file.type === 'chunk');
  if (chunks.length !== 1)
    throw new Error(`${SOURCE} bundled into ${chunks.length} files, not one`);
  return chunks[0].code.trim();
}

/** `html` with `script` inline before the app's entry tag. */
export function withFirstScript(html, script) {
  if (script.length > FIRST_SCRIPT_MAX_BYTES)
    throw new Error(
      `${SOURCE} is ${script.length} bytes minified, over ${FIRST_SCRIPT_MAX_BYTES}: it is in every page, and must import next to nothing`,
    );
  // The HTML parser would end the element at a closing tag in the code.
  if (/<\/script/i.test(script)) throw new Error(`${SOURCE} must not contain "</script"`);
  const at = html.indexOf(APP_ENTRY_TAG);
  if (at === -1) throw new Error('index.html has no module script to put the first script before');
  return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
}

/** The plugin for the theme app in `root`; none when the app has no first script. */
export function firstScript(root, resolve) {
  const source = join(root, SOURCE);
  if (!existsSync(source)) return [];
  /** Bundled once per build (or dev server start). */
  let script;
  return [
    {
      name: 'jinli-first-script',
      transformIndexHtml: {
        order: 'post',
        async handler(html) {
          script ??= bundleFirstScript(source, resolve);
          return withFirstScript(html, await script);
        },
      },
    },
  ];
}
