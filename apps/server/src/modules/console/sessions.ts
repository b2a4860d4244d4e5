// Console sessions: a random token in the cookie, only its SHA-256 in operator_session. A session
// ends after SESSION_IDLE_MS without a request or SESSION_ABSOLUTE_MS after sign-in, whichever
// comes first. The CSRF token is an HMAC of the session token: bound to the session, nothing more
// to store, and the page that reads it from the login answer learns nothing of the cookie.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { operatorAccount, type OperatorAccountRow, operatorSession } from '../../db/schema';

/** A session ends this long after its last request (ms): 30 minutes. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** And this long after sign-in whatever the activity (ms): 12 hours. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** A request refreshes the idle clock at most this often (ms): one write a minute, not per request. */
const TOUCH_EVERY_MS = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The CSRF token of session `token`. */
export const csrfOf = (token: string) =>
  createHmac('sha256', token).update('jinli-console-csrf').digest('base64url');

/** Whether `given` is the CSRF token of session `token` (constant time). */
export function csrfMatches(token: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(csrfOf(token));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Opens a session for `operatorId` in `tx`; answers its token (shown to the browser once). */
export async function openSession(
  tx: Tx,
  operatorId: number,
  clientAddress: string,
  now: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(operatorSession).values({
    operatorId,
    tokenHash: hashOf(token),
    seenAt: new Date(now),
    expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
    clientAddress,
  });
  return token;
}

export interface LiveSession {
  id: number;
  token: string;
  operator: OperatorAccountRow;
}

/**
 * The live session of `token` with its operator, its idle clock refreshed; undefined when there is
 * none, it has timed out (then it is deleted) or its operator is disabled.
 */
export async function liveSession(
  db: Db,
  token: string,
  now: number,
): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({ session: operatorSession, operator: operatorAccount })
    .from(operatorSession)
    .innerJoin(operatorAccount, eq(operatorAccount.id, operatorSession.operatorId))
    .where(eq(operatorSession.tokenHash, hashOf(token)));
  if (!row) return undefined;
  const { session, operator } = row;
  const expired =
    now >= session.expiresAt.getTime() || now - session.seenAt.getTime() >= SESSION_IDLE_MS;
  if (expired) {
    await db.delete(operatorSession).where(eq(operatorSession.id, session.id));
    return undefined;
  }
  if (operator.disabled) return undefined;
  if (now - session.seenAt.getTime() >= TOUCH_EVERY_MS)
    await db
      .update(operatorSession)
      .set({ seenAt: new Date(now) })
      .where(eq(operatorSession.id, session.id));
  return { id: session.id, token, operator };
}

/** Ends session `id`. */
export async function endSession(handle: Db | Tx, id: number): Promise<void> {
  await handle.delete(operatorSession).where(eq(operatorSession.id, id));
}

/** Ends every session of `operatorId` but `keepId` (all of them without it). */
export async function endSessionsOf(handle: Db | Tx, operatorId: number, keepId?: number) {
  await handle
    .delete(operatorSession)
    .where(
      and(
        eq(operatorSession.operatorId, operatorId),
        keepId === undefined ? undefined : ne(operatorSession.id, keepId),
      ),
    );
}

/** Deletes the sessions that have ended (called now and then at sign-in). */
export async function sweepSessions(db: Db, now: number): Promise<void> {
  await db
    .delete(operatorSession)
    .where(
      or(
        lt(operatorSession.expiresAt, new Date(now)),
        lt(operatorSession.seenAt, new Date(now - SESSION_IDLE_MS)),
      ),
    );
}
