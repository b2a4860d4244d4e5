// How a packet shows to the viewer: the card's state (fresh, or 已领取 / 已抢完 / 已过期) and the
// detail page's summary line.
import type { HongbaoKind, HongbaoSummary } from '@jinli/contract';
import { formatMoney } from '@jinli/domain';
import { hongbaoStrings as s } from './strings';

export interface HongbaoCardState {
  /** Shown under the greeting; undefined while the viewer can still open it. */
  status: string | undefined;
  /** Opened or over for the viewer. */
  spent: boolean;
}

export function kindLabel(kind: HongbaoKind): string {
  return kind === 'lucky' ? s.lucky : s.equal;
}

/** The card for `packet` as the viewer knows it; unknown yet (no detail, a guest): fresh. */
export function hongbaoCardState(packet: HongbaoSummary | undefined): HongbaoCardState {
  if (!packet) return { status: undefined, spent: false };
  if (packet.myAmount !== null) return { status: s.taken, spent: true };
  if (packet.status === 'expired') return { status: s.expired, spent: true };
  if (packet.status === 'finished') return { status: s.empty, spent: true };
  return { status: undefined, spent: false };
}

const yuan = (thousandths: number) => formatMoney(thousandths);

/** The line over the shares: progress, how fast it was emptied, or expiry and refund. */
export function hongbaoSummaryLine(packet: HongbaoSummary): string {
  if (packet.status === 'finished' && packet.finishedAt !== null)
    return s.finishedSummary(
      packet.count,
      yuan(packet.totalAmount),
      s.duration(packet.finishedAt - packet.createdAt),
    );
  if (packet.status === 'expired')
    return s.expiredSummary(
      packet.takenCount,
      packet.count,
      packet.refundAmount === null ? null : yuan(packet.refundAmount),
    );
  return s.sentSummary(
    packet.takenCount,
    packet.count,
    yuan(packet.takenAmount),
    yuan(packet.totalAmount),
  );
}
