// Answers of the reference server for the wallet screens, shared by their tests and stories.
import type { Bill, PaymentChannels, RechargeOrder, WithdrawLimit } from '@jinli/contract';

export const channelsFixture: PaymentChannels = {
  bank: [
    {
      id: 1,
      kind: 'bank',
      route: 'bank',
      name: '银行卡转账',
      minAmount: 100_000,
      maxAmount: 50_000_000,
      payeeName: '锦鲤娱乐有限公司',
      payeeAccount: '6222020000111122223',
      payeeBank: '中国工商银行',
    },
  ],
  usdt: [],
  eWallet: [
    {
      id: 2,
      kind: 'eWallet',
      route: 'online',
      name: '支付宝在线支付',
      minAmount: 10_000,
      maxAmount: 20_000_000,
      payeeName: '',
      payeeAccount: '',
      payeeBank: '',
    },
  ],
  directCharging: [],
};

export function orderFixture(overrides: Partial<RechargeOrder> = {}): RechargeOrder {
  return {
    orderNo: 'R20261121000000000001',
    channelId: 2,
    channelName: '支付宝在线支付',
    kind: 'eWallet',
    route: 'online',
    amount: 100_000,
    status: 'pending',
    depositorName: '',
    payeeName: '',
    payeeAccount: '',
    payeeBank: '',
    cashierUrl: '/sandbox/cashier/R20261121000000000001?sig=abc',
    createTime: 1_763_700_000_000,
    finishTime: null,
    ...overrides,
  };
}

export const withdrawLimitFixture: WithdrawLimit = {
  minMoney: '100',
  maxMoney: '50000',
  dailyTimes: 5,
  max_bank: '50000',
  max_usdt: '50000',
  max_e_wallet: '50000',
  max_direct_charging: '50000',
};

export const billsFixture: Bill[] = [
  {
    id: 9,
    type: 2,
    typeName: '在线支付',
    amount: 100_000,
    balanceAfter: 100_000,
    remark: '',
    refId: 'R20261121000000000001',
    createTime: 1_763_700_100_000,
  },
  {
    id: 10,
    type: 5,
    typeName: '提现',
    amount: -50_000,
    balanceAfter: 50_000,
    remark: '',
    refId: 'W1',
    createTime: 1_763_700_200_000,
  },
];
