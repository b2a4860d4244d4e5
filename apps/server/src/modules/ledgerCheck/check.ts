// The ledger check (DESIGN.md §5): balance = ledger for every wallet is not enough — a path that
// takes money from one wallet and never gives it to the other leaves both equal to their own
// ledgers. So the check also proves conservation: in one snapshot of the database,
//
//   main wallets + game wallets + unclaimed red-packet money + pending withdrawals
//     + transfers in flight
//   = paid recharges − paid withdrawals + operator adjustments + the house's net (bets, payouts,
//     refunds, rebates, bonuses, game rounds)
//
// where paid recharges and withdrawals come from the orders, unclaimed red-packet money from the
// packets, and transfers in flight from the transfers still pending: not from the ledger rows they
// explain. Each of those is also matched one by one against its ledger rows (a paid order credited
// once by its amount, a packet's send = its grabs + its refund + what is left, a finished transfer
// whose two sides cancel out), so a drift names the rows involved.
import { LEDGER_CODE, ledgerTypeOf } from '@jinli/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Ledger types of money coming in from a paid recharge order (ref 'recharge'). */
const RECHARGE_TYPES = [
  LEDGER_CODE.transferRecharge,
  LEDGER_CODE.onlinePayment,
  LEDGER_CODE.otherRecharge,
];
/** Ledger types of a withdrawal order (ref 'withdraw'): the hold, and its refund when rejected. */
const WITHDRAW_TYPES = [LEDGER_CODE.withdrawal, LEDGER_CODE.withdrawalFailed];
/** Money moved between a player's own wallets (main ↔ game, ref 'live_transfer'). */
const TRANSFER_TYPES = [LEDGER_CODE.quotaIn, LEDGER_CODE.quotaOut];
/** Money moved between players through a red packet (ref 'hongbao'). */
const HONGBAO_TYPES = [LEDGER_CODE.hongbaoSend, LEDGER_CODE.hongbaoGrab, LEDGER_CODE.hongbaoRefund];
/**
 * An operator's hand on a balance; the seed's opening balances count as one too. The console's
 * adjustments (人工调整, ref 'adjust') are also matched one by one against their audited requests.
 */
const OPERATOR_TYPES = [
  LEDGER_CODE.backendTransferIn,
  LEDGER_CODE.backendTransferOut,
  LEDGER_CODE.manualDeposit,
  LEDGER_CODE.manualWithdrawal,
  LEDGER_CODE.adjust,
];
const SEED_REF = 'seed';

/** Thousandths of a yuan, as decimal strings (JSON carries them exactly). */
export type Amount = string;

export interface LedgerDrift {
  /** What disagrees: a wallet, a transfer, a packet, an order, a row of no known type, the sum. */
  kind:
    | 'wallet'
    | 'game-wallet'
    | 'transfer'
    | 'hongbao'
    | 'recharge'
    | 'withdraw'
    | 'adjustment'
    | 'ledger-type'
    | 'conservation';
  /** The user, transfer number, packet id, order number or adjustment id. */
  ref: string;
  /** What was expected and what was found, in words. */
  detail: string;
  /** The ledger rows involved (the last ones of a wallet). */
  rows: Record<string, unknown>[];
}

export interface LedgerCheckReport {
  checkedAt: string;
  wallets: number;
  ledgerRows: number;
  totals: {
    mainWallets: Amount;
    gameWallets: Amount;
    unclaimedHongbao: Amount;
    pendingWithdrawals: Amount;
    transfersInFlight: Amount;
    paidRecharges: Amount;
    paidWithdrawals: Amount;
    operatorAdjustments: Amount;
    houseNet: Amount;
  };
  /** Left side (what is held) and right side (what came in and went out) of the identity. */
  conservation: { held: Amount; accounted: Amount; drift: Amount };
  drift: LedgerDrift[];
  ok: boolean;
}

type Row = Record<string, unknown>;
const big = (value: unknown): bigint => BigInt(String(value ?? 0));
const list = (codes: readonly number[]) => sql.raw(codes.join(', '));

export interface CheckOptions {
  now?: () => number;
  /**
   * Run only where no other instance is checking (a PostgreSQL advisory lock, tried, never
   * waited for): answers undefined when another one is. For the schedule.
   */
  exclusiveLock?: number;
}

/** Runs the check in one read-only snapshot of the database. */
export async function checkLedger(db: Db, options?: CheckOptions): Promise<LedgerCheckReport>;
export async function checkLedger(
  db: Db,
  options: CheckOptions & { exclusiveLock: number },
): Promise<LedgerCheckReport | undefined>;
export async function checkLedger(
  db: Db,
  options: CheckOptions = {},
): Promise<LedgerCheckReport | undefined> {
  const now = options.now ?? Date.now;
  return db.transaction(
    async (tx) => {
      if (options.exclusiveLock !== undefined) {
        const [lock] = await rowsOf<{ locked: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${options.exclusiveLock}) as locked`,
        );
        if (lock?.locked !== true) return undefined;
      }
      const drift: LedgerDrift[] = [];
      drift.push(...(await walletDrift(tx)));
      const inFlight = await transferDrift(tx, drift);
      const unclaimed = await hongbaoDrift(tx, drift);
      drift.push(...(await rechargeDrift(tx)));
      const pendingWithdrawals = await withdrawDrift(tx, drift);
      drift.push(...(await adjustmentDrift(tx)));
      drift.push(...(await unknownTypes(tx)));

      const [sums] = await rowsOf<Row>(
        tx,
        sql`select
          (select count(*) from wallet) as wallets,
          (select count(*) from ledger) + (select count(*) from live_ledger) as ledger_rows,
          (select coalesce(sum(balance), 0) from wallet) as main,
          (select coalesce(sum(live_money), 0) from wallet) as game,
          (select coalesce(sum(amount), 0) from recharge_order where status = 'paid') as recharged,
          (select coalesce(sum(amount), 0) from withdraw_order where status = 'paid') as withdrawn,
          (select coalesce(sum(amount), 0) from ledger
            where type in (${list(OPERATOR_TYPES)}) or ref_type = ${SEED_REF}) as operator,
          (select coalesce(sum(amount), 0) from ledger
            where type not in (${list([...RECHARGE_TYPES, ...WITHDRAW_TYPES, ...TRANSFER_TYPES, ...HONGBAO_TYPES, ...OPERATOR_TYPES])})
              and ref_type is distinct from ${SEED_REF})
          + (select coalesce(sum(amount), 0) from live_ledger
            where type not in (${list(TRANSFER_TYPES)})) as house`,
      );
      const totals = {
        mainWallets: big(sums?.main),
        gameWallets: big(sums?.game),
        unclaimedHongbao: unclaimed,
        pendingWithdrawals,
        transfersInFlight: inFlight,
        paidRecharges: big(sums?.recharged),
        paidWithdrawals: big(sums?.withdrawn),
        operatorAdjustments: big(sums?.operator),
        houseNet: big(sums?.house),
      };
      const held =
        totals.mainWallets +
        totals.gameWallets +
        totals.unclaimedHongbao +
        totals.pendingWithdrawals +
        totals.transfersInFlight;
      const accounted =
        totals.paidRecharges -
        totals.paidWithdrawals +
        totals.operatorAdjustments +
        totals.houseNet;
      if (held !== accounted)
        drift.push({
          kind: 'conservation',
          ref: 'all',
          detail: `holdings ${held} ≠ paid recharges − paid withdrawals + operator + house = ${accounted} (drift ${held - accounted})`,
          rows: [],
        });
      return {
        checkedAt: new Date(now()).toISOString(),
        wallets: Number(sums?.wallets ?? 0),
        ledgerRows: Number(sums?.ledger_rows ?? 0),
        totals: Object.fromEntries(
          Object.entries(totals).map(([key, value]) => [key, value.toString()]),
        ) as LedgerCheckReport['totals'],
        conservation: {
          held: held.toString(),
          accounted: accounted.toString(),
          drift: (held - accounted).toString(),
        },
        drift,
        ok: drift.length === 0,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Wallets whose balance or game balance differs from the sum of their ledger. */
async function walletDrift(tx: Tx): Promise<LedgerDrift[]> {
  const rows = await rowsOf<Row>(
    tx,
    sql`select w.user_id, w.balance, coalesce(l.total, 0) as ledger_total,
               w.live_money, coalesce(g.total, 0) as live_total
        from wallet w
        left join (select user_id, sum(amount) as total from ledger group by user_id) l
          on l.user_id = w.user_id
        left join (select user_id, sum(amount) as total from live_ledger group by user_id) g
          on g.user_id = w.user_id
        where w.balance <> coalesce(l.total, 0) or w.live_money <> coalesce(g.total, 0)
        order by w.user_id`,
  );
  const found: LedgerDrift[] = [];
  for (const row of rows) {
    const userId = Number(row.user_id);
    if (big(row.balance) !== big(row.ledger_total))
      found.push({
        kind: 'wallet',
        ref: String(userId),
        detail: `balance ${big(row.balance)} ≠ ledger ${big(row.ledger_total)}`,
        rows: await rowsOf<Row>(
          tx,
          sql`select id, type, amount::text, balance_after::text, ref_type, ref_id, created_at
              from ledger where user_id = ${userId} order by id desc limit 10`,
        ),
      });
    if (big(row.live_money) !== big(row.live_total))
      found.push({
        kind: 'game-wallet',
        ref: String(userId),
        detail: `game balance ${big(row.live_money)} ≠ game ledger ${big(row.live_total)}`,
        rows: await rowsOf<Row>(
          tx,
          sql`select id, type, amount::text, balance_after::text, ref_id, created_at
              from live_ledger where user_id = ${userId} order by id desc limit 10`,
        ),
      });
  }
  return found;
}

/**
 * Transfers between a player's wallets: a finished one's two sides cancel out (done: both written,
 * failed: neither); a pending one may have written its first side only, which is money in flight.
 * Answers the money in flight.
 */
async function transferDrift(tx: Tx, drift: LedgerDrift[]): Promise<bigint> {
  const rows = await rowsOf<Row>(
    tx,
    sql`select t.transfer_no, t.direction, t.status, t.amount,
               coalesce(m.total, 0) as main_side, coalesce(g.total, 0) as game_side
        from live_transfer t
        left join (select ref_id, sum(amount) as total from ledger
                   where ref_type = 'live_transfer' group by ref_id) m on m.ref_id = t.transfer_no
        left join (select ref_id, sum(amount) as total from live_ledger
                   where type in (${list(TRANSFER_TYPES)}) group by ref_id) g
          on g.ref_id = t.transfer_no`,
  );
  let inFlight = 0n;
  for (const row of rows) {
    const amount = big(row.amount);
    const main = big(row.main_side);
    const game = big(row.game_side);
    const net = main + game;
    const giver = row.direction === 'in' ? main : game;
    let problem: string | undefined;
    if (row.status === 'pending') {
      if (net > 0n || -net > amount || (giver !== 0n && giver !== -amount))
        problem = `pending: sides ${main} (main) and ${game} (game) do not fit ${amount}`;
      else inFlight += -net;
    } else if (net !== 0n) {
      problem = `${row.status}: the sides ${main} (main) and ${game} (game) do not cancel out`;
    } else if (row.status === 'done' && giver !== -amount) {
      problem = `done: moved ${-giver}, not ${amount}`;
    }
    if (problem)
      drift.push({
        kind: 'transfer',
        ref: String(row.transfer_no),
        detail: `${row.direction} ${problem}`,
        rows: await refRows(tx, 'live_transfer', String(row.transfer_no)),
      });
  }
  const orphans = await rowsOf<Row>(
    tx,
    sql`select l.id, l.user_id, l.type, l.amount::text, l.ref_id from ledger l
        where l.ref_type = 'live_transfer'
          and not exists (select 1 from live_transfer t where t.transfer_no = l.ref_id)
        union all
        select l.id, l.user_id, l.type, l.amount::text, l.ref_id from live_ledger l
        where l.type in (${list(TRANSFER_TYPES)})
          and not exists (select 1 from live_transfer t where t.transfer_no = l.ref_id)`,
  );
  for (const row of orphans)
    drift.push({
      kind: 'transfer',
      ref: String(row.ref_id),
      detail: 'a transfer ledger row without its transfer',
      rows: [row],
    });
  return inFlight;
}

/**
 * Red packets: the send = the grabs + the refund + what is still to take (answered: the unclaimed
 * money), each side as the packet and its shares record it and as the ledger does.
 */
async function hongbaoDrift(tx: Tx, drift: LedgerDrift[]): Promise<bigint> {
  const rows = await rowsOf<Row>(
    tx,
    sql`select p.id::text as id, p.total_amount, p.taken_amount, coalesce(p.refund_amount, 0) as refund,
               coalesce((select sum(s.amount) from hongbao_share s
                         where s.packet_id = p.id and s.user_id is not null), 0) as shares_taken,
               coalesce(l.sent, 0) as sent, coalesce(l.grabbed, 0) as grabbed,
               coalesce(l.refunded, 0) as refunded
        from hongbao_packet p
        left join (
          select split_part(ref_id, ':', 1) as packet,
                 sum(case when type = ${LEDGER_CODE.hongbaoSend} then -amount else 0 end) as sent,
                 sum(case when type = ${LEDGER_CODE.hongbaoGrab} then amount else 0 end) as grabbed,
                 sum(case when type = ${LEDGER_CODE.hongbaoRefund} then amount else 0 end) as refunded
          from ledger where ref_type = 'hongbao' group by 1) l on l.packet = p.id::text`,
  );
  let unclaimed = 0n;
  for (const row of rows) {
    const total = big(row.total_amount);
    const taken = big(row.taken_amount);
    const refund = big(row.refund);
    const problems: string[] = [];
    if (big(row.sent) !== total) problems.push(`sent ${big(row.sent)} ≠ packet ${total}`);
    if (big(row.grabbed) !== taken) problems.push(`grabbed ${big(row.grabbed)} ≠ taken ${taken}`);
    if (big(row.shares_taken) !== taken)
      problems.push(`shares taken ${big(row.shares_taken)} ≠ taken ${taken}`);
    if (big(row.refunded) !== refund)
      problems.push(`refunded ${big(row.refunded)} ≠ packet's refund ${refund}`);
    const left = total - taken - refund;
    if (left < 0n) problems.push(`more given out (${taken + refund}) than sent (${total})`);
    else unclaimed += left;
    if (problems.length > 0)
      drift.push({
        kind: 'hongbao',
        ref: String(row.id),
        detail: problems.join('; '),
        rows: await rowsOf<Row>(
          tx,
          sql`select id, user_id, type, amount::text, ref_id from ledger
              where ref_type = 'hongbao' and split_part(ref_id, ':', 1) = ${String(row.id)}
              order by id`,
        ),
      });
  }
  return unclaimed;
}

/** A paid order is credited once by its amount; an unpaid one not at all; no credit without one. */
async function rechargeDrift(tx: Tx): Promise<LedgerDrift[]> {
  const rows = await rowsOf<Row>(
    tx,
    sql`select coalesce(o.order_no, l.ref_id) as order_no, o.status, o.amount,
               coalesce(l.total, 0) as credited, coalesce(l.n, 0) as n
        from recharge_order o
        full join (select ref_id, sum(amount) as total, count(*) as n from ledger
                   where ref_type = 'recharge' group by ref_id) l on l.ref_id = o.order_no
        where o.order_no is null
           or (o.status = 'paid' and (coalesce(l.total, 0) <> o.amount or l.n <> 1))
           or (o.status <> 'paid' and coalesce(l.total, 0) <> 0)`,
  );
  const found: LedgerDrift[] = [];
  for (const row of rows)
    found.push({
      kind: 'recharge',
      ref: String(row.order_no),
      detail:
        row.status == null
          ? 'credited without an order'
          : `${row.status} order of ${big(row.amount)} credited ${big(row.credited)} in ${Number(row.n)} rows`,
      rows: await refRows(tx, 'recharge', String(row.order_no)),
    });
  const stray = await rowsOf<Row>(
    tx,
    sql`select id, user_id, type, amount::text, ref_type, ref_id from ledger
        where type in (${list(RECHARGE_TYPES)}) and ref_type is distinct from 'recharge'
          and ref_type is distinct from ${SEED_REF}`,
  );
  for (const row of stray)
    found.push({
      kind: 'recharge',
      ref: String(row.ref_id),
      detail: 'a recharge credit without a recharge order',
      rows: [row],
    });
  return found;
}

/**
 * A withdrawal holds its amount when ordered (提现) and gives it back once when rejected (提现失败).
 * Answers the money held by pending orders.
 */
async function withdrawDrift(tx: Tx, drift: LedgerDrift[]): Promise<bigint> {
  const rows = await rowsOf<Row>(
    tx,
    sql`select coalesce(o.order_no, l.ref_id) as order_no, o.status, o.amount,
               coalesce(l.held, 0) as held, coalesce(l.returned, 0) as returned
        from withdraw_order o
        full join (
          select ref_id,
                 sum(case when type = ${LEDGER_CODE.withdrawal} then -amount else 0 end) as held,
                 sum(case when type = ${LEDGER_CODE.withdrawalFailed} then amount else 0 end) as returned
          from ledger where ref_type = 'withdraw' group by ref_id) l on l.ref_id = o.order_no
        where o.order_no is null
           or coalesce(l.held, 0) <> o.amount
           or coalesce(l.returned, 0) <> case when o.status = 'rejected' then o.amount else 0 end`,
  );
  for (const row of rows)
    drift.push({
      kind: 'withdraw',
      ref: String(row.order_no),
      detail:
        row.status == null
          ? 'a withdrawal ledger row without its order'
          : `${row.status} order of ${big(row.amount)}: held ${big(row.held)}, returned ${big(row.returned)}`,
      rows: await refRows(tx, 'withdraw', String(row.order_no)),
    });
  const [pending] = await rowsOf<Row>(
    tx,
    sql`select coalesce(sum(amount), 0) as total from withdraw_order where status = 'pending'`,
  );
  return big(pending?.total);
}

/**
 * An operator's adjustment moves money once it is applied, by its amount, in one ledger row of its
 * own type; a pending or rejected one not at all; and no adjustment row exists without its request.
 */
async function adjustmentDrift(tx: Tx): Promise<LedgerDrift[]> {
  const rows = await rowsOf<Row>(
    tx,
    sql`select coalesce(a.id::text, l.ref_id) as id, a.status, a.amount,
               coalesce(l.total, 0) as moved, coalesce(l.n, 0) as n
        from operator_adjustment a
        full join (select ref_id, sum(amount) as total, count(*) as n from ledger
                   where ref_type = 'adjust' group by ref_id) l on l.ref_id = a.id::text
        where a.id is null
           or (a.status = 'applied' and (coalesce(l.total, 0) <> a.amount or l.n <> 1))
           or (a.status <> 'applied' and coalesce(l.n, 0) <> 0)`,
  );
  const found: LedgerDrift[] = [];
  for (const row of rows)
    found.push({
      kind: 'adjustment',
      ref: String(row.id),
      detail:
        row.status == null
          ? 'an adjustment ledger row without its adjustment'
          : `${row.status} adjustment of ${big(row.amount)} moved ${big(row.moved)} in ${Number(row.n)} rows`,
      rows: await refRows(tx, 'adjust', String(row.id)),
    });
  const stray = await rowsOf<Row>(
    tx,
    sql`select id, user_id, type, amount::text, ref_type, ref_id from ledger
        where type = ${LEDGER_CODE.adjust} and ref_type is distinct from 'adjust'`,
  );
  for (const row of stray)
    found.push({
      kind: 'adjustment',
      ref: String(row.ref_id),
      detail: 'an adjustment ledger row without an adjustment reference',
      rows: [row],
    });
  return found;
}

/** Ledger rows of a code the product does not know: nobody can say which side they belong to. */
async function unknownTypes(tx: Tx): Promise<LedgerDrift[]> {
  const rows = await rowsOf<Row>(
    tx,
    sql`select type, count(*) as n, sum(amount)::text as total from ledger group by type`,
  );
  return rows
    .filter((row) => ledgerTypeOf(Number(row.type)) === undefined)
    .map((row) => ({
      kind: 'ledger-type' as const,
      ref: String(row.type),
      detail: `${Number(row.n)} rows of unknown type ${Number(row.type)} (sum ${String(row.total)})`,
      rows: [],
    }));
}

/** Main and game ledger rows of one reference. */
function refRows(tx: Tx, refType: string, refId: string): Promise<Row[]> {
  return rowsOf<Row>(
    tx,
    sql`select 'main' as side, id, user_id, type, amount::text, ref_id, created_at from ledger
        where ref_type = ${refType} and ref_id = ${refId}
        union all
        select 'game' as side, id, user_id, type, amount::text, ref_id, created_at from live_ledger
        where ${refType} = 'live_transfer' and type in (${list(TRANSFER_TYPES)}) and ref_id = ${refId}
        order by side, id`,
  );
}

/** One line per drift, for logs and the command line. */
export function describeDrift(report: LedgerCheckReport): string[] {
  return report.drift.map((d) => `${d.kind} ${d.ref}: ${d.detail}`);
}
