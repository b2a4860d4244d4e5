// Recharge orders: created for an enabled channel within its limits (whole fen: the gateway is sent
// yuan with 2 decimals and its callback must match), then read back by their owner. An order is
// paid or failed by its channel's callback (rechargeSettlement.ts).
import {
  ErrorCode,
  type Page,
  type RechargeCreateBody,
  type RechargeOrder,
  type RechargeRoute,
  type TellerMachineBody,
} from '@jinli/contract';
import { isPaymentChannelKind, isValidFullName, parseEnteredYuan } from '@jinli/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { paymentChannel, rechargeOrder, type UserRow } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { adapterOf, channelMaximum } from './channels';
import {
  bad,
  type ChannelRow,
  newOrderNo,
  notFound,
  refuseUnless,
  type WalletContext,
} from './context';
import { runIdempotent } from './idempotency';
import { WALLET_TEXT } from './texts';

type RechargeRow = typeof rechargeOrder.$inferSelect;

/** The wire form of an order; a pending one carries where to pay it (asked of its adapter). */
export async function toRechargeOrder(
  ctx: Pick<WalletContext, 'adapters'>,
  row: RechargeRow,
  channel: ChannelRow | undefined,
  knownCashierUrl?: string,
): Promise<RechargeOrder> {
  return {
    orderNo: row.orderNo,
    channelId: row.channelId,
    channelName: channel?.name ?? '',
    kind: isPaymentChannelKind(row.kind) ? row.kind : 'bank',
    route: row.route as RechargeRoute,
    amount: Number(row.amount),
    status: row.status as RechargeOrder['status'],
    depositorName: row.depositorName,
    payeeName: channel?.payeeName ?? '',
    payeeAccount: channel?.payeeAccount ?? '',
    payeeBank: channel?.payeeBank ?? '',
    cashierUrl:
      row.status !== 'pending' || !channel
        ? ''
        : (knownCashierUrl ??
          (await adapterOf(ctx, channel)?.cashierUrl({
            orderNo: row.orderNo,
            userId: row.userId,
            amount: row.amount,
            channel,
          })) ??
          ''),
    createTime: row.createdAt.getTime(),
    finishTime: row.finishedAt?.getTime() ?? null,
  };
}

/** An order and its channel. */
export async function rechargeWithChannel(ctx: Pick<WalletContext, 'db'>, where: SQL | undefined) {
  const [row] = await ctx.db
    .select({ order: rechargeOrder, channel: paymentChannel })
    .from(rechargeOrder)
    .innerJoin(paymentChannel, eq(paymentChannel.id, rechargeOrder.channelId))
    .where(where);
  return row;
}

interface RechargeInput {
  channelId: number;
  amount: string | number;
  depositorName: string;
}

/** A recharge order written, then the step before the answer. */
async function openRecharge(
  ...args: Parameters<typeof writeRecharge>
): ReturnType<typeof writeRecharge> {
  const order = await writeRecharge(...args);
  await args[0].faults.reached('recharge:ordered', { ref: order.orderNo });
  return order;
}

async function writeRecharge(
  ctx: WalletContext,
  user: UserRow,
  input: RechargeInput,
  routes: readonly RechargeRoute[],
  key: string | undefined,
  scope: string,
): Promise<RechargeOrder> {
  refuseUnless('recharge', user);
  const { db } = ctx;
  const { id: companyId } = await ctx.company.current();
  const [channel] = await db
    .select()
    .from(paymentChannel)
    .where(
      and(
        eq(paymentChannel.id, input.channelId),
        eq(paymentChannel.companyId, companyId),
        eq(paymentChannel.enabled, true),
      ),
    );
  if (!channel || !isPaymentChannelKind(channel.kind)) {
    throw new AppError(ErrorCode.NOT_FOUND, WALLET_TEXT.channelNotFound);
  }
  if (!routes.includes(channel.route as RechargeRoute)) throw bad(WALLET_TEXT.wrongRoute);
  // Whole fen: the gateway is sent yuan with 2 decimals, and its callback must match the order.
  const parsed = parseEnteredYuan(input.amount);
  if (!parsed.ok) throw bad(parsed.message);
  const min = Number(channel.minAmount);
  const max = await channelMaximum(ctx, channel.kind, channel.maxAmount);
  if (parsed.value < min) throw bad(WALLET_TEXT.rechargeMin(min));
  if (parsed.value > max) throw bad(WALLET_TEXT.rechargeMax(max));
  // Everything that reads the database is done before the transaction (PGlite has one connection).
  const orderNo = newOrderNo('R', ctx.now());
  const adapter = adapterOf(ctx, channel);
  if (!adapter)
    throw channel.adapter === 'sandbox'
      ? new AppError(ErrorCode.FORBIDDEN, WALLET_TEXT.sandboxOff)
      : new AppError(ErrorCode.NOT_FOUND, WALLET_TEXT.channelNotFound);
  const cashierUrl = await adapter.cashierUrl({
    orderNo,
    userId: user.id,
    amount: BigInt(parsed.value),
    channel,
  });
  return runIdempotent(db, { userId: user.id, key, scope, body: input }, async (tx) => {
    const [row] = await tx
      .insert(rechargeOrder)
      .values({
        orderNo,
        userId: user.id,
        channelId: channel.id,
        kind: channel.kind,
        route: channel.route,
        amount: BigInt(parsed.value),
        depositorName: input.depositorName,
      })
      .returning();
    if (!row) throw new Error('recharge: insert returned nothing');
    return toRechargeOrder(ctx, row, channel, cashierUrl);
  });
}

/** An online, QR/virtual or third-party recharge. */
export function createRecharge(
  ctx: WalletContext,
  user: UserRow,
  body: RechargeCreateBody,
  key: string | undefined,
): Promise<RechargeOrder> {
  return openRecharge(
    ctx,
    user,
    {
      channelId: body.channelId,
      amount: body.amount,
      depositorName: body.depositorName?.trim() ?? '',
    },
    ['online', 'qrVirtual', 'thirdParty'],
    key,
    'rechargeCreate',
  );
}

/** A bank transfer recharge, with the depositor's real name. */
export async function tellerMachine(
  ctx: WalletContext,
  user: UserRow,
  body: TellerMachineBody,
  key: string | undefined,
): Promise<RechargeOrder> {
  refuseUnless('recharge', user);
  const depositorName = body.depositorName.trim();
  if (!isValidFullName(depositorName)) throw bad(WALLET_TEXT.depositorName);
  return openRecharge(
    ctx,
    user,
    { channelId: body.channelId, amount: body.amount, depositorName },
    ['bank'],
    key,
    'tellerMachine',
  );
}

/** The user's orders, newest first (one status only when given). */
export async function rechargeHistory(
  ctx: WalletContext,
  user: UserRow,
  page: number,
  rows: number,
  status?: string,
): Promise<Page<RechargeOrder>> {
  const { db } = ctx;
  const where = and(
    eq(rechargeOrder.userId, user.id),
    status ? eq(rechargeOrder.status, status) : undefined,
  );
  const [list, [total]] = await Promise.all([
    db
      .select({ order: rechargeOrder, channel: paymentChannel })
      .from(rechargeOrder)
      .innerJoin(paymentChannel, eq(paymentChannel.id, rechargeOrder.channelId))
      .where(where)
      .orderBy(desc(rechargeOrder.createdAt), desc(rechargeOrder.id))
      .offset((page - 1) * rows)
      .limit(rows),
    db.select({ value: count() }).from(rechargeOrder).where(where),
  ]);
  return {
    data: await Promise.all(list.map((r) => toRechargeOrder(ctx, r.order, r.channel))),
    totalCount: total?.value ?? 0,
  };
}

/** One of the user's orders. */
export async function rechargeDetail(
  ctx: WalletContext,
  user: UserRow,
  orderNo: string,
): Promise<RechargeOrder> {
  const row = await rechargeWithChannel(
    ctx,
    and(eq(rechargeOrder.orderNo, orderNo), eq(rechargeOrder.userId, user.id)),
  );
  if (!row) throw notFound();
  return toRechargeOrder(ctx, row.order, row.channel);
}

/** An order with its owner and channel, for the cashier and provider callbacks (no owner check). */
export async function findRecharge(
  ctx: WalletContext,
  orderNo: string,
): Promise<{ order: RechargeOrder; userId: number; channel: ChannelRow } | undefined> {
  const row = await rechargeWithChannel(ctx, eq(rechargeOrder.orderNo, orderNo));
  if (!row) return undefined;
  return {
    order: await toRechargeOrder(ctx, row.order, row.channel),
    userId: row.order.userId,
    channel: row.channel,
  };
}
