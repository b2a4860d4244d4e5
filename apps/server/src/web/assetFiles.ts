// The build's hashed files (/assets/*: the JS and CSS every first visit loads) served from memory.
// Their names change with their content, so a file read once stays right until the process ends:
// each is read from disk on its first request, with the .br/.gz copies the build wrote beside it,
// and then answered from the buffers (per request: a map lookup and the encoding the client
// accepts). @fastify/static stat()ed and streamed every request: `pnpm bench:api`'s static row,
// theme3's JS and CSS at 50 connections, 1,206 req/s before, 7,764 from memory (raw node:http
// serving the same bytes: 18,051 and 22,971 in the same runs). A file of a newer build appears as it
// is first asked for; a name that is not there is left to the not-found handler (not cached, so a
// file copied in later is found). Everything outside /assets (sw.js, the manifest, icons) keeps
// @fastify/static: those names stay the same across builds.
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from '../http/answerCache';
import { etagOf, matchesEtag } from '../http/etag';

/** One asset as it is sent: its bytes plain and precompressed, its type and tag. */
interface AssetFile {
  type: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The content types of what a Vite build writes into assets/. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * A name the build writes (letters, digits, `-`, `_`, dots; no folder): anything else, an encoded
 * slash or `..` included, is not an asset. Source maps stay private; the compressed copies are
 * sent in their file's place, never by their own name.
 */
const ASSET_NAME = /^[\w-][\w.-]*$/;
const isAssetName = (name: string) =>
  ASSET_NAME.test(name) && !/\.(?:map|br|gz)$/.test(name) && !name.includes('..');

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

async function loadAsset(dir: string, name: string): Promise<AssetFile | undefined> {
  const file = join(dir, name);
  const identity = await readIfThere(file);
  if (!identity) return undefined;
  const [br, gzip] = await Promise.all([readIfThere(`${file}.br`), readIfThere(`${file}.gz`)]);
  return {
    type: CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream',
    etag: etagOf(identity),
    identity,
    br,
    gzip,
  };
}

/** Serves `<appDir>/assets/*` from memory (see the file's head). */
export function registerAssetFiles(app: FastifyInstance, appDir: string): void {
  const dir = join(appDir, 'assets');
  const files = new Map<string, Promise<AssetFile | undefined>>();

  const send = (request: FastifyRequest, reply: FastifyReply, asset: AssetFile) => {
    reply
      .header('content-type', asset.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', asset.etag);
    if (asset.br || asset.gzip) reply.header('vary', 'accept-encoding');
    if (matchesEtag(request, asset.etag)) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const body = (encoding && asset[encoding]) || asset.identity;
    if (body !== asset.identity) reply.header('content-encoding', encoding);
    return reply.code(200).send(body);
  };

  app.get('/assets/*', async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    if (!isAssetName(name)) return reply.callNotFound();
    let pending = files.get(name);
    if (!pending) {
      pending = loadAsset(dir, name);
      files.set(name, pending);
    }
    const asset = await pending;
    if (!asset) {
      files.delete(name); // not there (yet): asked for again, it is looked for again
      return reply.callNotFound();
    }
    return send(request, reply, asset);
  });
}
