// Messages of the wallet module not written in the spec.
import { formatMoney } from '@jinli/domain';

export const WALLET_TEXT = {
  channelNotFound: '支付通道不存在或已关闭',
  orderNotFound: '订单不存在',
  rechargeMin: (min: number) => `单笔充值金额不能低于${formatMoney(min)}元`,
  rechargeMax: (max: number) => `单笔充值金额不能超过${formatMoney(max)}元`,
  depositorName: '请输入正确的存款人姓名',
  withdrawMin: (min: number) => `单笔提现金额不能低于${formatMoney(min)}元`,
  withdrawMax: (max: number) => `单笔提现金额不能超过${formatMoney(max)}元`,
  withdrawDailyTimes: '今日提现次数已达上限',
  noBankCard: '请先绑定提款账户',
  turnoverShort: '有效投注额不足，暂不能提现',
  wrongRoute: '该支付通道不支持此充值方式',
  orderClosed: '订单已关闭',
  badDate: '日期格式不正确',
  dateOrder: '开始日期不能晚于结束日期',
  cashierSignature: '支付链接无效',
  rechargeArrived: '充值到账',
  withdrawSubmitted: '提现申请已提交',
  withdrawPaid: '提现成功',
  withdrawRejected: '提现失败',
} as const;
