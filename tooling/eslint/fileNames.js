// `jinli/file-names`: no two files in a folder whose names differ only in case, and no two modules
// (.ts, .tsx, .js, …) whose names differ only in case or extension. An import names a module
// without its extension, so `./recommendShortcuts` beside RecommendShortcuts.tsx and
// recommendShortcuts.ts was resolved by esbuild (tsup) to the component itself ("No matching
// export"), and on a case-insensitive disk (macOS, Windows) any two such files are one. A style
// sheet beside its component (Card.tsx, Card.css) is the convention: it is imported by its full name.
import { readdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';

const MODULE = /\.(?:[cm]?[jt]s|[jt]sx)$/i;

/** Files of `dir` (read per linted file: a cache would outlive a rename in an editor's session). */
function filesOf(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/** The other files of `files` that `name` clashes with. */
export function clashesOf(name, files) {
  const lower = name.toLowerCase();
  const stem = MODULE.test(name) ? name.replace(MODULE, '').toLowerCase() : undefined;
  return files.filter(
    (other) =>
      other !== name &&
      (other.toLowerCase() === lower ||
        (stem !== undefined &&
          MODULE.test(other) &&
          other.replace(MODULE, '').toLowerCase() === stem)),
  );
}

/**
 * Every clash of `files` (a folder's names), each pair once: what `pnpm lint` reports from the
 * folder's first linted module, so that two style sheets or images differing in case show too.
 */
export function clashesIn(files) {
  const pairs = [];
  for (const [index, name] of files.entries()) {
    for (const other of clashesOf(name, files.slice(index + 1))) pairs.push([name, other]);
  }
  return pairs;
}

export const fileNamesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'no two files in a folder whose names differ only in case or extension' },
    schema: [],
    messages: {
      clash:
        '{{name}} and {{other}} differ only in case or extension: an import may reach either (rename one).',
    },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    if (!file || file.startsWith('<')) return {};
    return {
      Program(node) {
        const files = filesOf(dirname(file));
        const name = basename(file);
        const firstModule = files.find((other) => MODULE.test(other));
        const pairs =
          name === firstModule
            ? clashesIn(files)
            : clashesOf(name, files).map((other) => [name, other]);
        for (const [a, b] of pairs)
          context.report({ node, messageId: 'clash', data: { name: a, other: b } });
      },
    };
  },
};

export const fileNamesPlugin = { rules: { 'file-names': fileNamesRule } };
