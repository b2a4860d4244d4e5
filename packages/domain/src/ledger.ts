// Wallet ledger types (spec §3): a stable numeric code per type, stored by the server in every
// ledger row and shown by the bills screen as its Chinese label. Never renumber: append only.

/** Which way a type moves the main balance: 'in' credits, 'out' debits, 'either' can do both. */
export type LedgerDirection = 'in' | 'out' | 'either';

/** One ledger type. */
export interface LedgerType {
  /** Stable numeric code (stored). */
  code: number;
  /** Identifier for code. */
  key: string;
  /** Chinese label shown on the bills screen. */
  label: string;
  direction: LedgerDirection;
}

/**
 * Every ledger type of spec §3, in the spec's order (codes 1-32), then our own (33-35 red packets,
 * 36 operator adjustments).
 */
export const LEDGER_TYPES = [
  { code: 1, key: 'transferRecharge', label: '转账充值', direction: 'in' },
  { code: 2, key: 'onlinePayment', label: '在线支付', direction: 'in' },
  { code: 3, key: 'lotteryBet', label: '彩票投注', direction: 'out' },
  { code: 4, key: 'payout', label: '派奖', direction: 'in' },
  { code: 5, key: 'withdrawal', label: '提现', direction: 'out' },
  { code: 6, key: 'orderCancelRefund', label: '撤单返款', direction: 'in' },
  { code: 7, key: 'withdrawalFailed', label: '提现失败', direction: 'in' },
  { code: 8, key: 'rebate', label: '返点', direction: 'in' },
  { code: 9, key: 'backendTransferIn', label: '后台转入', direction: 'in' },
  { code: 10, key: 'backendTransferOut', label: '后台转出', direction: 'out' },
  { code: 11, key: 'registrationBonus', label: '注册彩金', direction: 'in' },
  { code: 12, key: 'agentRebate', label: '代理返点', direction: 'in' },
  { code: 13, key: 'manualDeposit', label: '人工存入', direction: 'in' },
  { code: 14, key: 'waterRebate', label: '返水', direction: 'in' },
  { code: 15, key: 'activityOffer', label: '活动优惠', direction: 'in' },
  { code: 16, key: 'chaseRefund', label: '追号返款', direction: 'in' },
  { code: 17, key: 'systemReward', label: '系统奖励', direction: 'in' },
  { code: 18, key: 'agentDailyWage', label: '代理日工资', direction: 'in' },
  { code: 19, key: 'agentSupport', label: '代理扶持', direction: 'in' },
  { code: 20, key: 'otherRecharge', label: '其他充值', direction: 'in' },
  { code: 21, key: 'drawRefund', label: '和局退款', direction: 'in' },
  { code: 22, key: 'reverseRebate', label: '撤销返点', direction: 'out' },
  { code: 23, key: 'manualWithdrawal', label: '人工提出', direction: 'out' },
  { code: 24, key: 'chaseDeduction', label: '追号扣款', direction: 'out' },
  { code: 25, key: 'offerDeduction', label: '优惠扣除', direction: 'out' },
  { code: 26, key: 'otherDeduction', label: '其他扣款', direction: 'out' },
  { code: 27, key: 'reversePayout', label: '撤销派奖', direction: 'out' },
  { code: 28, key: 'quotaIn', label: '额度转入', direction: 'in' },
  { code: 29, key: 'quotaOut', label: '额度转出', direction: 'out' },
  { code: 30, key: 'violationRefund', label: '违规退款', direction: 'in' },
  { code: 31, key: 'resettle', label: '重新结算', direction: 'either' },
  { code: 32, key: 'cancelOrder', label: '撤单', direction: 'in' },
  // Red packets in chat (issue 16): ours, the spec's list has none.
  { code: 33, key: 'hongbaoSend', label: '红包发出', direction: 'out' },
  { code: 34, key: 'hongbaoGrab', label: '红包领取', direction: 'in' },
  { code: 35, key: 'hongbaoRefund', label: '红包退回', direction: 'in' },
  // An operator's balance adjustment from the console (issue 32), audited, either way.
  { code: 36, key: 'adjust', label: '人工调整', direction: 'either' },
] as const satisfies readonly LedgerType[];

/** Identifier of a ledger type. */
export type LedgerTypeKey = (typeof LEDGER_TYPES)[number]['key'];

/** Code of each type by key: LEDGER_CODE.lotteryBet === 3. */
export const LEDGER_CODE = Object.fromEntries(LEDGER_TYPES.map((t) => [t.key, t.code])) as Record<
  LedgerTypeKey,
  number
>;

const byCode = new Map<number, LedgerType>(LEDGER_TYPES.map((t) => [t.code, t]));

/** The ledger type of `code`, or undefined for an unknown code. */
export function ledgerTypeOf(code: number): LedgerType | undefined {
  return byCode.get(code);
}

/** Label of a ledger code for the bills screen; '-' for an unknown code. */
export function ledgerTypeLabel(code: number | string): string {
  return byCode.get(Number(code))?.label ?? '-';
}

/**
 * Whether a signed amount (thousandths; + credits the balance) fits its type's direction.
 * Zero fits no type: a ledger row always moves money.
 */
export function isLedgerAmountAllowed(code: number, amount: number | bigint): boolean {
  const type = byCode.get(code);
  if (!type || amount === 0 || amount === 0n) return false;
  const positive = amount > 0;
  return type.direction === 'either' || (type.direction === 'in') === positive;
}
