// Strong ETags and If-None-Match checks, for answers that revalidate (config.json, cached reads).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A strong ETag of `body`: a hash, so every instance gives the same bytes the same tag. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether the request's If-None-Match names `etag`, so a 304 may be answered. */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return (
    header.trim() === '*' ||
    header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  );
}
