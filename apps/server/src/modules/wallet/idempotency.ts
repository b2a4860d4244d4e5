// Idempotency keys of money-moving requests (DESIGN.md §5): the operation runs in one transaction
// with the key's row, so the first answer is stored exactly when its effects commit. The same key
// and body replay that answer; the same key with another body or endpoint is refused. A second
// request racing the first waits on the key's row (unique insert) and then replays.
import { createHash } from 'node:crypto';
import { ErrorCode } from '@jinli/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { idempotencyKey } from '../../db/schema';
import { AppError } from '../../http/AppError';

export const IDEMPOTENCY_TEXT = {
  badKey: '幂等键格式不正确',
  reused: '该幂等键已用于其他请求',
} as const;

/** The key a request carries, undefined without one; 400 when it is malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (value === undefined || value === '') return undefined;
  if (!/^[\x21-\x7e]{1,128}$/.test(value)) {
    throw new AppError(ErrorCode.BAD_REQUEST, IDEMPOTENCY_TEXT.badKey);
  }
  return value;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface IdempotentCall {
  userId: number;
  key: string | undefined;
  /** The endpoint, so that one key cannot be replayed on another. */
  scope: string;
  /** The parsed request body. */
  body: unknown;
}

/**
 * Runs `operation` in a transaction; with a key, stores its answer with the key, or replays the
 * answer stored for the same key and body (409 SYS/CONFLICT for another body or scope).
 */
export async function runIdempotent<T>(
  db: Db,
  call: IdempotentCall,
  operation: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { key } = call;
  if (key === undefined) return db.transaction(operation);
  const requestHash = createHash('sha256')
    .update(`${call.scope}\n${stableJson(call.body)}`)
    .digest('hex');
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKey)
      .values({ userId: call.userId, key, scope: call.scope, requestHash, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKey.key });
    if (claimed.length === 0) {
      const [row] = await tx
        .select()
        .from(idempotencyKey)
        .where(and(eq(idempotencyKey.userId, call.userId), eq(idempotencyKey.key, key)));
      if (!row || row.requestHash !== requestHash || row.scope !== call.scope) {
        throw new AppError(ErrorCode.CONFLICT, IDEMPOTENCY_TEXT.reused);
      }
      return row.response as T;
    }
    const result = await operation(tx);
    await tx
      .update(idempotencyKey)
      .set({ response: result as object })
      .where(and(eq(idempotencyKey.userId, call.userId), eq(idempotencyKey.key, key)));
    return result;
  });
}
