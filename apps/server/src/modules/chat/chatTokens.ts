// Chat tokens (spec §7: the chat service's bearer token). Random 256-bit, stored as SHA-256 only.
// A player's token is bound to the access session it was made from: it is refused as soon as that
// session is revoked, expires or idles out (and deleted with it), and never outlives it. A guest's
// token is bound to the guest. Checking one is one indexed join.
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessToken, chatGuest, chatToken, userAccount } from '../../db/schema';
import { DEFAULT_TOKEN_LIFETIMES, type TokenLifetimes, tokenHash } from '../accounts/tokens';
import { newSecret } from './identity';

/** How long a chat token lives at most (ms); a player's never outlives its access session. */
export const CHAT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** What a valid token names; the service turns it into a ChatPrincipal. */
export type TokenOwner =
  | { kind: 'player'; player: typeof userAccount.$inferSelect; accessTokenId: number }
  | { kind: 'guest'; guest: typeof chatGuest.$inferSelect };

export interface ChatTokens {
  issueForPlayer(
    companyId: number,
    playerId: number,
    session: { id: number; expiresAt: Date },
  ): Promise<{ tokenChat: string; expiresAt: number }>;
  issueForGuest(
    companyId: number,
    guestId: string,
  ): Promise<{ tokenChat: string; expiresAt: number }>;
  /** The owner of a valid token of `companyId`, or null. */
  ownerOf(companyId: number, token: string): Promise<TokenOwner | null>;
}

export function createChatTokens(
  db: Db,
  lifetimes: TokenLifetimes = DEFAULT_TOKEN_LIFETIMES,
  now: () => number = Date.now,
): ChatTokens {
  let issued = 0;
  async function store(row: Omit<typeof chatToken.$inferInsert, 'tokenHash'>) {
    const token = newSecret();
    await db.insert(chatToken).values({ ...row, tokenHash: tokenHash(token) });
    // Now and then, drop expired tokens (a player's also go with their access session).
    if (++issued % 100 === 0) {
      await db.delete(chatToken).where(lt(chatToken.expiresAt, new Date(now())));
    }
    return { tokenChat: token, expiresAt: row.expiresAt.getTime() };
  }

  return {
    issueForPlayer(companyId, playerId, session) {
      const expiresAt = Math.min(now() + CHAT_TOKEN_TTL_MS, session.expiresAt.getTime());
      return store({
        companyId,
        userId: String(playerId),
        playerId,
        accessTokenId: session.id,
        expiresAt: new Date(expiresAt),
      });
    },
    issueForGuest(companyId, guestId) {
      return store({
        companyId,
        userId: guestId,
        guestId,
        expiresAt: new Date(now() + CHAT_TOKEN_TTL_MS),
      });
    },
    async ownerOf(companyId, token) {
      if (token.length < 16 || token.length > 256) return null;
      const [row] = await db
        .select({ token: chatToken, access: accessToken, player: userAccount, guest: chatGuest })
        .from(chatToken)
        .leftJoin(accessToken, eq(accessToken.id, chatToken.accessTokenId))
        .leftJoin(userAccount, eq(userAccount.id, chatToken.playerId))
        .leftJoin(chatGuest, eq(chatGuest.id, chatToken.guestId))
        .where(and(eq(chatToken.tokenHash, tokenHash(token)), eq(chatToken.companyId, companyId)));
      const at = now();
      if (!row || row.token.expiresAt.getTime() <= at) return null;
      if (row.token.guestId !== null) {
        return row.guest ? { kind: 'guest', guest: row.guest } : null;
      }
      const { access, player } = row;
      if (
        !access ||
        !player ||
        access.revokedAt !== null ||
        access.expiresAt.getTime() <= at ||
        access.lastUsedAt.getTime() + lifetimes.idleMs <= at ||
        !player.enabled
      ) {
        return null;
      }
      return { kind: 'player', player, accessTokenId: access.id };
    },
  };
}
