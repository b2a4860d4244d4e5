// One check in front of every route (the endpoint table and the routes registered beside it):
// a request whose query, body, path parameters or headers hold text PostgreSQL cannot store
// (contract storableText.ts) is answered 400 SYS/BAD_REQUEST before any handler or query runs.
import { ErrorCode, findUnstorableText, UNSTORABLE_TEXT_MSG } from '@jinli/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './AppError';

/** The part of the request holding unstorable text (`query.account`, `headers.idempotency-key`), or undefined. */
export function unstorablePart(request: FastifyRequest): string | undefined {
  const parts: Record<string, unknown> = {
    query: request.query,
    body: request.body,
    params: request.params,
    // Headers: the server stores some (Idempotency-Key, the user agent of a login) and reads
    // tokens and cookies into queries; a value Node's parser let through is checked like input.
    headers: request.headers,
  };
  for (const [name, value] of Object.entries(parts)) {
    const path = findUnstorableText(value);
    if (path) return [name, ...path].join('.');
  }
  return undefined;
}

/**
 * Adds the check as a root `preHandler` hook. Call it before any route is registered: a hook
 * applies to the routes added after it. `preHandler` runs after the body is parsed and before
 * the handler, so the refusal changes nothing.
 */
export function refuseUnstorableInput(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const part = unstorablePart(request);
    if (part === undefined) return;
    request.log.info({ part }, 'rejected unstorable input');
    throw new AppError(ErrorCode.BAD_REQUEST, UNSTORABLE_TEXT_MSG);
  });
}
