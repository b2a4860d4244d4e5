// The agent rebate (代理返点, spec §3 ledger type 12): when a team member's bet settles as a valid
// bet (won or lost), every agent above the member earns the rebate difference down the chain —
// its own rebate minus the highest rebate below it on the path to the member — per mille of the
// bet's amount, rounded down to a thousandth (@jinli/domain rebateOf). With player 6‰ under
// sub-agent 7‰ under agent 8‰, the sub-agent and the agent earn 1‰ each; the chain's total is
// the top agent's rebate minus the member's, however the rebates in between were set (a
// sub-agent above its parent, possible when the parent's rebate was lowered later, leaves the
// parent nothing rather than a negative amount).
//
// Exactly once: one agent_rebate row per (bet, agent), inserted with ON CONFLICT DO NOTHING in the
// settlement batch's transaction; only rows this statement inserted get their ledger entry, whose
// (type, ref) = (12, 'agentRebate', '{orderNo}:{agentId}') is unique as well. A batch costs three
// statements whatever its size (members, ancestors, the insert), plus the caller's one ledger
// insert and one statement linking the ledger rows back.
import { LEDGER_CODE, rebateOf } from '@jinli/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { intArray, jsonRows } from '../../db/sql';
import { agentRebateRemark, agentRebateReverseRemark } from './texts';
import { type LedgerEntry, postLedger } from '../wallet/ledger';

/** Reference type of a 代理返点 ledger row; its refId is `${orderNo}:${agentId}`. */
export const AGENT_REBATE_REF = 'agentRebate';
/** Reference type of a 撤销返点 row taking one back. */
export const AGENT_REBATE_REVERSE_REF = 'agentRebateReverse';

/** A bet that just settled as a valid bet (won or lost). */
export interface ValidBet {
  betId: number;
  orderNo: string;
  userId: number;
  /** Valid bet amount, thousandths. */
  amount: bigint;
}

/** One agent's share of one bet. */
export interface AgentShare {
  betId: number;
  orderNo: string;
  agentId: number;
  memberId: number;
  /** Per mille (tenths exact). */
  rate: number;
  validAmount: bigint;
  amount: bigint;
}

/** Ids in an agent path '/12/34/' (top first). */
export function pathIds(path: string): number[] {
  return path
    .split('/')
    .filter(Boolean)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** A rebate as whole tenths of a per mille (rates are stored as reals: 0.8 reads 0.800000011…). */
const tenthsOf = (rate: number) => (Number.isFinite(rate) && rate > 0 ? Math.round(rate * 10) : 0);

/**
 * The shares of `bets` given each user's rebate, agent flag and path (pure, for the tests too).
 * Walks from the member's direct parent to the top, each agent earning its rebate minus the
 * highest rebate met below it.
 */
export function agentShares(
  bets: readonly ValidBet[],
  users: ReadonlyMap<number, { rebate: number; isDl: boolean; agentPath: string }>,
): AgentShare[] {
  const shares: AgentShare[] = [];
  for (const bet of bets) {
    const member = users.get(bet.userId);
    if (!member || bet.amount <= 0n) continue;
    let below = tenthsOf(member.rebate);
    const chain = pathIds(member.agentPath).reverse();
    for (const agentId of chain) {
      const agent = users.get(agentId);
      // A user above who is no longer an agent is passed over: its rebate earns and blocks nothing.
      if (!agent?.isDl) continue;
      const own = tenthsOf(agent.rebate);
      const diff = own - below;
      if (diff > 0) {
        const amount = rebateOf(Number(bet.amount), diff / 10);
        if (amount > 0)
          shares.push({
            betId: bet.betId,
            orderNo: bet.orderNo,
            agentId,
            memberId: bet.userId,
            rate: diff / 10,
            validAmount: bet.amount,
            amount: BigInt(amount),
          });
      }
      below = Math.max(below, own);
    }
  }
  return shares;
}

interface UserChainRow {
  id: number;
  rebate: number;
  is_dl: boolean;
  agent_path: string;
}

async function chainUsers(tx: Tx, ids: readonly number[]) {
  const rows = await rowsOf<UserChainRow>(
    tx,
    sql`select id, rebate, is_dl, agent_path from user_account where id = any(${intArray(ids)})`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    rebate: Number(row.rebate),
    isDl: row.is_dl === true || String(row.is_dl) === 't',
    agentPath: row.agent_path,
  }));
}

/**
 * Writes the agent_rebate rows of `bets` (settled in this transaction) and answers the 代理返点
 * ledger entries of the rows it inserted — to be posted with the batch's other credits (one
 * postCredits call, so wallets are locked in one user order). Then call linkAgentRebateLedger.
 */
export async function agentRebateEntries(
  tx: Tx,
  bets: readonly ValidBet[],
): Promise<LedgerEntry[]> {
  if (bets.length === 0) return [];
  const members = await chainUsers(tx, [...new Set(bets.map((bet) => bet.userId))]);
  const ancestorIds = new Set<number>();
  for (const member of members) for (const id of pathIds(member.agentPath)) ancestorIds.add(id);
  if (ancestorIds.size === 0) return [];
  const users = new Map<number, { rebate: number; isDl: boolean; agentPath: string }>();
  for (const row of [...members, ...(await chainUsers(tx, [...ancestorIds]))])
    users.set(row.id, row);
  const shares = agentShares(bets, users);
  if (shares.length === 0) return [];
  const inserted = await rowsOf<{ bet_id: number; agent_id: number }>(
    tx,
    sql`insert into agent_rebate (bet_id, agent_id, member_id, rate, valid_amount, amount)
        select bet_id, agent_id, member_id, rate, valid_amount, amount
        from ${jsonRows(
          shares.map((s) => ({
            bet_id: s.betId,
            agent_id: s.agentId,
            member_id: s.memberId,
            rate: s.rate,
            valid_amount: s.validAmount,
            amount: s.amount,
          })),
          'bet_id int, agent_id int, member_id int, rate real, valid_amount bigint, amount bigint',
        )}
        on conflict (bet_id, agent_id) do nothing
        returning bet_id, agent_id`,
  );
  const fresh = new Set(inserted.map((row) => `${Number(row.bet_id)}:${Number(row.agent_id)}`));
  return shares
    .filter((s) => fresh.has(`${s.betId}:${s.agentId}`))
    .map((s) => ({
      userId: s.agentId,
      type: LEDGER_CODE.agentRebate,
      amount: s.amount,
      refType: AGENT_REBATE_REF,
      refId: `${s.orderNo}:${s.agentId}`,
      remark: agentRebateRemark(s.rate, s.orderNo),
    }));
}

/** Points the new agent_rebate rows of `bets` at their ledger rows (posted), in one statement. */
export async function linkAgentRebateLedger(tx: Tx, bets: readonly ValidBet[]): Promise<void> {
  if (bets.length === 0) return;
  await tx.execute(
    sql`update agent_rebate as r set ledger_id = l.id
        from bet_order as b, ledger as l
        where r.bet_id = any(${intArray(bets.map((bet) => bet.betId))}) and r.ledger_id is null
          and b.id = r.bet_id
          and l.type = ${LEDGER_CODE.agentRebate} and l.ref_type = ${AGENT_REBATE_REF}
          and l.ref_id = b.order_no || ':' || r.agent_id`,
  );
}

/**
 * Takes back the agent rebates paid on `betIds` (a settled bet cancelled or resettled): marks each
 * unreversed agent_rebate row reversed and debits its agent by a 撤销返点 row (type 22), inside
 * the caller's transaction — so it commits with the cancel or resettle, or not at all. Exactly
 * once: the guarded update hands each row to one caller. Agents are debited in id order (the lock
 * order of every writer); an agent who no longer holds the amount refuses the whole transaction
 * (400 余额不足), since a balance never goes below zero. Answers the total taken back.
 *
 * No path undoes a settled lottery bet today (cancel takes pending bets only and there is no
 * operator resettle); this is the function such a path calls.
 */
export async function reverseAgentRebates(tx: Tx, betIds: readonly number[]): Promise<bigint> {
  if (betIds.length === 0) return 0n;
  const rows = await rowsOf<{ agent_id: number; amount: string | bigint; order_no: string }>(
    tx,
    sql`update agent_rebate as r set reversed_at = now()
        from bet_order as b
        where r.bet_id = any(${intArray([...betIds])}) and r.reversed_at is null
          and b.id = r.bet_id
        returning r.agent_id, r.amount, b.order_no`,
  );
  const entries = rows
    .map((row) => ({
      agentId: Number(row.agent_id),
      amount: BigInt(row.amount),
      orderNo: row.order_no,
    }))
    .sort((a, b) => a.agentId - b.agentId || a.orderNo.localeCompare(b.orderNo));
  let total = 0n;
  for (const entry of entries) {
    await postLedger(tx, {
      userId: entry.agentId,
      type: LEDGER_CODE.reverseRebate,
      amount: -entry.amount,
      refType: AGENT_REBATE_REVERSE_REF,
      refId: `${entry.orderNo}:${entry.agentId}`,
      remark: agentRebateReverseRemark(entry.orderNo),
    });
    total += entry.amount;
  }
  return total;
}
