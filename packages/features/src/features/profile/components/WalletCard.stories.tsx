import { accountKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountStoryProviders } from '../../auth/storybook/AccountStoryProviders';
import { WalletCard } from './WalletCard';

const meta = {
  title: 'Features/Profile/WalletCard',
  component: WalletCard,
  args: { userType: 'HY', spinMs: 500 },
  decorators: [
    (Story) => (
      <AccountStoryProviders
        token="story-token"
        data={[[accountKeys.money(), { money: 88_000, liveMoney: 0 }]]}
      >
        <Story />
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof WalletCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Official: Story = {};

/** A trial account: deposit is refused with the spec's toast. */
export const Trial: Story = {
  args: { userType: 'TEST' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '充值' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        '试玩账户无法进行该操作，请注册正式账户!',
      ),
    ).toBeInTheDocument();
  },
};
