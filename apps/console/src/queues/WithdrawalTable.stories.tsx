import type { ConsoleWithdrawalRow } from '@jinli/contract/console';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inStoryFrame } from '../shared/StoryFrame';
import { WithdrawalTable } from './WithdrawalTable';

const at = Date.UTC(2026, 10, 29, 12, 0, 0);

const rows: ConsoleWithdrawalRow[] = [
  {
    orderNo: 'W20261129120000000001',
    userId: 11,
    account: 'demo01',
    amount: 1_500_000,
    kind: 'bank',
    bankName: '中国工商银行',
    cardNo: '6222 **** **** 1234',
    realName: '张三',
    status: 'pending',
    remark: '',
    createTime: at,
    finishTime: null,
  },
  {
    orderNo: 'W20261129113000000002',
    userId: 12,
    account: 'team02',
    amount: 88_880,
    kind: 'usdt',
    bankName: 'USDT-TRC20',
    cardNo: 'TQ9x…8Lm2',
    realName: '李四',
    status: 'paid',
    remark: '',
    createTime: at - 30 * 60_000,
    finishTime: at - 20 * 60_000,
  },
  {
    orderNo: 'W20261128090000000003',
    userId: 13,
    account: 'agent02',
    amount: 300_000,
    kind: 'bank',
    bankName: '招商银行',
    cardNo: '6214 **** **** 5678',
    realName: '王五',
    status: 'rejected',
    remark: '户名不符',
    createTime: at - 27 * 3_600_000,
    finishTime: at - 26 * 3_600_000,
  },
];

const meta = {
  title: 'Console/WithdrawalTable',
  component: WithdrawalTable,
  decorators: [inStoryFrame],
  args: {
    rows,
    canAct: true,
    pagination: false,
    onApprove: async () => undefined,
    onReject: async () => undefined,
  },
} satisfies Meta<typeof WithdrawalTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 财务 or 管理员: the pending order has 确认出款 and 拒绝. */
export const Finance: Story = {};

/** 客服 reads the queue without the decisions. */
export const Support: Story = { args: { canAct: false } };

export const Loading: Story = { args: { rows: [], loading: true } };
