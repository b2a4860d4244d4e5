// The one write of a player's chat mute (user_account.enable_chat, spec §5 userInfo.enableChat):
// the console's chat moderation (mute the sender of a message) and its players screen (mute /
// unmute) both call it, inside their own transaction so that the audit row commits with it. Chat
// reads a sender's standing fresh at every send (chat/people.ts senderState), so a mute holds from
// the next message on, on every instance, with nothing to invalidate.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { userAccount } from '../../db/schema';

export interface ChatMuteChange {
  playerId: number;
  account: string;
  /** enable_chat before and after (false: muted). */
  before: boolean;
  after: boolean;
}

/**
 * Sets player `playerId` of `companyId` muted (`muted` true) or not, locking the row; undefined when
 * the company has no such player. Writing the value it already has changes nothing but still
 * answers (the caller audits what was asked).
 */
export async function setChatMuted(
  tx: Tx,
  companyId: number,
  playerId: number,
  muted: boolean,
): Promise<ChatMuteChange | undefined> {
  const [row] = await tx
    .select({
      id: userAccount.id,
      account: userAccount.account,
      enableChat: userAccount.enableChat,
    })
    .from(userAccount)
    .where(and(eq(userAccount.id, playerId), eq(userAccount.companyId, companyId)))
    .for('update');
  if (!row) return undefined;
  const after = !muted;
  if (row.enableChat !== after)
    await tx.update(userAccount).set({ enableChat: after }).where(eq(userAccount.id, row.id));
  return { playerId: row.id, account: row.account, before: row.enableChat, after };
}
