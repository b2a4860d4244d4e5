// The wallet screens on a seeded cache (no network).
import { accountKeys, bankKeys, staticDocumentKeys, walletKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { profileFixture } from '../auth/accountFixtures';
import { AccountStoryProviders } from '../auth/storybook/AccountStoryProviders';
import { BillsScreen } from './BillsScreen';
import { RechargeHistoryScreen, WithdrawHistoryScreen } from './HistoryScreens';
import { RechargeBankScreen } from './RechargeBankScreen';
import { RechargeFailedScreen } from './RechargeFailedScreen';
import { RechargeOrderScreen } from './RechargeOrderScreen';
import { RechargeProcessingScreen } from './RechargeProcessingScreen';
import { RechargeScreen } from './RechargeScreen';
import { ValidWithdrawScreen } from './ValidWithdrawScreens';
import { WithdrawScreen } from './WithdrawScreen';
import {
  billsFixture,
  channelsFixture,
  orderFixture,
  withdrawLimitFixture,
} from './walletFixtures';

const meta = {
  title: 'Features/Wallet/Screens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ORDER = 'R20261121000000000001';
const card = {
  id: 5,
  kind: 'bank' as const,
  bankName: '中国工商银行',
  cardNo: '6222 **** **** 4321',
  realName: '张*',
  bankAddress: '',
  createTime: 1_763_600_000_000,
};
const withdrawOrder = {
  orderNo: 'W20261121000000000002',
  amount: 100_000,
  kind: 'bank' as const,
  freeBank: false,
  bankName: '中国工商银行',
  cardNo: card.cardNo,
  realName: '张*',
  status: 'pending' as const,
  balanceAfter: 25_000,
  createTime: 1_763_700_000_000,
  finishTime: null,
};
const page = <T,>(rows: T[]) => ({
  pages: [{ data: rows, totalCount: rows.length }],
  pageParams: [1],
});

function screen(
  Screen: ComponentType,
  data: ReadonlyArray<readonly [readonly unknown[], unknown]> = [],
  options: { path?: string; pattern?: string; profile?: typeof profileFixture } = {},
) {
  return {
    render: () => (
      <AccountStoryProviders
        token="story-token"
        path={options.path ?? '/'}
        data={[
          [accountKeys.profile(), options.profile ?? profileFixture],
          [accountKeys.money(), { money: 120_000, liveMoney: 5_000 }],
          ...data,
        ]}
      >
        <Routes>
          <Route path={options.pattern ?? '*'} element={<Screen />} />
        </Routes>
      </AccountStoryProviders>
    ),
  };
}

export const Recharge: Story = screen(RechargeScreen, [[walletKeys.channels(), channelsFixture]]);
export const RechargeTrial: Story = {
  ...screen(RechargeScreen, [], {
    profile: { ...profileFixture, userInfo: { ...profileFixture.userInfo, type: 'TEST' } },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('试玩账户无法进行该操作，请注册正式账户!'),
    ).toBeInTheDocument();
    // Not a dead end: the way to a real account.
    await expect(
      within(canvasElement).getByRole('button', { name: '注册正式账户' }),
    ).toBeInTheDocument();
  },
};
export const RechargeBank: Story = screen(
  RechargeBankScreen,
  [[walletKeys.channels(), channelsFixture]],
  {
    path: '/recharge/bank?channelId=1&amount=200',
  },
);
function OnlineOrder() {
  return <RechargeOrderScreen variant="online" />;
}
export const RechargeOrder: Story = screen(
  OnlineOrder,
  [[walletKeys.rechargeDetail(ORDER), orderFixture({ cashierUrl: '' })]],
  { path: `/recharge/online/${ORDER}`, pattern: '/recharge/online/:orderId' },
);
function QrVirtualOrder() {
  return <RechargeOrderScreen variant="qrVirtual" />;
}
/** A USDT order: the payee address as a QR code made in the app, its network and 复制. */
export const RechargeUsdtOrder: Story = {
  ...screen(
    QrVirtualOrder,
    [
      [
        walletKeys.rechargeDetail(ORDER),
        orderFixture({
          channelId: 3,
          channelName: 'USDT-TRC20',
          kind: 'usdt',
          route: 'qrVirtual',
          payeeAccount: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
          payeeBank: 'TRC20',
          cashierUrl: '',
        }),
      ],
    ],
    { path: `/recharge/qr-virtual/${ORDER}`, pattern: '/recharge/qr-virtual/:orderId' },
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: '收款地址二维码' }),
    ).toBeInTheDocument();
    await expect(within(canvasElement).getByTestId('payee-address')).toHaveTextContent(
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
  },
};
export const RechargeProcessing: Story = screen(
  RechargeProcessingScreen,
  [
    [
      walletKeys.rechargeDetail(ORDER),
      orderFixture({ status: 'paid', finishTime: 1_763_700_060_000 }),
    ],
  ],
  { path: `/recharge/processing/${ORDER}`, pattern: '/recharge/processing/:orderId' },
);
export const RechargeFailed: Story = screen(RechargeFailedScreen);
export const Withdraw: Story = screen(WithdrawScreen, [
  [bankKeys.list(), [card]],
  [
    walletKeys.validWithdraw(),
    {
      relaxQuota: 0,
      requireDML: 100_000,
      rows: [],
      sumAllDeduct: 40_000,
      sumAllDml: 60_000,
      yetWithdraw: 0,
    },
  ],
  [staticDocumentKeys.document('userWithdrawLimit'), withdrawLimitFixture],
]);
export const WithdrawNoAccount: Story = screen(WithdrawScreen, [
  [bankKeys.list(), []],
  [staticDocumentKeys.document('userWithdrawLimit'), withdrawLimitFixture],
]);
export const Bills: Story = {
  ...screen(BillsScreen, [[[...walletKeys.bills({}), 'infinite'], page(billsFixture)]]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('bill-row')).toHaveLength(2);
  },
};
export const BillsEmpty: Story = screen(BillsScreen, [
  [[...walletKeys.bills({}), 'infinite'], page([])],
]);
export const RechargeHistory: Story = screen(RechargeHistoryScreen, [
  [
    [...walletKeys.rechargeHistory(), 'infinite'],
    page([orderFixture({ status: 'paid' }), orderFixture({ orderNo: 'R2', status: 'failed' })]),
  ],
]);
export const WithdrawHistory: Story = screen(WithdrawHistoryScreen, [
  [[...walletKeys.withdrawHistory(), 'infinite'], page([withdrawOrder])],
]);
export const ValidWithdraw: Story = screen(ValidWithdrawScreen, [
  [
    walletKeys.validWithdraw(),
    {
      relaxQuota: 0,
      requireDML: 100_000,
      sumAllDeduct: 40_000,
      sumAllDml: 60_000,
      yetWithdraw: 0,
      rows: [
        {
          id: 1,
          type: 2,
          typeName: '在线支付',
          creditAmount: 100_000,
          requiredAmount: 100_000,
          doneAmount: 60_000,
          finished: 0,
          createTime: 1_763_700_000_000,
        },
      ],
    },
  ],
]);
