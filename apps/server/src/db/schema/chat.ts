// Chat (issue 15, modules/chat): group rooms, messages (group and private), private conversations
// with read marks, contacts, guests, chat tokens, uploaded images, service accounts and the
// slow-mode cooldowns. A chat identity's `user_id` is text: a player's id in decimal or a guest's
// 'G' + digits, so one column holds either.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accessToken, userAccount } from './accounts';
import { cascadeRef, createdAt } from './columns';
import { company } from './company';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A group room: the lobby (game_id null) or one per lottery game. `id` is what clients use. */
export const chatRoom = pgTable(
  'chat_room',
  {
    companyId: cascadeRef('company_id', () => company.id),
    id: text('id').notNull(),
    name: text('name').notNull(),
    gameId: integer('game_id'),
    /** Lowest chat level that may send. */
    minChatLevel: smallint('min_chat_level').notNull().default(1),
    /** Slow mode: seconds between two messages of one sender (0 off). */
    secPerMess: integer('sec_per_mess').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    check('chat_room_sec_per_mess_check', sql`${t.secPerMess} >= 0`),
  ],
);

/**
 * A message of a group room (kind 'room') or of a private conversation (kind 'private', room_id is
 * the conversation's). The id is the order: a larger id is a later message.
 */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    companyId: cascadeRef('company_id', () => company.id),
    kind: text('kind').notNull(),
    roomId: text('room_id').notNull(),
    senderId: text('sender_id').notNull(),
    /** Private messages: the receiver's user_id. */
    receiverId: text('receiver_id'),
    /** The sender's userinfo as it was when sent (ChatUserInfo). */
    userinfo: jsonb('userinfo').notNull(),
    /** 'text', 'image', 'system' or 'hongbao' (a red packet's card, issue 16). */
    type: text('type').notNull(),
    /** Plain text (never HTML); '' for images. */
    body: text('body').notNull().default(''),
    imageId: bigint('image_id', { mode: 'number' }),
    /** type 'hongbao': the red packet (hongbao_packet.id) the card opens. */
    hongbaoId: bigint('hongbao_id', { mode: 'bigint' }),
    deleted: boolean('deleted').notNull().default(false),
    createdAt,
  },
  (t) => [
    index('chat_message_room_idx').on(t.companyId, t.roomId, t.id),
    check('chat_message_kind_check', sql`${t.kind} in ('room', 'private')`),
    check('chat_message_type_check', sql`${t.type} in ('text', 'image', 'system', 'hongbao')`),
  ],
);

/**
 * A private conversation of two identities (user_a < user_b as text), its room id stable per pair,
 * with each side's read mark (the last message id it has read) for `unread`.
 */
export const chatConversation = pgTable(
  'chat_conversation',
  {
    companyId: cascadeRef('company_id', () => company.id),
    roomId: text('room_id').notNull(),
    userA: text('user_a').notNull(),
    userB: text('user_b').notNull(),
    aReadId: bigint('a_read_id', { mode: 'number' }).notNull().default(0),
    bReadId: bigint('b_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    /** Where a guest came from (init-room remark), shown to the service account. */
    remark: text('remark').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.roomId] }),
    index('chat_conversation_a_idx').on(t.companyId, t.userA, t.updatedAt),
    index('chat_conversation_b_idx').on(t.companyId, t.userB, t.updatedAt),
    check('chat_conversation_pair_check', sql`${t.userA} < ${t.userB}`),
  ],
);

/** A contact one identity added (createaccept adds both ways), with the name it gave. */
export const chatContact = pgTable(
  'chat_contact',
  {
    companyId: cascadeRef('company_id', () => company.id),
    ownerId: text('owner_id').notNull(),
    friendId: text('friend_id').notNull(),
    nickname: text('nickname').notNull().default(''),
    avatarId: smallint('avatar_id').notNull().default(0),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.ownerId, t.friendId] })],
);

/** A guest identity: its secret (hash_id) is stored as SHA-256 only. */
export const chatGuest = pgTable(
  'chat_guest',
  {
    id: text('id').primaryKey(),
    companyId: cascadeRef('company_id', () => company.id),
    nickname: text('nickname').notNull(),
    /** hex SHA-256 of the secret the guest holds. */
    secretHash: text('secret_hash').notNull().unique(),
    /** A public hash of the id, shown to the service account (contact hash_id). */
    publicHash: text('public_hash').notNull(),
    createdIp: text('created_ip').notNull().default(''),
    createdAt,
  },
  (t) => [index('chat_guest_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * Chat tokens: random, stored as SHA-256. A player's is bound to its access session (deleted with
 * it, and refused once that session is revoked or expired); a guest's to the guest.
 */
export const chatToken = pgTable(
  'chat_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: cascadeRef('company_id', () => company.id),
    userId: text('user_id').notNull(),
    playerId: integer('player_id').references(() => userAccount.id, { onDelete: 'cascade' }),
    accessTokenId: bigint('access_token_id', { mode: 'number' }).references(() => accessToken.id, {
      onDelete: 'cascade',
    }),
    guestId: text('guest_id').references(() => chatGuest.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt,
  },
  (t) => [
    index('chat_token_expires_idx').on(t.expiresAt),
    index('chat_token_access_idx').on(t.accessTokenId),
  ],
);

/** An uploaded image, re-encoded, with its thumbnail; served by id from our own path. */
export const chatImage = pgTable(
  'chat_image',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: cascadeRef('company_id', () => company.id),
    /** Random and unguessable: the image_id clients send and the name in the image's URL. */
    key: text('key').notNull().unique(),
    /** The uploader's user_id: only they may send it. */
    ownerId: text('owner_id').notNull(),
    /** Sniffed and re-encoded type (image/jpeg, image/png, image/gif, image/webp). */
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    thumbMime: text('thumb_mime').notNull(),
    thumbData: bytea('thumb_data').notNull(),
    createdAt,
  },
  (t) => [index('chat_image_owner_idx').on(t.companyId, t.ownerId)],
);

/** Player accounts with the customer-service role (the service console; /services talks to them). */
export const chatServiceAccount = pgTable('chat_service_account', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => userAccount.id, { onDelete: 'cascade' }),
  /** The name players and guests see (e.g. 在线客服). */
  nickname: text('nickname').notNull(),
  /** The default account /services opens (one per company). */
  isDefault: boolean('is_default').notNull().default(false),
  createdAt,
});

/**
 * Slow mode: until when a sender may not send again in a room. One row per (key); an upsert that
 * only moves `until` when it has passed lets exactly one of many parallel sends through.
 */
export const chatCooldown = pgTable(
  'chat_cooldown',
  {
    key: text('key').primaryKey(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_cooldown_until_idx').on(t.until)],
);
