// Red packets (issue 16): sending, grabbing, the detail and the history. Money moves exactly once:
//
// - Send: the sender's wallet row is locked first (so the day's sum under the daily cap cannot be
//   passed by parallel sends), then, in that one transaction, the 红包发出 debit, the packet with
//   every share already drawn, and the card (a chat message of type 'hongbao'). The card is fanned
//   out to the room after the commit, like any room message.
// - Grab: one guarded update of the packet row (taken_count < count, not refunded, not expired)
//   hands out share number taken_count + 1, so grabs of one packet queue on its row and the k-th
//   grab takes share k; the 红包领取 credit is in the same transaction, and (packet, user) is
//   unique, so a user gets one share whatever the retries. A crash rolls the whole grab back.
// - The expiry job (expiry.ts) refunds under the same packet row lock, so a refund and a grab
//   never both count a share.
//
// Idempotency-Key: send and grab run through runIdempotent, so a replay answers the first result.
import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  type HongbaoDetail,
  type HongbaoGrabResult,
  type HongbaoHistory,
  type HongbaoPerson,
  type HongbaoRules,
  type HongbaoSummary,
  type ChatMessage,
  type hongbaoHistoryQuerySchema,
  type hongbaoSendBodySchema,
} from '@jinli/contract';
import { isTrialAccount, LEDGER_CODE, luckiestIndex } from '@jinli/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { hongbaoPacket, hongbaoShare, type UserRow } from '../../db/schema';
import { type FaultSeam, noFaults } from '../../faults/seam';
import { AppError } from '../../http/AppError';
import type { PubSub } from '../../realtime/pubsub';
import type { AccountService } from '../accounts/service';
import { isPrivateRoomId } from '../chat/identity';
import { hongbaoCardOf, toChatMessage } from '../chat/messages';
import type { People } from '../chat/people';
import { enabledRoomOf, playerAsSender, postCard } from '../chat/posting';
import { roomRefusal } from '../chat/rules';
import type { ChatService } from '../chat/service';
import { chatTopics } from '../chat/types';
import { runIdempotent } from '../wallet/idempotency';
import { lockWallets, postLedger } from '../wallet/ledger';
import { planSend, publicRules, readHongbaoRules } from './rules';
import { HONGBAO_TEXT } from './texts';

export type PacketRow = typeof hongbaoPacket.$inferSelect;
type SendBody = z.output<typeof hongbaoSendBodySchema>;
type HistoryQuery = z.output<typeof hongbaoHistoryQuerySchema>;

/** Largest id the database can hold (a longer decimal is simply not found). */
const INT8_MAX = 9_223_372_036_854_775_807n;
const HOUR_MS = 3_600_000;
/** How long a grabbed packet's sender is remembered (ms). */
const SENDER_CACHE_MS = 5_000;

export interface HongbaoServiceDeps {
  db: Db;
  pubsub: PubSub;
  accounts: Pick<AccountService, 'checkFundPassword'>;
  chat: Pick<ChatService, 'companyId' | 'assertAvailable'>;
  people: People;
  now?: () => number;
  /** A number in [0, 1) for the lucky split; default crypto-random. */
  random?: () => number;
  /** The money paths' steps (the fault suite); default none. */
  faults?: FaultSeam | undefined;
  /** Where a card that could not be published goes (Redis away); default stderr. */
  onPublishError?: (error: unknown) => void;
}

export interface HongbaoService {
  rules(user: UserRow): Promise<HongbaoRules>;
  send(user: UserRow, body: SendBody, key: string | undefined): Promise<HongbaoSummary>;
  grab(user: UserRow, id: string, key: string | undefined): Promise<HongbaoGrabResult>;
  detail(user: UserRow, id: string): Promise<HongbaoDetail>;
  history(user: UserRow, query: HistoryQuery): Promise<HongbaoHistory>;
}

/** Crypto-random number in [0, 1) with 48 bits. */
const cryptoRandom = () => randomInt(2 ** 47) / 2 ** 47;

const forbid = (msg: string) => new AppError(ErrorCode.FORBIDDEN, msg);
const bad = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);
const notFound = () => new AppError(ErrorCode.NOT_FOUND, HONGBAO_TEXT.notFound);

/** Timestamps as SQL parameters (postgres-js does not serialise a Date inside raw SQL). */
const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** 'open', 'finished' or 'expired' at `at`. */
export function statusOf(packet: PacketRow, at: number): HongbaoSummary['status'] {
  if (packet.takenCount >= packet.count) return 'finished';
  if (packet.refundedAt !== null || packet.expiresAt.getTime() <= at) return 'expired';
  return 'open';
}

/** Trial accounts play with play money: it must not reach real players through red packets. */
function refuseTrial(user: UserRow): void {
  if (isTrialAccount(user.type)) throw forbid(HONGBAO_TEXT.trial);
}

export function createHongbaoService(deps: HongbaoServiceDeps): HongbaoService {
  const faults = deps.faults ?? noFaults;
  const { db, pubsub, people } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? cryptoRandom;

  /** How the screens show players: chat's nickname and avatar. */
  async function personsOf(
    cid: number,
    userIds: readonly number[],
  ): Promise<Map<number, HongbaoPerson>> {
    const found = await people.identities(cid, [...new Set(userIds)].map(String));
    const persons = new Map<number, HongbaoPerson>();
    for (const id of userIds) {
      const identity = found.get(String(id));
      persons.set(id, {
        userId: id,
        nickname: identity?.nickname ?? '',
        avatarId: identity?.avatarId ?? 1,
      });
    }
    return persons;
  }

  /**
   * The sender of a packet being grabbed, remembered for a few seconds: a burst of a thousand
   * grabs of one packet would otherwise read the same person a thousand times. A name or avatar
   * change shows within SENDER_CACHE_MS.
   */
  const senders = new Map<number, { until: number; person: Promise<HongbaoPerson> }>();
  function senderOf(cid: number, senderId: number): Promise<HongbaoPerson> {
    const at = now();
    const cached = senders.get(senderId);
    if (cached && cached.until > at) return cached.person;
    if (senders.size >= 1_000) senders.clear();
    const person = personsOf(cid, [senderId]).then((found) => found.get(senderId)!);
    senders.set(senderId, { until: at + SENDER_CACHE_MS, person });
    person.catch(() => senders.delete(senderId));
    return person;
  }

  function summaryOf(
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
  async function packetOf(q: Db | Tx, cid: number, id: string): Promise<PacketRow | undefined> {
    if (!/^\d{1,19}$/.test(id) || BigInt(id) > INT8_MAX) return undefined;
    const [packet] = await q
      .select()
      .from(hongbaoPacket)
      .where(and(eq(hongbaoPacket.id, BigInt(id)), eq(hongbaoPacket.companyId, cid)));
    return packet;
  }

  async function shareOf(q: Db | Tx, packetId: bigint, userId: number) {
    const [share] = await q
      .select({ amount: hongbaoShare.amount, grabbedAt: hongbaoShare.grabbedAt })
      .from(hongbaoShare)
      .where(and(eq(hongbaoShare.packetId, packetId), eq(hongbaoShare.userId, userId)));
    return share;
  }

  /** The group room a packet may be sent to, and the sender's userinfo if `user` may write in it. */
  async function roomForSend(cid: number, user: UserRow, roomId: string) {
    if (isPrivateRoomId(roomId)) throw bad(HONGBAO_TEXT.roomOnly);
    await deps.chat.assertAvailable();
    const room = await enabledRoomOf(db, cid, roomId);
    if (!room) throw bad(HONGBAO_TEXT.roomOnly);
    const { state, userinfo } = await playerAsSender(people, cid, user.id);
    if (roomRefusal(state, room.minChatLevel) !== null) throw forbid(HONGBAO_TEXT.noChat);
    return { room, userinfo };
  }

  return {
    async rules() {
      return publicRules(await readHongbaoRules(db, await deps.chat.companyId()));
    },

    async send(user, body, key) {
      refuseTrial(user);
      const cid = await deps.chat.companyId();
      const rules = await readHongbaoRules(db, cid);
      const plan = planSend(rules, body, random);
      if (!plan.ok) throw bad(plan.msg);
      const { room, userinfo } = await roomForSend(cid, user, body.room_id);
      await deps.accounts.checkFundPassword(user, body.fundPwd);
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
          const at = now();
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
          await faults.reached('hongbao:sent', { userId: user.id, ref: String(packet.id) });
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
            deps.onPublishError ??
              ((error: unknown) => console.error('hongbao: a card was not published', error)),
          );
      return summary;
    },

    async grab(user, id, key) {
      refuseTrial(user);
      const cid = await deps.chat.companyId();
      const found = await packetOf(db, cid, id);
      if (!found) throw notFound();
      const packetId = found.id;
      const sender = await senderOf(cid, found.senderId);
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
      const seen = now();
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
          const at = now();
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
          await faults.reached('hongbao:grabbing', { userId: user.id, ref: String(packetId) });
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
    },

    async detail(user, id) {
      const cid = await deps.chat.companyId();
      const packet = await packetOf(db, cid, id);
      if (!packet) throw notFound();
      const at = now();
      const shares = await db
        .select()
        .from(hongbaoShare)
        .where(and(eq(hongbaoShare.packetId, packet.id), sql`${hongbaoShare.userId} is not null`))
        .orderBy(asc(hongbaoShare.seq));
      const persons = await personsOf(cid, [
        packet.senderId,
        ...shares.map((share) => share.userId!),
      ]);
      // Shares were handed out in seq order, so seq order is taking order (first taker on a tie).
      const finished = packet.takenCount >= packet.count;
      const luckiest = finished ? luckiestIndex(shares.map((share) => Number(share.amount))) : -1;
      const claims = shares.map((share, i) => ({
        user: persons.get(share.userId!)!,
        amount: Number(share.amount),
        grabbedAt: share.grabbedAt?.getTime() ?? 0,
        luckiest: i === luckiest,
      }));
      const mine = shares.find((share) => share.userId === user.id);
      return {
        packet: summaryOf(packet, persons.get(packet.senderId)!, mine?.amount ?? null, at),
        claims: claims.reverse(),
      };
    },

    async history(user, query) {
      const cid = await deps.chat.companyId();
      const rules = await readHongbaoRules(db, cid);
      const zone = rules.timeZone;
      const at = now();
      const [current] = await rowsOf<{ year: number }>(
        db,
        sql`select extract(year from ${ts(at)} at time zone ${zone})::int as year`,
      );
      const year = query.year ?? Number(current?.year);
      const offset = (query.page - 1) * query.rows;
      const sent = query.type === 'sent';
      // The row's time: when sent, or when the share was taken.
      const timeColumn = sent ? sql`p.created_at` : sql`s.grabbed_at`;
      const from = sent
        ? sql`from hongbao_packet p where p.sender_id = ${user.id}`
        : sql`from hongbao_share s join hongbao_packet p on p.id = s.packet_id
              where s.user_id = ${user.id}`;
      const inYear = sql`and extract(year from ${timeColumn} at time zone ${zone}) = ${year}`;
      const amountColumn = sent ? sql`p.total_amount` : sql`s.amount`;
      const [totals] = await rowsOf<{ n: number; total: string; luckiest: number }>(
        db,
        sql`select count(*)::int as n, coalesce(sum(${amountColumn}), 0)::text as total,
                   ${
                     sent
                       ? sql`0`
                       : sql`count(*) filter (where p.finished_at is not null and not exists (
                           select 1 from hongbao_share o where o.packet_id = s.packet_id
                             and (o.amount > s.amount or (o.amount = s.amount and o.seq < s.seq))))`
                   }::int as luckiest
            ${from} ${inYear}`,
      );
      const years = await rowsOf<{ year: number }>(
        db,
        sql`select distinct extract(year from ${timeColumn} at time zone ${zone})::int as year
            ${from} order by year desc`,
      );
      const rows = await rowsOf<{ id: string; amount: string; time: Date | string }>(
        db,
        sql`select p.id::text as id, ${amountColumn}::text as amount, ${timeColumn} as time
            ${from} ${inYear}
            order by ${timeColumn} desc, p.id desc limit ${query.rows} offset ${offset}`,
      );
      const packets = new Map<string, PacketRow>();
      if (rows.length > 0) {
        const found = await db
          .select()
          .from(hongbaoPacket)
          .where(
            inArray(
              hongbaoPacket.id,
              rows.map((row) => BigInt(row.id)),
            ),
          );
        for (const packet of found) packets.set(String(packet.id), packet);
      }
      const persons = await personsOf(
        cid,
        [...packets.values()].map((packet) => packet.senderId),
      );
      return {
        data: rows.flatMap((row) => {
          const packet = packets.get(row.id);
          if (!packet) return [];
          const amount = BigInt(row.amount);
          return [
            {
              packet: summaryOf(packet, persons.get(packet.senderId)!, sent ? null : amount, at),
              amount: Number(amount),
              time: new Date(row.time).getTime(),
            },
          ];
        }),
        totalCount: Number(totals?.n ?? 0),
        year,
        yearAmount: Number(totals?.total ?? 0),
        yearCount: Number(totals?.n ?? 0),
        luckiestCount: Number(totals?.luckiest ?? 0),
        years: years.map((row) => Number(row.year)),
      };
    },
  };
}
