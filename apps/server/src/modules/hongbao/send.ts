// Sending a red packet: the sender's wallet row is locked first (so the day's sum under the daily
// cap cannot be passed by parallel sends), then, in that one transaction, the 红包发出 debit, the
// packet with every share already drawn, and its card posted in the room through chat. The card is
// fanned out after the commit, like any room message.
import type {
  ChatMessage,
  HongbaoPerson,
  HongbaoSummary,
  hongbaoSendBodySchema,
} from '@jinli/contract';
import { LEDGER_CODE } from '@jinli/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../db/rows';
import { hongbaoPacket, hongbaoShare, type UserRow } from '../../db/schema';
import { isPrivateRoomId } from '../chat/identity';
import { hongbaoCardOf, toChatMessage } from '../chat/messages';
import { enabledRoomOf, playerAsSender, postCard } from '../chat/posting';
import { roomRefusal } from '../chat/rules';
import { chatTopics } from '../chat/types';
import { runIdempotent } from '../wallet/idempotency';
import { lockWallets, postLedger } from '../wallet/ledger';
import { bad, forbid, type HongbaoContext, refuseTrial, ts } from './context';
import { summaryOf } from './packets';
import { planSend, readHongbaoRules } from './rules';
import { HONGBAO_TEXT } from './texts';

export type SendBody = z.output<typeof hongbaoSendBodySchema>;

const HOUR_MS = 3_600_000;

/** The group room a packet may be sent to, and the sender's userinfo if `user` may write in it. */
async function roomForSend(ctx: HongbaoContext, cid: number, user: UserRow, roomId: string) {
  if (isPrivateRoomId(roomId)) throw bad(HONGBAO_TEXT.roomOnly);
  await ctx.chat.assertAvailable();
  const room = await enabledRoomOf(ctx.db, cid, roomId);
  if (!room) throw bad(HONGBAO_TEXT.roomOnly);
  const { state, userinfo } = await playerAsSender(ctx.people, cid, user.id);
  if (roomRefusal(state, room.minChatLevel) !== null) throw forbid(HONGBAO_TEXT.noChat);
  return { room, userinfo };
}

export async function send(
  ctx: HongbaoContext,
  user: UserRow,
  body: SendBody,
  key: string | undefined,
): Promise<HongbaoSummary> {
  const { db, pubsub } = ctx;
  refuseTrial(user);
  const cid = await ctx.chat.companyId();
  const rules = await readHongbaoRules(db, cid);
  const plan = planSend(rules, body, ctx.random);
  if (!plan.ok) throw bad(plan.msg);
  const { room, userinfo } = await roomForSend(ctx, cid, user, body.room_id);
  await ctx.accounts.checkFundPassword(user, body.fundPwd);
  const total = BigInt(plan.total);
  const dailyCap = BigInt(rules.dailyCap);
  const sender: HongbaoPerson = {
    userId: user.id,
    nickname: userinfo.nickname,
    avatarId: userinfo.avatarId,
  };

  let card: ChatMessage | undefined;
  const summary = await runIdempotent(
    db,
    { userId: user.id, key, scope: 'hongbaoSend', body },
    async (tx) => {
      const at = ctx.now();
      // The wallet row first: this sender's sends queue here, so the day's sum is exact.
      await lockWallets(tx, [user.id]);
      const [today] = await rowsOf<{ total: string | number | bigint }>(
        tx,
        sql`select coalesce(sum(total_amount), 0)::text as total from hongbao_packet
            where sender_id = ${user.id}
              and created_at >= (date_trunc('day', ${ts(at)} at time zone ${rules.timeZone})
                                 at time zone ${rules.timeZone})`,
      );
      const sentToday = BigInt(today?.total ?? 0);
      if (sentToday + total > dailyCap) throw bad(HONGBAO_TEXT.dailyCap(dailyCap - sentToday));

      const [packet] = await tx
        .insert(hongbaoPacket)
        .values({
          companyId: cid,
          senderId: user.id,
          roomId: room.id,
          kind: body.kind,
          totalAmount: total,
          count: plan.shares.length,
          greeting: plan.greeting,
          expiresAt: new Date(at + rules.expiryHours * HOUR_MS),
          createdAt: new Date(at),
        })
        .returning();
      if (!packet) throw new Error('hongbao: packet insert returned nothing');
      await tx.insert(hongbaoShare).values(
        plan.shares.map((amount, i) => ({
          packetId: packet.id,
          seq: i + 1,
          amount: BigInt(amount),
        })),
      );
      // 余额不足 here rolls everything back.
      await postLedger(tx, {
        userId: user.id,
        type: LEDGER_CODE.hongbaoSend,
        amount: -total,
        refType: 'hongbao',
        refId: String(packet.id),
        remark: HONGBAO_TEXT.sendRemark(room.name),
      });
      await ctx.faults.reached('hongbao:sent', { userId: user.id, ref: String(packet.id) });
      const message = await postCard(tx, {
        companyId: cid,
        roomId: room.id,
        senderId: String(user.id),
        userinfo,
        type: 'hongbao',
        body: plan.greeting,
        hongbaoId: packet.id,
      });
      const [stored] = await tx
        .update(hongbaoPacket)
        .set({ messageId: message.id })
        .where(eq(hongbaoPacket.id, packet.id))
        .returning();
      card = toChatMessage(message, undefined, undefined, hongbaoCardOf(packet));
      return summaryOf(stored ?? packet, sender, null, at);
    },
  );
  // After the commit (a card of a rolled-back send must never show); a replay sends nothing.
  // The send is done whatever the fan-out does: the card is stored, and a room that missed
  // it reads it from history on reconnect. An error here would tell the sender it failed.
  if (card)
    await pubsub
      .publish(chatTopics.room(room.id), JSON.stringify(card))
      .catch(
        ctx.onPublishError ??
          ((error: unknown) => console.error('hongbao: a card was not published', error)),
      );
  return summary;
}
