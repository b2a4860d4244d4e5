// Texts of the 充值 and 提现 queues.
export const QUEUE_TEXT = {
  orderNo: '订单号',
  account: '玩家账号',
  accountPlaceholder: '玩家账号（精确）',
  amount: '金额（元）',
  status: '状态',
  allStatus: '全部状态',
  createTime: '创建时间',
  finishTime: '完成时间',
  remark: '备注',
  time: '创建时间',
  totalAmount: (amount: string) => `筛选结果合计：${amount} 元`,
  note: '备注（选填，记入审计日志）',
  // withdrawals
  target: '收款账户',
  approve: '确认出款',
  reject: '拒绝',
  approveConfirm: (orderNo: string, amount: string) =>
    `确认已向玩家出款 ${amount} 元？（${orderNo}）`,
  rejectConfirm: (orderNo: string, amount: string) =>
    `拒绝提现 ${orderNo}？${amount} 元将退回玩家钱包。`,
  approved: '已确认出款',
  rejected: '已拒绝，金额已退回',
  withdrawExport: '提现订单',
  // recharges
  channel: '通道',
  route: '方式',
  routes: {
    bank: '银行转账',
    online: '在线支付',
    qrVirtual: '扫码/虚拟币',
    thirdParty: '第三方',
  } as Record<string, string>,
  allRoutes: '全部方式',
  depositor: '存款人',
  confirm: '确认到账',
  confirmConfirm: (orderNo: string, amount: string) =>
    `确认已收到银行转账 ${amount} 元？（${orderNo}）金额将立即计入玩家钱包。`,
  confirmed: '已确认到账',
  rechargeExport: '充值订单',
} as const;
