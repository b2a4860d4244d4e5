// Lottery bet record status (spec §4 "Bet status") and the cancel rules of the bet list (§2, §5).
// The server checks cancels with the same functions, against its own clock.
import { type TimeInput, toEpochMs } from './time';

/** bet record `status`. */
export const BET_STATUS = {
  PENDING: 0,
  SETTLED: 1,
  CANCELLED: 2,
  DELETED: 3,
  TRACK_STOPPED: 4,
} as const;
/** bet record `result` once settled. */
export const BET_RESULT = { NOT_WON: 0, PAID_OUT: 1, DRAW: 2 } as const;

/** What a record's status shows as. */
export type BetStatusKind =
  | 'cancelable'
  | 'unsettled'
  | 'notWon'
  | 'paidOut'
  | 'draw'
  | 'cancelled'
  | 'deleted'
  | 'trackStopped'
  | 'unknown';

/** Chinese text of each status kind (the spec quotes English: cancelable, unsettled, not won, …). */
export const BET_STATUS_TEXT: Record<BetStatusKind, string> = {
  cancelable: '可撤单',
  unsettled: '未结算',
  notWon: '未中奖',
  paidOut: '已派奖',
  draw: '和局',
  cancelled: '已撤单',
  deleted: '已删除',
  trackStopped: '追号停止',
  unknown: '-',
};

/** Appended to 可撤单 when the bet belongs to a chase ('[track]'). */
export const BET_TRACK_SUFFIX = '[追号]';

/** Texts of the cancel mode (spec §2 bet records, §5 cancel, §8 toasts). */
export const BET_CANCEL_TEXT = {
  /** A row that cannot be cancelled was tapped ('record cannot be cancelled!'). */
  notCancelable: '该记录无法撤单！',
  /** hy_is_cancel is off ('bet status cannot be cancelled, please refresh page'). */
  disabled: '注单状态不可撤单，请刷新页面',
  /** Confirm dialog title ('sure to cancel?'). */
  confirmTitle: '确定撤单吗？',
  /** Toast after the cancel succeeded. */
  succeeded: '撤单成功',
  /** Select-all toggle of the cancel bar. */
  selectAll: '全选',
} as const;

/** Confirm dialog body: 'about to cancel N bets'. */
export function betCancelConfirmText(count: number): string {
  return `即将撤销${count}笔注单`;
}

/** Cancel bar button: 'cancel(count)'. */
export function betCancelButtonText(count: number): string {
  return `撤单(${count})`;
}

/** The fields of a bet record the status rules read. */
export interface BetStatusFields {
  orderNo?: string;
  /** 0 pending, 1 settled, 2 cancelled, 3 deleted, 4 chase stopped. */
  status: number | string | null | undefined;
  /** When settled: 0 not won, 1 paid out, 2 draw. */
  result?: number | string | null;
  /** Last moment the bet may be cancelled: server wall time (UTC+8) or epoch. */
  betEndTime?: TimeInput | null;
  /** Set when the bet belongs to a chase (追号). */
  trackOrderNo?: string | number | null;
}

/** What the cancel rules need besides the record. */
export interface BetCancelContext {
  /** Current time, epoch ms (server time on the server; corrected device time on the client). */
  now: number;
  /** The system setting hy_is_cancel is '1' (see isBetCancelEnabled). */
  cancelEnabled: boolean;
}

function code(value: number | string | null | undefined): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/**
 * A bet may be cancelled when it is pending (status 0), its betEndTime (UTC+8 wall time) is
 * strictly after `now`, and hy_is_cancel is on. A malformed betEndTime is never cancelable.
 */
export function isBetCancelable(record: BetStatusFields, context: BetCancelContext): boolean {
  if (!context.cancelEnabled || code(record.status) !== BET_STATUS.PENDING) return false;
  const end = toEpochMs(record.betEndTime);
  return end !== null && end > context.now;
}

/** The status kind of a record: pending → cancelable/unsettled; settled → by result; unknown codes → 'unknown'. */
export function betStatusKind(record: BetStatusFields, context: BetCancelContext): BetStatusKind {
  switch (code(record.status)) {
    case BET_STATUS.PENDING:
      return isBetCancelable(record, context) ? 'cancelable' : 'unsettled';
    case BET_STATUS.SETTLED:
      switch (code(record.result)) {
        case BET_RESULT.NOT_WON:
          return 'notWon';
        case BET_RESULT.PAID_OUT:
          return 'paidOut';
        case BET_RESULT.DRAW:
          return 'draw';
        default:
          return 'unknown';
      }
    case BET_STATUS.CANCELLED:
      return 'cancelled';
    case BET_STATUS.DELETED:
      return 'deleted';
    case BET_STATUS.TRACK_STOPPED:
      return 'trackStopped';
    default:
      return 'unknown';
  }
}

function hasTrack(record: BetStatusFields): boolean {
  const no = record.trackOrderNo;
  return no !== null && no !== undefined && String(no).trim() !== '';
}

/** The status text shown on a record: e.g. 可撤单, 可撤单[追号], 未结算, 已派奖, '-'. */
export function betStatusText(record: BetStatusFields, context: BetCancelContext): string {
  const kind = betStatusKind(record, context);
  return kind === 'cancelable' && hasTrack(record)
    ? `${BET_STATUS_TEXT.cancelable}${BET_TRACK_SUFFIX}`
    : BET_STATUS_TEXT[kind];
}

/**
 * Why a record cannot be cancelled, or null when it can: with hy_is_cancel off every row gets
 * the 'please refresh' text, otherwise a non-cancelable row gets 该记录无法撤单！.
 */
export function betCancelRefusal(
  record: BetStatusFields,
  context: BetCancelContext,
): string | null {
  if (!context.cancelEnabled) return BET_CANCEL_TEXT.disabled;
  return isBetCancelable(record, context) ? null : BET_CANCEL_TEXT.notCancelable;
}

/** Order numbers that select-all picks in cancel mode: the cancelable rows, in order, without duplicates. */
export function cancelableOrderNos(
  records: readonly BetStatusFields[],
  context: BetCancelContext,
): string[] {
  const seen = new Set<string>();
  for (const record of records) {
    if (record.orderNo && isBetCancelable(record, context)) seen.add(record.orderNo);
  }
  return [...seen];
}

/**
 * Tapping a row in cancel mode: a cancelable row toggles in `selected`; any other row leaves the
 * selection alone and returns its refusal text. `selected` is not mutated.
 */
export function toggleCancelSelection(
  selected: readonly string[],
  record: BetStatusFields,
  context: BetCancelContext,
): { selected: string[]; refusal: string | null } {
  const refusal = betCancelRefusal(record, context);
  if (refusal !== null || !record.orderNo)
    return { selected: [...selected], refusal: refusal ?? BET_CANCEL_TEXT.notCancelable };
  const orderNo = record.orderNo;
  return selected.includes(orderNo)
    ? { selected: selected.filter((no) => no !== orderNo), refusal: null }
    : { selected: [...selected, orderNo], refusal: null };
}
