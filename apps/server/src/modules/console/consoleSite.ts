// The built console app (apps/console/dist) on the console's own listener, never on the players':
// its hashed /assets files (precompressed copies per Accept-Encoding, cached for a year), its other
// files (no-cache), and index.html for every page the console's router draws (/, /audit, …: the SPA
// fallback; /console-api/* stays the API's, unknown ones JSON 404s). The page is sent no-store with
// a fresh CSP nonce each time: antd's CSS-in-JS writes <style> elements, which the console allows by
// that nonce (style-src 'nonce-…') instead of 'unsafe-inline'; the build leaves Vite's html.cspNonce
// placeholder in index.html (a meta the app reads, and its own tags) and it is replaced here.
import fastifyStatic from '@fastify/static';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

export interface ConsoleSite {
  /** The not-found handler's first say: index.html for a page request outside the API. */
  fallback(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> | undefined;
  /** Registers the page and the static files (after the API's routes). */
  register(app: FastifyInstance): Promise<void>;
}

/** The console site of the built app in `dir` (holds index.html); throws when there is none. */
export function createConsoleSite(dir: string): ConsoleSite {
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
