// Grabbing a share: one guarded update of the packet row (taken_count < count, not refunded, not
// expired) hands out share number taken_count + 1, so grabs of one packet queue on its row and the
// k-th grab takes share k; the 红包领取 credit is in the same transaction, and (packet, user) is
// unique, so a user gets one share whatever the retries. A crash rolls the whole grab back.
import type { HongbaoGrabResult } from '@jinli/contract';
import { LEDGER_CODE } from '@jinli/domain';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { hongbaoPacket, hongbaoShare, type UserRow } from '../../db/schema';
import { runIdempotent } from '../wallet/idempotency';
import { postLedger } from '../wallet/ledger';
import { type HongbaoContext, notFound, refuseTrial, ts } from './context';
import { type PacketRow, packetOf, shareOf, statusOf, summaryOf } from './packets';
import { HONGBAO_TEXT } from './texts';

export async function grab(
  ctx: HongbaoContext,
  user: UserRow,
  id: string,
  key: string | undefined,
): Promise<HongbaoGrabResult> {
  const { db } = ctx;
  refuseTrial(user);
  const cid = await ctx.chat.companyId();
  const found = await packetOf(db, cid, id);
  if (!found) throw notFound();
  const packetId = found.id;
  const sender = await ctx.persons.senderOf(cid, found.senderId);
  const answerOf = (
    outcome: HongbaoGrabResult['outcome'],
    amount: bigint | null,
    packet: PacketRow,
    at: number,
  ): HongbaoGrabResult => ({
    outcome,
    amount: amount === null ? null : Number(amount),
    packet: summaryOf(packet, sender, amount, at),
  });

  // A finished or expired packet moves no money: without a key whose first answer must be
  // replayed, it is answered from two reads (most of a burst's grabs come here).
  const seen = ctx.now();
  const status = statusOf(found, seen);
  if (key === undefined && status !== 'open') {
    const mine = await shareOf(db, packetId, user.id);
    if (mine) return answerOf('already', mine.amount, found, seen);
    return answerOf(status === 'finished' ? 'empty' : 'expired', null, found, seen);
  }

  return runIdempotent(
    db,
    { userId: user.id, key, scope: 'hongbaoGrab', body: { id } },
    async (tx): Promise<HongbaoGrabResult> => {
      const at = ctx.now();
      // One grab per (packet, user) at a time: the check below cannot be passed twice at once.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`hongbao:${packetId}:${user.id}`}))`,
      );
      const answer = async (outcome: HongbaoGrabResult['outcome'], amount: bigint | null) =>
        answerOf(outcome, amount, (await packetOf(tx, cid, id)) ?? found, at);
      const mine = await shareOf(tx, packetId, user.id);
      if (mine) return answer('already', mine.amount);
      // The packet row lock: grabs of this packet and its refund queue here.
      const [claimed] = await rowsOf<{ taken_count: number }>(
        tx,
        sql`update hongbao_packet
            set taken_count = taken_count + 1,
                finished_at = case when taken_count + 1 = count then ${ts(at)} else null end
            where id = ${packetId} and taken_count < count and refunded_at is null
              and expires_at > ${ts(at)}
            returning taken_count`,
      );
      if (!claimed) {
        const packet = (await packetOf(tx, cid, id)) ?? found;
        const outcome = packet.takenCount >= packet.count ? 'empty' : 'expired';
        return answerOf(outcome, null, packet, at);
      }
      const [share] = await tx
        .update(hongbaoShare)
        .set({ userId: user.id, grabbedAt: new Date(at) })
        .where(
          and(
            eq(hongbaoShare.packetId, packetId),
            eq(hongbaoShare.seq, Number(claimed.taken_count)),
            sql`${hongbaoShare.userId} is null`,
          ),
        )
        .returning({ amount: hongbaoShare.amount });
      if (!share) throw new Error(`hongbao ${packetId}: share ${claimed.taken_count} missing`);
      await tx
        .update(hongbaoPacket)
        .set({ takenAmount: sql`${hongbaoPacket.takenAmount} + ${share.amount}` })
        .where(eq(hongbaoPacket.id, packetId));
      await ctx.faults.reached('hongbao:grabbing', { userId: user.id, ref: String(packetId) });
      await postLedger(tx, {
        userId: user.id,
        type: LEDGER_CODE.hongbaoGrab,
        amount: share.amount,
        refType: 'hongbao',
        refId: `${packetId}:${user.id}`,
        remark: HONGBAO_TEXT.grabRemark(sender.nickname),
      });
      return answer('got', share.amount);
    },
  );
}
