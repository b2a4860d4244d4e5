// The dashboard's figures, each one grouped query over the range (by day, and by game where the
// games differ): sign-ups, first recharges, paid recharges and withdrawals, lottery bets and
// payouts, game-center rounds and payouts, red packets. Rows come back as (day, key, figures).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { type DayBuckets, dayIndexOf, inRange } from './dayBuckets';

/** A grouped row: the day index, an optional key (game), a count and a sum (thousandths). */
export interface DayRow {
  day: number;
  key: string;
  n: number;
  total: bigint;
}

type Raw = { day: number | string; key: string | null; n: number | string; total: unknown };
const toRows = (rows: Raw[]): DayRow[] =>
  rows.map((row) => ({
    day: Number(row.day),
    key: row.key ?? '',
    n: Number(row.n),
    total: BigInt(String(row.total ?? 0)),
  }));

const at = (column: string) => sql.raw(column);

/** Every grouped figure of the range for company `companyId`. */
export async function dashboardRows(db: Db, companyId: number, b: DayBuckets) {
  const q = (query: ReturnType<typeof sql>) => rowsOf<Raw>(db, query).then(toRows);
  const [
    registrations,
    firstRecharges,
    recharges,
    withdrawals,
    bets,
    payouts,
    rounds,
    roundPayouts,
    hongbao,
  ] = await Promise.all([
    q(sql`select ${dayIndexOf(at('u.created_at'), b)} as day, null as key, count(*) as n, 0 as total
            from user_account u
            where u.company_id = ${companyId} and u.type = 'HY' and ${inRange(at('u.created_at'), b)}
            group by 1`),
    q(sql`select ${dayIndexOf(at('f.first_at'), b)} as day, null as key, count(*) as n, 0 as total
            from (select o.user_id, min(o.finished_at) as first_at
                  from recharge_order o join user_account u on u.id = o.user_id
                  where u.company_id = ${companyId} and o.status = 'paid'
                  group by o.user_id) f
            where ${inRange(at('f.first_at'), b)}
            group by 1`),
    q(sql`select ${dayIndexOf(at('o.finished_at'), b)} as day, null as key, count(*) as n,
                   sum(o.amount) as total
            from recharge_order o join user_account u on u.id = o.user_id
            where u.company_id = ${companyId} and o.status = 'paid' and ${inRange(at('o.finished_at'), b)}
            group by 1`),
    q(sql`select ${dayIndexOf(at('o.finished_at'), b)} as day, null as key, count(*) as n,
                   sum(o.amount) as total
            from withdraw_order o join user_account u on u.id = o.user_id
            where u.company_id = ${companyId} and o.status = 'paid' and ${inRange(at('o.finished_at'), b)}
            group by 1`),
    // Cancelled bets (2) and stopped chase bets (4) were refunded: they were never bets.
    q(sql`select ${dayIndexOf(at('o.created_at'), b)} as day, o.game_id::text as key,
                   count(*) as n, sum(o.amount) as total
            from bet_order o
            where o.company_id = ${companyId} and o.status not in (2, 4)
              and ${inRange(at('o.created_at'), b)}
            group by 1, 2`),
    q(sql`select ${dayIndexOf(at('o.settled_at'), b)} as day, o.game_id::text as key,
                   count(*) as n, sum(o.reward) as total
            from bet_order o
            where o.company_id = ${companyId} and o.status = 1 and o.reward > 0
              and ${inRange(at('o.settled_at'), b)}
            group by 1, 2`),
    q(sql`select ${dayIndexOf(at('c.created_at'), b)} as day, c.game_code as key,
                   count(*) as n, sum(c.stake) as total
            from casino_bet c join user_account u on u.id = c.user_id
            where u.company_id = ${companyId} and ${inRange(at('c.created_at'), b)}
            group by 1, 2`),
    q(sql`select ${dayIndexOf(at('c.settled_at'), b)} as day, c.game_code as key,
                   count(*) as n, sum(c.payout) as total
            from casino_bet c join user_account u on u.id = c.user_id
            where u.company_id = ${companyId} and c.status = 'settled' and c.payout > 0
              and ${inRange(at('c.settled_at'), b)}
            group by 1, 2`),
    q(sql`select ${dayIndexOf(at('p.created_at'), b)} as day, null as key, count(*) as n,
                   sum(p.total_amount) as total
            from hongbao_packet p
            where p.company_id = ${companyId} and ${inRange(at('p.created_at'), b)}
            group by 1`),
  ]);
  return {
    registrations,
    firstRecharges,
    recharges,
    withdrawals,
    bets,
    payouts,
    rounds,
    roundPayouts,
    hongbao,
  };
}

/** Names of the lottery games (by id) and of the company's game-center games (by code). */
export async function gameNames(db: Db, companyId: number) {
  const [lottery, lobby] = await Promise.all([
    rowsOf<{ id: number; name: string }>(db, sql`select id, name from lottery_game`),
    rowsOf<{ code: string; name: string }>(
      db,
      sql`select game_code as code, game_name as name from lobby_game
          where company_id = ${companyId} and game_code <> ''`,
    ),
  ]);
  return {
    lottery: new Map(lottery.map((row) => [String(row.id), row.name])),
    casino: new Map(lobby.map((row) => [row.code, row.name])),
  };
}

/** Players of the company with a sign-in used within `windowMs` before `now`. */
export async function recentPlayers(db: Db, companyId: number, now: number, windowMs: number) {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(distinct t.user_id) as n
        from access_token t join user_account u on u.id = t.user_id
        where u.company_id = ${companyId} and t.revoked_at is null
          and t.expires_at > ${new Date(now).toISOString()}::timestamptz
          and t.last_used_at > ${new Date(now - windowMs).toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}

/** The company's chat rooms (their ids: the chat's head counts are per room). */
export async function chatRoomIds(db: Db, companyId: number): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from chat_room where company_id = ${companyId}`,
  );
  return rows.map((row) => row.id);
}
