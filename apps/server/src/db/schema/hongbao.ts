// Red packets (红包, issue 16, modules/hongbao): a packet a player sends to a group room, split into
// its shares when it is sent (so a grab only claims a share row), and who took which share. Money
// columns are bigint thousandths. Exactly once: a share is claimed by an update guarded by
// `user_id is null`, (packet_id, user_id) is unique, and the packet's refund is an update guarded
// by `refunded_at is null`, each in the transaction of its ledger row.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userAccount } from './accounts';
import { cascadeRef, createdAt, money } from './columns';
import { company } from './company';

/** A red packet: what was sent, where, and how far it has been taken. */
export const hongbaoPacket = pgTable(
  'hongbao_packet',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    companyId: cascadeRef('company_id', () => company.id),
    senderId: cascadeRef('sender_id', () => userAccount.id),
    /** The group room it was sent to (chat_room.id). */
    roomId: text('room_id').notNull(),
    /** 'lucky' (拼手气: random shares) or 'equal'. */
    kind: text('kind').notNull(),
    totalAmount: money('total_amount').notNull(),
    count: integer('count').notNull(),
    greeting: text('greeting').notNull(),
    /** The chat message that carries its card (set once the card is stored). */
    messageId: bigint('message_id', { mode: 'bigint' }),
    /** Shares taken so far, and their sum. */
    takenCount: integer('taken_count').notNull().default(0),
    takenAmount: money('taken_amount')
      .notNull()
      .default(sql`0`),
    /** When the last share was taken. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the untaken rest went back to the sender (红包退回), and how much. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundAmount: money('refund_amount'),
    createdAt,
  },
  (t) => [
    index('hongbao_packet_sender_idx').on(t.senderId, t.createdAt),
    index('hongbao_packet_room_idx').on(t.companyId, t.roomId, t.createdAt),
    // The expiry job's scan: packets not finished and not refunded, by expiry.
    index('hongbao_packet_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.refundedAt} is null and ${t.finishedAt} is null`),
    check('hongbao_packet_kind_check', sql`${t.kind} in ('lucky', 'equal')`),
    check('hongbao_packet_count_check', sql`${t.count} > 0`),
    check('hongbao_packet_total_check', sql`${t.totalAmount} > 0`),
  ],
);

/** One share of a packet, drawn when the packet was sent; `user_id` set when someone takes it. */
export const hongbaoShare = pgTable(
  'hongbao_share',
  {
    packetId: bigint('packet_id', { mode: 'bigint' })
      .notNull()
      .references(() => hongbaoPacket.id, { onDelete: 'cascade' }),
    /** 1..count: the order shares are handed out in. */
    seq: integer('seq').notNull(),
    amount: money('amount').notNull(),
    userId: integer('user_id').references(() => userAccount.id, { onDelete: 'cascade' }),
    grabbedAt: timestamp('grabbed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.packetId, t.seq] }),
    uniqueIndex('hongbao_share_packet_user_idx').on(t.packetId, t.userId),
    index('hongbao_share_user_idx').on(t.userId, t.grabbedAt),
    check('hongbao_share_amount_check', sql`${t.amount} > 0`),
  ],
);
