// The built console app (apps/console/dist) on the console's own listener, never on the players':
// its hashed /assets files (precompressed copies per Accept-Encoding, cached for a year), its other
// files (no-cache), and index.html for every page the console's router draws (/, /audit, …: the SPA
// fallback; /console-api/* stays the API's, unknown ones JSON 404s). The page is sent no-store with
// a fresh CSP nonce each time: antd's CSS-in-JS writes <style> elements, which the console allows by
// that nonce (style-src 'nonce-…') instead of 'unsafe-inline'; the build leaves Vite's html.cspNonce
// placeholder in index.html (a meta the app reads, and its own tags) and it is replaced here.
// The players' pictures (/sys-upload/…, uploads under the chat image path) are relayed from the
// players' app, so that the console's previews show them under its own origin and CSP (img-src
// 'self'): the console never talks to the players' origin.
import fastifyStatic from '@fastify/static';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHAT_IMAGE_PATH } from '../chat/messages';
import { CONSOLE_PREFIX } from './paths';

/** Vite's html.cspNonce placeholder in the built index.html (apps/console/vite.config.ts). */
export const CONSOLE_NONCE_PLACEHOLDER = 'JINLI_CONSOLE_CSP_NONCE';

/** Cache-Control of the hashed build assets: their names change with their content. */
export const CONSOLE_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Whether `url` is on the console API (segment-wise: /console-api-x is not). */
export function isConsoleApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return pathname === CONSOLE_PREFIX || pathname.startsWith(`${CONSOLE_PREFIX}/`);
}

/** `csp` with `'nonce-<nonce>'` added to style-src (or a style-src of default-src's sources). */
export function withStyleNonce(csp: string, nonce: string): string {
  const directives = csp.split(';').map((part) => part.trim());
  const source = `'nonce-${nonce}'`;
  const style = directives.findIndex((part) => /^style-src\s/i.test(part));
  if (style >= 0) {
    directives[style] = `${directives[style]} ${source}`;
  } else {
    const fallback = directives.find((part) => /^default-src\s/i.test(part));
    const sources = fallback ? fallback.replace(/^default-src\s+/i, '') : "'self'";
    directives.push(`style-src ${sources} ${source}`);
  }
  return directives.filter(Boolean).join(';');
}

/** A GET of the players' app (app.inject), answering what the console relays. */
export type PlayerFiles = (url: string) => Promise<{
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}>;

/** Paths of the players' pictures the console relays (content previews). */
export const RELAYED_PREFIXES = ['/sys-upload/', `${CHAT_IMAGE_PATH}/`] as const;

export interface ConsoleSite {
  /** The not-found handler's first say: index.html for a page request outside the API. */
  fallback(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> | undefined;
  /** Registers the page and the static files (after the API's routes). */
  register(app: FastifyInstance): Promise<void>;
}

/**
 * The console site of the built app in `dir` (holds index.html; throws when there is none), with
 * the players' pictures relayed through `playerFiles` when given.
 */
export function createConsoleSite(dir: string, playerFiles?: PlayerFiles): ConsoleSite {
  const template = readFileSync(join(dir, 'index.html'), 'utf8');

  async function page(_request: FastifyRequest, reply: FastifyReply) {
    const nonce = randomBytes(18).toString('base64');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header('content-security-policy', withStyleNonce(csp, nonce));
    return reply
      .code(200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(template.replaceAll(CONSOLE_NONCE_PLACEHOLDER, nonce));
  }

  return {
    fallback(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      if (isConsoleApiPath(request.url)) return undefined;
      // A missing file (a name with an extension: an old asset) stays a 404, not a page.
      const pathname = request.url.split('?')[0] ?? '/';
      if (/\.[A-Za-z0-9]+$/.test(pathname) && !pathname.endsWith('/index.html')) return undefined;
      if (!request.headers.accept?.includes('text/html')) return undefined;
      return page(request, reply);
    },
    async register(app) {
      app.get('/', page);
      if (playerFiles) {
        const relay = async (request: FastifyRequest, reply: FastifyReply) => {
          const answer = await playerFiles(request.url);
          const type = answer.headers['content-type'];
          // Pictures only: anything else of the players' app stays there.
          if (answer.statusCode !== 200 || typeof type !== 'string' || !type.startsWith('image/'))
            return reply
              .code(404)
              .type('application/json; charset=utf-8')
              .send({ code: 'SYS/NOT_FOUND', msg: '请求的资源不存在' });
          const cache = answer.headers['cache-control'];
          if (typeof cache === 'string') reply.header('cache-control', cache);
          return reply.type(type).send(answer.rawPayload);
        };
        for (const prefix of RELAYED_PREFIXES) app.get(`${prefix}*`, relay);
      }
      await app.register(fastifyStatic, {
        root: dir,
        wildcard: true,
        index: false,
        cacheControl: false,
        dotfiles: 'ignore',
        preCompressed: true,
        // The page only through `page` (its nonce); source maps never.
        allowedPath: (pathname) => !pathname.endsWith('.map') && pathname !== '/index.html',
        setHeaders: (reply: FastifyReply, path: string) => {
          reply.header(
            'cache-control',
            /[\\/]assets[\\/]/.test(path) ? CONSOLE_ASSET_CACHE : 'no-cache',
          );
        },
      });
    },
  };
}
