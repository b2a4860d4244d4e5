// The console's money queues: withdrawal and recharge orders of the company's players, filtered
// (status, player, channel, route, creation time), newest first, with the sum of what matched.
import type {
  ConsoleRechargeRow,
  ConsoleWithdrawalRow,
  RechargeStatus,
  WithdrawStatus,
} from '@jinli/contract/console';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentChannel, rechargeOrder, userAccount, withdrawOrder } from '../../../db/schema';
import { offsetOf, searched } from '../consoleInput';

export interface QueueFilter {
  page: number;
  pageSize: number;
  status?: string | undefined;
  /** A player's account, exact and case-insensitive. */
  account?: string | undefined;
  userId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export interface QueuePage<T> {
  data: T[];
  totalCount: number;
  totalAmount: number;
}

const accountIs = (account: string | undefined): SQL | undefined =>
  account === undefined ? undefined : sql`lower(${userAccount.account}) = ${account.toLowerCase()}`;

export function withdrawalRowOf(
  order: typeof withdrawOrder.$inferSelect,
  account: string,
): ConsoleWithdrawalRow {
  return {
    orderNo: order.orderNo,
    userId: order.userId,
    account,
    amount: Number(order.amount),
    kind: order.kind,
    bankName: order.bankName,
    cardNo: order.cardNo,
    realName: order.realName,
    status: order.status as WithdrawStatus,
    remark: order.remark,
    createTime: order.createdAt.getTime(),
    finishTime: order.finishedAt?.getTime() ?? null,
  };
}

export function rechargeRowOf(
  order: typeof rechargeOrder.$inferSelect,
  account: string,
  channelName: string,
): ConsoleRechargeRow {
  return {
    orderNo: order.orderNo,
    userId: order.userId,
    account,
    channelId: order.channelId,
    channelName,
    kind: order.kind,
    route: order.route,
    amount: Number(order.amount),
    status: order.status as RechargeStatus,
    depositorName: order.depositorName,
    remark: order.remark,
    createTime: order.createdAt.getTime(),
    finishTime: order.finishedAt?.getTime() ?? null,
  };
}

export async function listWithdrawals(
  db: Db,
  companyId: number,
  filter: QueueFilter,
): Promise<QueuePage<ConsoleWithdrawalRow>> {
  const where = and(
    eq(userAccount.companyId, companyId),
    filter.status === undefined ? undefined : eq(withdrawOrder.status, filter.status),
    accountIs(searched(filter.account)),
    filter.userId === undefined ? undefined : eq(withdrawOrder.userId, filter.userId),
    filter.from === undefined ? undefined : gte(withdrawOrder.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(withdrawOrder.createdAt, filter.to),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: withdrawOrder, account: userAccount.account })
      .from(withdrawOrder)
      .innerJoin(userAccount, eq(userAccount.id, withdrawOrder.userId))
      .where(where)
      .orderBy(desc(withdrawOrder.id))
      .offset(offsetOf(filter))
      .limit(filter.pageSize),
    db
      .select({ value: count(), amount: sql<string>`coalesce(sum(${withdrawOrder.amount}), 0)` })
      .from(withdrawOrder)
      .innerJoin(userAccount, eq(userAccount.id, withdrawOrder.userId))
      .where(where),
  ]);
  return {
    data: rows.map((row) => withdrawalRowOf(row.order, row.account)),
    totalCount: total?.value ?? 0,
    totalAmount: Number(total?.amount ?? 0),
  };
}

export async function listRecharges(
  db: Db,
  companyId: number,
  filter: QueueFilter & { channelId?: number | undefined; route?: string | undefined },
): Promise<QueuePage<ConsoleRechargeRow>> {
  const where = and(
    eq(userAccount.companyId, companyId),
    filter.status === undefined ? undefined : eq(rechargeOrder.status, filter.status),
    filter.channelId === undefined ? undefined : eq(rechargeOrder.channelId, filter.channelId),
    filter.route === undefined ? undefined : eq(rechargeOrder.route, filter.route),
    accountIs(searched(filter.account)),
    filter.userId === undefined ? undefined : eq(rechargeOrder.userId, filter.userId),
    filter.from === undefined ? undefined : gte(rechargeOrder.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(rechargeOrder.createdAt, filter.to),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: rechargeOrder, account: userAccount.account, channel: paymentChannel.name })
      .from(rechargeOrder)
      .innerJoin(userAccount, eq(userAccount.id, rechargeOrder.userId))
      .leftJoin(paymentChannel, eq(paymentChannel.id, rechargeOrder.channelId))
      .where(where)
      .orderBy(desc(rechargeOrder.id))
      .offset(offsetOf(filter))
      .limit(filter.pageSize),
    db
      .select({ value: count(), amount: sql<string>`coalesce(sum(${rechargeOrder.amount}), 0)` })
      .from(rechargeOrder)
      .innerJoin(userAccount, eq(userAccount.id, rechargeOrder.userId))
      .where(where),
  ]);
  return {
    data: rows.map((row) => rechargeRowOf(row.order, row.account, row.channel ?? '')),
    totalCount: total?.value ?? 0,
    totalAmount: Number(total?.amount ?? 0),
  };
}

/** Withdrawal `orderNo` of the company with its player's account, or undefined. */
export async function findWithdrawal(db: Db, companyId: number, orderNo: string) {
  const [row] = await db
    .select({ order: withdrawOrder, account: userAccount.account })
    .from(withdrawOrder)
    .innerJoin(userAccount, eq(userAccount.id, withdrawOrder.userId))
    .where(and(eq(withdrawOrder.orderNo, orderNo), eq(userAccount.companyId, companyId)));
  return row;
}

/** Recharge `orderNo` of the company with its player's account and channel name, or undefined. */
export async function findRechargeOrder(db: Db, companyId: number, orderNo: string) {
  const [row] = await db
    .select({ order: rechargeOrder, account: userAccount.account, channel: paymentChannel.name })
    .from(rechargeOrder)
    .innerJoin(userAccount, eq(userAccount.id, rechargeOrder.userId))
    .leftJoin(paymentChannel, eq(paymentChannel.id, rechargeOrder.channelId))
    .where(and(eq(rechargeOrder.orderNo, orderNo), eq(userAccount.companyId, companyId)));
  return row;
}
