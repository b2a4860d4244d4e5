// A packet as stored and as the screens see it: its status at an instant, its summary, and the
// reads of a packet and of a user's share.
import type { HongbaoPerson, HongbaoSummary } from '@jinli/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { hongbaoPacket, hongbaoShare } from '../../db/schema';

export type PacketRow = typeof hongbaoPacket.$inferSelect;

/** Largest id the database can hold (a longer decimal is simply not found). */
const INT8_MAX = 9_223_372_036_854_775_807n;

/** 'open', 'finished' or 'expired' at `at`. */
export function statusOf(packet: PacketRow, at: number): HongbaoSummary['status'] {
  if (packet.takenCount >= packet.count) return 'finished';
  if (packet.refundedAt !== null || packet.expiresAt.getTime() <= at) return 'expired';
  return 'open';
}

export function summaryOf(
  packet: PacketRow,
  sender: HongbaoPerson,
  myAmount: bigint | null,
  at: number,
): HongbaoSummary {
  return {
    id: String(packet.id),
    room_id: packet.roomId,
    kind: packet.kind === 'equal' ? 'equal' : 'lucky',
    greeting: packet.greeting,
    sender,
    totalAmount: Number(packet.totalAmount),
    count: packet.count,
    takenCount: packet.takenCount,
    takenAmount: Number(packet.takenAmount),
    status: statusOf(packet, at),
    createdAt: packet.createdAt.getTime(),
    expiresAt: packet.expiresAt.getTime(),
    finishedAt: packet.finishedAt?.getTime() ?? null,
    refundAmount: packet.refundAmount === null ? null : Number(packet.refundAmount),
    myAmount: myAmount === null ? null : Number(myAmount),
  };
}

/** A packet of this company by its decimal id, read with `q` (a transaction or the database). */
export async function packetOf(
  q: Db | Tx,
  cid: number,
  id: string,
): Promise<PacketRow | undefined> {
  if (!/^\d{1,19}$/.test(id) || BigInt(id) > INT8_MAX) return undefined;
  const [packet] = await q
    .select()
    .from(hongbaoPacket)
    .where(and(eq(hongbaoPacket.id, BigInt(id)), eq(hongbaoPacket.companyId, cid)));
  return packet;
}

/** `userId`'s share of a packet, if they took one. */
export async function shareOf(q: Db | Tx, packetId: bigint, userId: number) {
  const [share] = await q
    .select({ amount: hongbaoShare.amount, grabbedAt: hongbaoShare.grabbedAt })
    .from(hongbaoShare)
    .where(and(eq(hongbaoShare.packetId, packetId), eq(hongbaoShare.userId, userId)));
  return share;
}
