// The security, settings and notifications screens on a seeded cache (no network).
import { accountKeys, bankKeys, messageKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { profileFixture } from '../auth/accountFixtures';
import { AccountStoryProviders } from '../auth/storybook/AccountStoryProviders';
import { AccountListScreen } from './AccountListScreen';
import { ChangePasswordScreen } from './ChangePasswordScreen';
import { ChatColorScreen } from './ChatColorScreen';
import { FundPasswordScreen } from './FundPasswordScreen';
import { NotificationsScreen } from './NotificationsScreen';
import { PersonalInfoScreen } from './PersonalInfoScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { SecurityCenterScreen } from './SecurityCenterScreen';
import { SettingScreen } from './SettingScreen';
import { UpdateAccountScreen } from './UpdateAccountScreen';

const meta = {
  title: 'Features/Settings/Screens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const messages = {
  data: [
    {
      id: 1,
      title: '充值到账通知',
      content: '您的充值 100.00 元已到账。',
      isRead: 0,
      createTime: 1_763_600_000_000,
    },
    {
      id: 2,
      title: '系统维护公告',
      content: '今晚 02:00-04:00 系统维护。',
      isRead: 1,
      createTime: 1_763_500_000_000,
    },
  ],
  totalCount: 2,
};

function screen(
  Screen: ComponentType,
  data: ReadonlyArray<readonly [readonly unknown[], unknown]> = [],
) {
  return {
    render: () => (
      <AccountStoryProviders
        token="story-token"
        data={[[accountKeys.profile(), profileFixture], ...data]}
      >
        <Screen />
      </AccountStoryProviders>
    ),
  };
}

export const Notifications: Story = {
  ...screen(NotificationsScreen, [[messageKeys.page({ page: 1, rows: 100 }), messages]]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('message-row')).toHaveLength(2);
  },
};
export const NotificationsEmpty: Story = screen(NotificationsScreen, [
  [messageKeys.page({ page: 1, rows: 100 }), { data: [], totalCount: 0 }],
]);
export const SecurityCenter: Story = screen(SecurityCenterScreen);
export const ChangePassword: Story = screen(ChangePasswordScreen);
export const FundPassword: Story = screen(FundPasswordScreen);
export const PersonalInfo: Story = screen(PersonalInfoScreen);
export const Setting: Story = screen(SettingScreen);
export const ChatColor: Story = screen(ChatColorScreen);
export const AccountList: Story = screen(AccountListScreen, [
  [
    bankKeys.list(),
    [
      {
        id: 3,
        kind: 'bank',
        bankName: '中国工商银行',
        cardNo: '6222 **** **** 1234',
        realName: '张*',
        bankAddress: '深圳',
        createTime: 1_763_600_000_000,
      },
    ],
  ],
]);
export const AccountListEmpty: Story = screen(AccountListScreen, [[bankKeys.list(), []]]);
export const UpdateAccount: Story = screen(UpdateAccountScreen);
export const ResetPassword: Story = screen(ResetPasswordScreen);
