// Security headers on every answer (the app's pages and the API): a Content-Security-Policy the
// built app passes, nosniff, no framing, a referrer policy, and HSTS only when the request came
// over TLS. CORS is answered only for the origins the deployment names. @fastify/helmet writes
// the headers; this module decides their values from the deployment's configuration.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { RuntimeConfig } from '@jinli/contract';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Request headers other origins may send (the client's token, company code and idempotency headers). */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'token',
  'companyCode',
  'Content-Type',
  'Idempotency-Key',
];

/** HSTS max-age (seconds): one year, the usual value for a site that is HTTPS for good. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The origins the app may talk to besides its own: config.json's API, chat and game servers. */
export type CspOrigins = Pick<RuntimeConfig, 'apiOrigin' | 'chatOrigin' | 'gameServers'>;

/** `origin` and its WebSocket twin (http→ws, https→wss), or nothing for '' (same origin). */
function withSocketTwin(origin: string): string[] {
  if (!origin) return [];
  const twin = origin.replace(/^http(s?):/i, 'ws$1:');
  return twin === origin ? [origin] : [origin, twin];
}

/**
 * `ws://host` and `wss://host` of the request's own host: CSP 'self' covers same-origin sockets
 * only in recent browsers, and the game socket and chat connect to the page's own host.
 */
function sameHostSockets(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  // A Host header that is not a plain host[:port] is left out rather than written into a header.
  if (!/^[A-Za-z0-9.\-[\]:]+$/.test(host)) return '';
  return `ws://${host} wss://${host}`;
}

/**
 * The CSP directives for the app and the API. No 'unsafe-inline' anywhere: the built app has no
 * inline style element (React sets `style` through the DOM, which CSP allows) and one inline
 * script, which its page allows by its hash alone (web/inlineScripts.ts).
 * Images and media allow data:/blob: (generated images, the HLS player's MediaSource) and the
 * configured API origin (uploads and the live clip are served there).
 */
export function cspDirectives(origins: CspOrigins): Record<string, Iterable<unknown>> {
  const api = withSocketTwin(origins.apiOrigin);
  const chat = withSocketTwin(origins.chatOrigin);
  const apiOnly = origins.apiOrigin ? [origins.apiOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...apiOnly],
    mediaSrc: ["'self'", 'data:', 'blob:', ...apiOnly],
    fontSrc: ["'self'", 'data:'],
    // The service worker (sw.js) and the web app manifest are the app's own files (issue 19).
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    connectSrc: [
      "'self'",
      // helmet calls a function directive with the raw Node request.
      (request: IncomingMessage) => sameHostSockets(request),
      ...new Set([...api, ...chat, ...origins.gameServers]),
    ],
    // Third-party games open full screen in a frame; the sandbox provider's pages are served on
    // the API origin (modules/games). Their own answers allow this app's origins as ancestors.
    frameSrc: ["'self'", ...apiOnly],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

export interface SecurityHeaderOptions {
  /** Origins the app talks to (config.json); default all same-origin. */
  origins?: CspOrigins | undefined;
  /** Origins allowed to call the API from a browser (JINLI_CORS_ORIGINS); default none. */
  corsOrigins?: readonly string[] | undefined;
}

/**
 * Registers the headers and CORS on the root instance (before the routes). HSTS is written only
 * when `request.protocol` is https: the socket is TLS, or a trusted proxy (trustProxy) said so in
 * X-Forwarded-Proto — a plain-HTTP answer with HSTS would be ignored or, behind a TLS proxy that is
 * not trusted, would claim what nobody checked.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions = {},
): Promise<void> {
  const corsOrigins = [...(options.corsOrigins ?? [])];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(
        options.origins ?? { apiOrigin: '', chatOrigin: '', gameServers: [] },
      ) as never,
    },
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Another origin's app (JINLI_CORS_ORIGINS) loads our images and clip: allow that only then.
    crossOriginResourcePolicy: { policy: corsOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
    // The cashier of a payment provider may be opened in a popup that reports back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header(
        'strict-transport-security',
        `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
      );
    }
  });
  await app.register(cors, {
    // The app's own origin needs no CORS; another origin only when the deployment names it.
    origin: corsOrigins.length > 0 ? corsOrigins : false,
    methods: ['GET', 'POST'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    maxAge: 600,
    // A bare OPTIONS (no Origin) gets 204 instead of the plugin's plain-text 400.
    strictPreflight: false,
  });
}

/**
 * Parses JINLI_CORS_ORIGINS: comma-separated origins (`https://m.example.com`), each exactly an
 * origin (scheme, host, optional port; no path). Throws with the offending entry otherwise.
 */
export function parseCorsOrigins(text: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (text ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    let origin: string | undefined;
    try {
      const url = new URL(entry);
      if (/^https?:$/.test(url.protocol)) origin = url.origin;
    } catch {
      origin = undefined;
    }
    if (origin === undefined || origin !== entry.replace(/\/$/, '')) {
      throw new Error(`not an origin (scheme://host[:port]): ${entry}`);
    }
    origins.push(origin);
  }
  return origins;
}
