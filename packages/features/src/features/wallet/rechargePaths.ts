// Where each recharge flow continues (spec §2 routes) once a channel and amount are chosen.
import type { RechargeRoute } from '@jinli/contract';

/** Path of the bank-transfer form of a channel. */
export function bankRechargePath(channelId: number, amountText: string): string {
  return `/recharge/bank?${new URLSearchParams({ channelId: String(channelId), amount: amountText }).toString()}`;
}

/** Path of an order's page for its route: /recharge/online/…, /recharge/qr-virtual/…, /recharge/third-party/…. */
export function rechargeOrderPath(route: Exclude<RechargeRoute, 'bank'>, orderNo: string): string {
  const segment =
    route === 'online' ? 'online' : route === 'qrVirtual' ? 'qr-virtual' : 'third-party';
  return `/recharge/${segment}/${encodeURIComponent(orderNo)}`;
}

/** Path of the processing page of an order. */
export function rechargeProcessingPath(orderNo: string): string {
  return `/recharge/processing/${encodeURIComponent(orderNo)}`;
}

/** Path of the failed page. */
export const RECHARGE_FAILED_PATH = '/recharge/failed';
