// Private conversations: one row per pair (room id stable per pair), each side's read mark for
// `unread`, the newest message for the contact list; contacts' names (createaccept) per owner.
// Who may read one is conversationParty.ts's; what changes one is conversationWrites.ts's; the
// contact list and one contact are contactList.ts's (a conversation as a contact: contacts.ts).
// This factory only assembles them.
import type { ChatContact } from '@jinli/contract';
import type { Db, Tx } from '../../db/client';
import { contactOf, listContacts } from './contactList';
import { assertParty } from './conversationParty';
import {
  addContact,
  markConversationRead,
  openConversation,
  touchConversation,
} from './conversationWrites';
import type { ChatIdentity, People } from './people';
import type { ChatPresence } from './types';

export interface Conversations {
  /** Creates the pair's conversation unless it exists (a remark is kept once given). */
  open(tx: Tx | Db, companyId: number, a: string, b: string, remark: string): Promise<string>;
  /** After a message of `senderId`: newest message, updated time, the sender's read mark. */
  touch(
    tx: Tx | Db,
    companyId: number,
    roomId: string,
    senderId: string,
    messageId: number,
  ): Promise<void>;
  /** Throws unless `userId` is one of the conversation's two parties. */
  assertParty(companyId: number, roomId: string, userId: string): Promise<void>;
  markRead(companyId: number, roomId: string, userId: string, messageId: number): Promise<void>;
  /** The viewer's conversations, newest first; `onlyGuests` keeps those with guests. */
  list(
    viewerId: string,
    options?: { onlyGuests?: boolean; offset?: number; limit?: number },
  ): Promise<{ items: ChatContact[]; total: number }>;
  /** The contact `partner` as `viewerId` sees it (room id even before the first message). */
  contact(viewerId: string, partner: ChatIdentity): Promise<ChatContact>;
  /** Adds the contact both ways with the names given (createaccept). */
  addContact(
    companyId: number,
    owner: { id: string; nickname?: string | undefined; avatarId?: number | undefined },
    friend: { id: string; nickname?: string | undefined; avatarId?: number | undefined },
  ): Promise<void>;
}

export function createConversations(deps: {
  db: Db;
  people: People;
  companyId: () => Promise<number>;
  presence: ChatPresence;
  now: () => number;
}): Conversations {
  const { db, people, companyId } = deps;
  return {
    open: openConversation,
    touch: (tx, cid, roomId, senderId, messageId) =>
      touchConversation(tx, cid, roomId, senderId, messageId, deps.now()),
    assertParty: (cid, roomId, userId) => assertParty(db, cid, roomId, userId),
    markRead: (cid, roomId, userId, messageId) =>
      markConversationRead(db, cid, roomId, userId, messageId),
    list: async (viewerId, options = {}) =>
      listContacts(db, people, await companyId(), viewerId, options),
    contact: async (viewerId, partner) =>
      contactOf(db, people, await companyId(), viewerId, partner),
    addContact: (cid, owner, friend) => addContact(db, cid, owner, friend),
  };
}
