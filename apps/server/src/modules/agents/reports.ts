// The team report (GET /api/dl/queryTeamRws, spec §3 teamOverview) of an agent — or of one of its
// sub-agents — over whole days of the system time zone. The team is every member below the agent
// (its sub-agents' teams included, the agent itself not). Every figure is a sum over rows the
// members' own screens show, in the range:
//
// - lottery (cpBetReport): valid bets (settled, won or lost) by settle time — bettingMoney their
//   stakes, winMoney their payouts (the 派奖 rows); rebateMoney the 返点 (8) and 返水 (14) ledger
//   rows the members were paid;
// - casino (liveBetReport) and sport (ftBetReport): settled rounds at the game providers by settle
//   time, split by the game's lobby category (sport → ft, every other third-party category →
//   live); no rebate is paid on them;
// - winOrcloseMoney = winMoney + rebateMoney − bettingMoney (positive: the team is up);
// - recharges: paid recharge orders by the time they were paid (rechMoney, rechargeCount,
//   rechUserCount; firstRechargeCount: members whose first paid recharge ever is in the range);
//   withdrawals: paid withdraw orders by the time they were paid;
// - discounts: 活动优惠 (15) rows are the recharge offers, 注册彩金 (11) and 系统奖励 (17) the others;
// - the agent's own 代理扶持 (19), 代理日工资 (18) and 代理返点 (12, net of 撤销返点 taking one back);
// - registCount: members who joined in the range; teamCount and money (main + game wallets): now.
//
// Each figure is one grouped query bucketing rows into the range's days (width_bucket over the
// days' start instants), so the daily points and the totals come from the same rows.
import type { AgentBetReport, AgentTeamOverview } from '@jinli/contract';
import { BET_RESULT, BET_STATUS, LEDGER_CODE } from '@jinli/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { UserRow } from '../../db/schema';
import { AGENT_REBATE_REVERSE_REF } from './rebateChain';
import { inTeamRaw } from './team';
import type { Period } from './period';

type Num = string | number | bigint | null;
const big = (value: Num | undefined): bigint => BigInt(value ?? 0);

/** The team's ids as a subquery. */
const teamIds = (agent: UserRow) =>
  sql`(select u.id from user_account u where ${inTeamRaw('u', agent)})`;

/** `ts` (an SQL timestamptz) as the 1-based day of `period` it falls in. */
function dayOf(ts: SQL, period: Period): SQL {
  const bounds = [...period.days.map((d) => d.startMs), period.toMs];
  return sql`width_bucket((extract(epoch from ${ts}) * 1000)::float8, ${`{${bounds.join(',')}}`}::float8[])`;
}

const inRange = (ts: SQL, period: Period) =>
  sql`${ts} >= ${new Date(period.fromMs).toISOString()}::timestamptz and ${ts} < ${new Date(period.toMs).toISOString()}::timestamptz`;

/** Sums per day: a map day (1-based) → the row's named sums. */
async function perDay<K extends string>(
  db: Db,
  query: SQL,
  keys: readonly K[],
): Promise<Map<number, Record<K, bigint>>> {
  const rows = await rowsOf<Record<string, Num>>(db, query);
  const byDay = new Map<number, Record<K, bigint>>();
  for (const row of rows) {
    const day = Number(row.d);
    const sums =
      byDay.get(day) ?? (Object.fromEntries(keys.map((k) => [k, 0n])) as Record<K, bigint>);
    for (const key of keys) sums[key] += big(row[key]);
    byDay.set(day, sums);
  }
  return byDay;
}

function total<K extends string>(byDay: Map<number, Record<K, bigint>>, key: K): bigint {
  let sum = 0n;
  for (const sums of byDay.values()) sum += sums[key];
  return sum;
}

const day = (byDay: Map<number, Record<string, bigint>>, index: number, key: string) =>
  byDay.get(index)?.[key] ?? 0n;

function betReport(statTime: string, bet: bigint, win: bigint, rebate: bigint): AgentBetReport {
  return {
    statTime,
    bettingMoney: Number(bet),
    winMoney: Number(win),
    rebateMoney: Number(rebate),
    winOrcloseMoney: Number(win + rebate - bet),
  };
}

/**
 * The overview of `target`'s team (the viewer or one of its sub-agents; the caller checked that)
 * over `period` ('YYYY-MM-DD ~ YYYY-MM-DD' as `statTime`).
 */
export async function teamOverview(
  db: Db,
  target: UserRow,
  period: Period,
  statTime: string,
): Promise<AgentTeamOverview> {
  const team = teamIds(target);
  const lottery = await perDay(
    db,
    sql`select ${dayOf(sql`b.settled_at`, period)} as d, sum(b.amount) as bet, sum(b.reward) as win
        from bet_order b
        where b.user_id in ${team} and b.status = ${BET_STATUS.SETTLED}
          and b.result in (${BET_RESULT.NOT_WON}, ${BET_RESULT.PAID_OUT})
          and ${inRange(sql`b.settled_at`, period)}
        group by 1`,
    ['bet', 'win'],
  );
  const ledgerSums = await perDay(
    db,
    sql`select ${dayOf(sql`l.created_at`, period)} as d,
          sum(case when l.type in (${LEDGER_CODE.rebate}, ${LEDGER_CODE.waterRebate}) then l.amount else 0 end) as rebate,
          sum(case when l.type = ${LEDGER_CODE.activityOffer} then l.amount else 0 end) as rech_discount,
          sum(case when l.type in (${LEDGER_CODE.registrationBonus}, ${LEDGER_CODE.systemReward}) then l.amount else 0 end) as other_discount
        from ledger l
        where l.user_id in ${team}
          and l.type in (${LEDGER_CODE.rebate}, ${LEDGER_CODE.waterRebate}, ${LEDGER_CODE.activityOffer}, ${LEDGER_CODE.registrationBonus}, ${LEDGER_CODE.systemReward})
          and ${inRange(sql`l.created_at`, period)}
        group by 1`,
    ['rebate', 'rech_discount', 'other_discount'],
  );
  const casino = await perDay(
    db,
    sql`select ${dayOf(sql`c.settled_at`, period)} as d,
          sum(case when g.category = 'sport' then c.stake else 0 end) as ft_bet,
          sum(case when g.category = 'sport' then c.payout else 0 end) as ft_win,
          sum(case when g.category = 'sport' then 0 else c.stake end) as live_bet,
          sum(case when g.category = 'sport' then 0 else c.payout end) as live_win
        from casino_bet c
        left join lobby_game g on g.company_id = ${target.companyId} and g.game_code = c.game_code
          and g.game_code <> ''
        where c.user_id in ${team} and c.status = 'settled'
          and ${inRange(sql`c.settled_at`, period)}
        group by 1`,
    ['ft_bet', 'ft_win', 'live_bet', 'live_win'],
  );
  const recharges = await perDay(
    db,
    sql`select ${dayOf(sql`r.finished_at`, period)} as d, sum(r.amount) as money, count(*) as n
        from recharge_order r
        where r.user_id in ${team} and r.status = 'paid' and ${inRange(sql`r.finished_at`, period)}
        group by 1`,
    ['money', 'n'],
  );
  const withdrawals = await perDay(
    db,
    sql`select ${dayOf(sql`w.finished_at`, period)} as d, sum(w.amount) as money
        from withdraw_order w
        where w.user_id in ${team} and w.status = 'paid' and ${inRange(sql`w.finished_at`, period)}
        group by 1`,
    ['money'],
  );
  const own = await perDay(
    db,
    sql`select 1 as d,
          sum(case when l.type = ${LEDGER_CODE.agentSupport} then l.amount else 0 end) as bonus,
          sum(case when l.type = ${LEDGER_CODE.agentDailyWage} then l.amount else 0 end) as wage,
          sum(case when l.type = ${LEDGER_CODE.agentRebate}
                     or (l.type = ${LEDGER_CODE.reverseRebate} and l.ref_type = ${AGENT_REBATE_REVERSE_REF})
                   then l.amount else 0 end) as rebate
        from ledger l
        where l.user_id = ${target.id}
          and l.type in (${LEDGER_CODE.agentSupport}, ${LEDGER_CODE.agentDailyWage}, ${LEDGER_CODE.agentRebate}, ${LEDGER_CODE.reverseRebate})
          and ${inRange(sql`l.created_at`, period)}`,
    ['bonus', 'wage', 'rebate'],
  );
  const [counts] = await rowsOf<Record<string, Num>>(
    db,
    sql`select
          (select count(*) from user_account u where ${inTeamRaw('u', target)}) as team_count,
          (select count(*) from user_account u where ${inTeamRaw('u', target)}
             and ${inRange(sql`u.created_at`, period)}) as regist_count,
          (select coalesce(sum(w.balance + w.live_money), 0) from wallet w
             where w.user_id in ${team}) as money,
          (select count(distinct r.user_id) from recharge_order r
             where r.user_id in ${team} and r.status = 'paid'
               and ${inRange(sql`r.finished_at`, period)}) as rech_users,
          (select count(*) from (
             select r.user_id, min(r.finished_at) as first_at from recharge_order r
             where r.user_id in ${team} and r.status = 'paid' group by r.user_id
           ) f where ${inRange(sql`f.first_at`, period)}) as first_recharges`,
  );
  const rechDiscount = total(ledgerSums, 'rech_discount');
  const otherDiscount = total(ledgerSums, 'other_discount');
  return {
    cpBetReport: betReport(
      statTime,
      total(lottery, 'bet'),
      total(lottery, 'win'),
      total(ledgerSums, 'rebate'),
    ),
    ftBetReport: betReport(statTime, total(casino, 'ft_bet'), total(casino, 'ft_win'), 0n),
    liveBetReport: betReport(statTime, total(casino, 'live_bet'), total(casino, 'live_win'), 0n),
    dlBonuus: Number(total(own, 'bonus')),
    dlDayWage: Number(total(own, 'wage')),
    dlRebate: Number(total(own, 'rebate')),
    firstRechargeCount: Number(counts?.first_recharges ?? 0),
    money: Number(big(counts?.money)),
    rechargeCount: Number(total(recharges, 'n')),
    registCount: Number(counts?.regist_count ?? 0),
    rwReport: {
      rechMoney: Number(total(recharges, 'money')),
      rechUserCount: Number(counts?.rech_users ?? 0),
      discountMoney: Number(rechDiscount + otherDiscount),
      rechDiscount: Number(rechDiscount),
      otherDiscount: Number(otherDiscount),
      withdrawMoney: Number(total(withdrawals, 'money')),
    },
    teamCount: Number(counts?.team_count ?? 0),
    daily: period.days.map((d, i) => {
      const index = i + 1;
      const bet =
        day(lottery, index, 'bet') + day(casino, index, 'ft_bet') + day(casino, index, 'live_bet');
      const win =
        day(lottery, index, 'win') +
        day(ledgerSums, index, 'rebate') +
        day(casino, index, 'ft_win') +
        day(casino, index, 'live_win');
      return {
        date: d.date,
        bettingMoney: Number(bet),
        winOrcloseMoney: Number(win - bet),
        rechMoney: Number(day(recharges, index, 'money')),
      };
    }),
  };
}
