// Which packages a built chunk is made of: its source map tells, for every generated character,
// the source file it came from. Shares are by generated characters (gzip compresses the parts of a
// chunk about alike), so a chunk's gzip size times a package's share estimates the package's weight.
import { existsSync, readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one mappings segment (base64 VLQ) into its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The package a source path belongs to: `zod`, `@tanstack/query-core`, a workspace package such as
 * `@jinli/api`, or `(app)` for the app's own files and generated code.
 */
export function packageOf(source) {
  const path = source.replaceAll('\\', '/');
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = path.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const workspace = /(?:^|\/)(?:packages|tooling)\/([^/]+)\//.exec(path);
  if (workspace) return `@jinli/${workspace[1]}`;
  return '(app)';
}

/**
 * Generated characters of `code` per package, read from `<file>.map`; characters no mapping covers
 * count as `(unmapped)`. Null when the chunk has no map.
 */
export function packageShares(file, code) {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const owners = map.sources.map(packageOf);
  const shares = new Map();
  const add = (name, count) => {
    if (count > 0) shares.set(name, (shares.get(name) ?? 0) + count);
  };
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const lineLength = (lines[lineNumber] ?? '').length + 1;
    let column = 0;
    let owner = '(unmapped)';
    let start = 0;
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const values = decodeSegment(segment);
      column += values[0];
      add(owner, column - start);
      start = column;
      if (values.length >= 4) {
        sourceIndex += values[1];
        owner = owners[sourceIndex] ?? '(unmapped)';
      } else {
        owner = '(unmapped)';
      }
    }
    add(owner, lineLength - start);
  });
  return shares;
}
