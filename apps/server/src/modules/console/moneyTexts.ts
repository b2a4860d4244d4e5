// The refusals (`msg` of `{ code, msg }`) of the console's players and money routes, one place so
// that tests and routes share them.
import { MAX_ADJUSTMENT_AMOUNT } from '@jinli/contract/console';

const yuan = (thousandths: bigint | number) =>
  (Number(thousandths) / 1000).toLocaleString('zh-CN', { maximumFractionDigits: 3 });

export const PLAYER_MONEY_TEXT = {
  playerNotFound: '玩家不存在',
  rangeInverted: '开始时间不能晚于结束时间',
  adjustAmount: `调整金额须为非零整数（单位：厘），绝对值不超过 ${yuan(MAX_ADJUSTMENT_AMOUNT)} 元`,
  adjustReason: '请填写调整原因（1-200字）',
  adjustBelowZero: (balance: bigint) => `扣减后余额不能小于0（当前余额 ${yuan(balance)} 元）`,
  adjustmentNotFound: '调整记录不存在',
  adjustmentDecided: '该调整已处理，不能重复操作',
  adjustmentOwn: '不能复核自己提交的调整，请由另一位财务或管理员处理',
  threshold: `复核金额须为 0 到 ${yuan(MAX_ADJUSTMENT_AMOUNT)} 元之间的整数（单位：厘）`,
  note: '备注不能超过200字',
  orderNotFound: '订单不存在',
  orderSettled: '该订单已处理，不能重复操作',
  notBankTransfer: '只有银行转账充值可以人工确认到账',
} as const;
