// A new access token at each login: stored as its hash with the account's lifetime (trial
// accounts' is shorter), and the user's dead tokens (revoked, expired or idle) cleared on the way.
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accessToken, type UserRow } from '../../db/schema';
import type { AuthContext } from './authContext';
import { newToken, tokenHash } from './tokens';

/** A new token for `user` (written in `tx` when given). */
export async function issueToken(
  { db, lifetimes, now }: AuthContext,
  user: Pick<UserRow, 'id' | 'type'>,
  tx?: Tx,
): Promise<string> {
  const token = newToken();
  const at = now();
  const absolute = user.type === 'TEST' ? lifetimes.trialAbsoluteMs : lifetimes.absoluteMs;
  // Housekeeping at each login: the user's dead tokens (revoked, expired or idle) go.
  await (tx ?? db)
    .delete(accessToken)
    .where(
      and(
        eq(accessToken.userId, user.id),
        or(
          isNotNull(accessToken.revokedAt),
          lt(accessToken.expiresAt, new Date(at)),
          lt(accessToken.lastUsedAt, new Date(at - lifetimes.idleMs)),
        ),
      ),
    );
  await (tx ?? db).insert(accessToken).values({
    userId: user.id,
    tokenHash: tokenHash(token),
    createdAt: new Date(at),
    lastUsedAt: new Date(at),
    expiresAt: new Date(at + absolute),
  });
  return token;
}
