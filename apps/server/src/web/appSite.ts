// Serves a built theme app on the API's port (start mode): its static files, the runtime
// config.json generated from the server's configuration, and the SPA fallback that answers
// index.html for any other page GET so the client router renders its own screens (and its 404).
// Text files are sent from the `.br`/`.gz` copies the build wrote beside them, chosen per
// Accept-Encoding (with Vary), so no static byte is compressed per request; source maps stay private.
import {
  BASES,
  HEALTH_PATH,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
  runtimeConfigSchema,
} from '@jinli/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, matchesEtag } from '../http/etag';

/** Path prefixes that belong to the API, never to the app: unknown paths there are JSON 404s. */
const API_PREFIXES = [...Object.values(BASES), '/sys-upload', HEALTH_PATH, '/ws-game'];

/** Whether `pathname` is on an API base (segment-wise: /v/x is, /valid-withdraw is not). */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export interface AppSiteOptions {
  /** Folder of the built app (holds index.html). */
  appDir: string;
  runtimeConfig: RuntimeConfig;
}

/** Hashed build assets never change under their name; everything else revalidates. */
function cacheHeaders(reply: FastifyReply, path: string): void {
  const immutable = /[\\/]assets[\\/]/.test(path);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Source maps are for the build's own analysis; they would hand the readable source to anyone. */
function isServable(pathname: string): boolean {
  return !pathname.endsWith('.map');
}

export async function registerAppSite(
  app: FastifyInstance,
  options: AppSiteOptions,
): Promise<void> {
  const config = runtimeConfigSchema.parse(options.runtimeConfig);
  const configBody = JSON.stringify(config);
  const configEtag = etagOf(configBody);
  app.get(`/${RUNTIME_CONFIG_PATH}`, async (request, reply) => {
    reply.header('cache-control', 'no-cache').header('etag', configEtag);
    if (matchesEtag(request, configEtag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(configBody);
  });
  await app.register(fastifyStatic, {
    root: options.appDir,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    dotfiles: 'ignore',
    preCompressed: true,
    allowedPath: isServable,
    setHeaders: cacheHeaders,
  });
}

/**
 * The SPA fallback for the not-found handler: a GET/HEAD for an HTML page outside the API answers
 * the app's index.html with 200. Returns undefined when the request is not such a page.
 */
export function spaFallback(
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (!request.headers.accept?.includes('text/html')) return undefined;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isApiPath(pathname)) return undefined;
  return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
}
