// Payment channels: which ones a player is offered (those whose adapter this deployment enables)
// and the most a channel takes (its own maximum, lowered by userWithdrawLimit's for its kind).
import { type PaymentChannels, type PaymentKind, type RechargeRoute } from '@jinli/contract';
import { isPaymentChannelKind, paymentChannelMaximum } from '@jinli/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { paymentChannel } from '../../db/schema';
import type { ChannelAdapter, ChannelRow, WalletContext } from './context';

/** The adapter of `channel` when this deployment enables it. */
export function adapterOf(
  ctx: Pick<WalletContext, 'adapters'>,
  channel: ChannelRow,
): ChannelAdapter | undefined {
  return Object.hasOwn(ctx.adapters, channel.adapter) ? ctx.adapters[channel.adapter] : undefined;
}

/** The most one order of the channel may be (thousandths). */
export async function channelMaximum(
  ctx: Pick<WalletContext, 'config'>,
  kind: PaymentKind,
  channelMax: bigint,
): Promise<number> {
  const limit = await ctx.config.document('userWithdrawLimit');
  const kindMax = paymentChannelMaximum(limit, kind);
  const max = Number(channelMax);
  return kindMax === null ? max : Math.min(max, kindMax);
}

/** The payment channels a player is offered, by kind, in their order. */
export async function listChannels(ctx: WalletContext): Promise<PaymentChannels> {
  const { id: companyId } = await ctx.company.current();
  const rows = await ctx.db
    .select()
    .from(paymentChannel)
    .where(and(eq(paymentChannel.companyId, companyId), eq(paymentChannel.enabled, true)))
    .orderBy(desc(paymentChannel.sort), asc(paymentChannel.id));
  const result: PaymentChannels = { bank: [], usdt: [], eWallet: [], directCharging: [] };
  for (const row of rows) {
    // A channel whose adapter this deployment does not enable cannot take a payment.
    if (!isPaymentChannelKind(row.kind) || !adapterOf(ctx, row)) continue;
    result[row.kind].push({
      id: row.id,
      kind: row.kind,
      route: row.route as RechargeRoute,
      name: row.name,
      minAmount: Number(row.minAmount),
      maxAmount: await channelMaximum(ctx, row.kind, row.maxAmount),
      payeeName: row.payeeName,
      payeeAccount: row.payeeAccount,
      payeeBank: row.payeeBank,
    });
  }
  return result;
}
