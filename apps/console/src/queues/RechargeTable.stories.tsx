import type { ConsoleRechargeRow } from '@jinli/contract/console';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inStoryFrame } from '../shared/StoryFrame';
import { RechargeTable } from './RechargeTable';

const at = Date.UTC(2026, 10, 29, 12, 0, 0);

const rows: ConsoleRechargeRow[] = [
  {
    orderNo: 'R20261129120000000001',
    userId: 11,
    account: 'demo01',
    channelId: 3,
    channelName: '公司入款',
    kind: 'bank',
    route: 'bank',
    amount: 5_000_000,
    status: 'pending',
    depositorName: '张三',
    remark: '',
    createTime: at,
    finishTime: null,
  },
  {
    orderNo: 'R20261129113000000002',
    userId: 12,
    account: 'team02',
    channelId: 5,
    channelName: 'USDT-TRC20',
    kind: 'usdt',
    route: 'qrVirtual',
    amount: 700_000,
    status: 'paid',
    depositorName: '',
    remark: '',
    createTime: at - 30 * 60_000,
    finishTime: at - 25 * 60_000,
  },
  {
    orderNo: 'R20261128090000000003',
    userId: 13,
    account: 'agent02',
    channelId: 1,
    channelName: '在线支付',
    kind: 'eWallet',
    route: 'online',
    amount: 100_000,
    status: 'failed',
    depositorName: '',
    remark: '支付超时',
    createTime: at - 27 * 3_600_000,
    finishTime: at - 27 * 3_600_000 + 15 * 60_000,
  },
];

const meta = {
  title: 'Console/RechargeTable',
  component: RechargeTable,
  decorators: [inStoryFrame],
  args: { rows, canAct: true, pagination: false, onConfirm: async () => undefined },
} satisfies Meta<typeof RechargeTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 财务 sees a bank transfer waiting for its manual confirmation. */
export const Finance: Story = {};

/** 客服 reads the queue without the decision. */
export const Support: Story = { args: { canAct: false } };

export const Loading: Story = { args: { rows: [], loading: true } };
