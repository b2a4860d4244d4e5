// The web app manifest (issue 19, spec §4) of the served theme app: the build writes the brand's
// part (colours from its tokens, icons from its logo, tooling/vite-config/pwa.js); the company's
// name is this deployment's runtime data, so it is merged in here, per request, from company/get's
// source. One build then installs under each company's own name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { etagOf, matchesEtag } from '../http/etag';

/** Where the build writes the brand's manifest, relative to the app folder. */
export const MANIFEST_FILE = 'manifest.webmanifest';

/** Longest short_name a launcher shows under the icon without cutting it (Chrome's guidance). */
export const SHORT_NAME_MAX = 12;

/** The build's manifest as an object, or undefined when the app has none (an older build). */
export function readBrandManifest(appDir: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(join(appDir, MANIFEST_FILE), 'utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The brand's manifest under the company's name (trimmed; the build's name when it is empty):
 * `name` as is, `short_name` cut to {@link SHORT_NAME_MAX} characters (code points, so a name in
 * Chinese or with an emoji is never split inside a character).
 */
export function withCompanyName(
  manifest: Record<string, unknown>,
  companyName: string | undefined,
): Record<string, unknown> {
  const name = companyName?.trim();
  if (!name) return manifest;
  return { ...manifest, name, short_name: [...name].slice(0, SHORT_NAME_MAX).join('') };
}

export interface AppManifestOptions {
  appDir: string;
  /** The company's name (company/get's `name`); a failure serves the build's own name. */
  companyName: () => Promise<string | undefined>;
}

/**
 * GET /manifest.webmanifest: the build's manifest with the company's name, revalidated on every
 * use (no-cache with an ETag) so a renamed company shows at the next install. Nothing is
 * registered when the build has no manifest (the static files' 404 answers then).
 */
export function registerAppManifest(app: FastifyInstance, options: AppManifestOptions): void {
  const brand = readBrandManifest(options.appDir);
  if (!brand) return;
  app.get(`/${MANIFEST_FILE}`, async (request, reply) => {
    let name: string | undefined;
    try {
      name = await options.companyName();
    } catch {
      name = undefined; // e.g. no company yet (--no-seed): the brand's own name still installs
    }
    const body = JSON.stringify(withCompanyName(brand, name));
    const etag = etagOf(body);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (matchesEtag(request, etag)) return reply.code(304).send();
    return reply.type('application/manifest+json; charset=utf-8').send(body);
  });
}
