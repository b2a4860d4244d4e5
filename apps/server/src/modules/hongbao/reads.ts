// What the screens read of red packets: a packet with who took what (the luckiest marked once it
// is finished), and a user's history of sent or taken packets by year.
import type { HongbaoDetail, HongbaoHistory, hongbaoHistoryQuerySchema } from '@jinli/contract';
import { luckiestIndex } from '@jinli/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../db/rows';
import { hongbaoPacket, hongbaoShare, type UserRow } from '../../db/schema';
import { type HongbaoContext, notFound, ts } from './context';
import { type PacketRow, packetOf, summaryOf } from './packets';
import { readHongbaoRules } from './rules';

export type HistoryQuery = z.output<typeof hongbaoHistoryQuerySchema>;

export async function detail(
  ctx: HongbaoContext,
  user: UserRow,
  id: string,
): Promise<HongbaoDetail> {
  const { db } = ctx;
  const cid = await ctx.chat.companyId();
  const packet = await packetOf(db, cid, id);
  if (!packet) throw notFound();
  const at = ctx.now();
  const shares = await db
    .select()
    .from(hongbaoShare)
    .where(and(eq(hongbaoShare.packetId, packet.id), sql`${hongbaoShare.userId} is not null`))
    .orderBy(asc(hongbaoShare.seq));
  const persons = await ctx.persons.personsOf(cid, [
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
}

export async function history(
  ctx: HongbaoContext,
  user: UserRow,
  query: HistoryQuery,
): Promise<HongbaoHistory> {
  const { db } = ctx;
  const cid = await ctx.chat.companyId();
  const rules = await readHongbaoRules(db, cid);
  const zone = rules.timeZone;
  const at = ctx.now();
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
  const persons = await ctx.persons.personsOf(
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
}
