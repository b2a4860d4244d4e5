// Guest identities (spec §3: user_guest_id, user_guest_name, user_guest_hash_id): made on request,
// limited per client address so that nobody can fill the database with them. The secret (hash_id)
// is handed out once and stored as its SHA-256; it is what buys a guest chat token.
import { type ChatGuest, ErrorCode } from '@jinli/contract';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatGuest } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { tokenHash } from '../accounts/tokens';
import {
  addressSubject,
  checkLimit,
  type LimitRule,
  type RateLimiter,
  recordAttempt,
} from '../accounts/rateLimits';
import { guestNickname, newGuestId, newSecret } from './identity';
import { CHAT_TEXT } from './texts';

/** Guest identities one address may make: 10 a minute, 60 a day. */
export const DEFAULT_GUEST_ID_LIMITS: readonly LimitRule[] = [
  { max: 10, windowMs: 60_000 },
  { max: 60, windowMs: 24 * 60 * 60_000 },
];

export interface Guests {
  create(companyId: number, address: string): Promise<ChatGuest>;
  /** The guest whose secret is `secret`, or undefined. */
  bySecret(companyId: number, secret: string): Promise<typeof chatGuest.$inferSelect | undefined>;
}

/** The public hash of a guest id shown to service accounts (never the secret). */
export const publicHashOf = (guestId: string) =>
  createHash('sha256').update(`guest:${guestId}`).digest('hex').slice(0, 16);

export function createGuests(
  db: Db,
  limiter: RateLimiter,
  limits: readonly LimitRule[] = DEFAULT_GUEST_ID_LIMITS,
): Guests {
  return {
    async create(companyId, address) {
      const subject = addressSubject(address);
      await checkLimit(limiter, 'chat_guest', subject, limits, CHAT_TEXT.guestIdLimit);
      await recordAttempt(limiter, 'chat_guest', subject, limits);
      for (let attempt = 0; attempt < 5; attempt++) {
        const id = newGuestId();
        const secret = newSecret();
        const nickname = guestNickname(id);
        const [row] = await db
          .insert(chatGuest)
          .values({
            id,
            companyId,
            nickname,
            secretHash: tokenHash(secret),
            publicHash: publicHashOf(id),
            createdIp: address.slice(0, 64),
          })
          .onConflictDoNothing()
          .returning({ id: chatGuest.id });
        if (row) return { guest_id: id, nickname, hash_id: secret };
      }
      throw new AppError(ErrorCode.CONFLICT);
    },
    async bySecret(companyId, secret) {
      if (secret.length < 16 || secret.length > 256) return undefined;
      const [row] = await db
        .select()
        .from(chatGuest)
        .where(
          and(eq(chatGuest.secretHash, tokenHash(secret)), eq(chatGuest.companyId, companyId)),
        );
      return row;
    },
  };
}
