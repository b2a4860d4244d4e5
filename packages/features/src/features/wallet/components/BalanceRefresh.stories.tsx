import { accountKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountStoryProviders } from '../../auth/storybook/AccountStoryProviders';
import { BalanceRefresh } from './BalanceRefresh';

/** The balance with its refresh icon; the seeded balance is 1,234.50 (main) + 10.00 (live). */
const meta = {
  title: 'Features/Wallet/BalanceRefresh',
  component: BalanceRefresh,
  args: { spinMs: 500 },
  decorators: [
    (Story) => (
      <AccountStoryProviders
        token="story-token"
        data={[[accountKeys.money(), { money: 1_234_500, liveMoney: 10_000 }]]}
      >
        <div style={{ padding: 16, background: '#c0392b' }}>
          <Story />
        </div>
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof BalanceRefresh>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  args: { tone: 'light' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('余额')).toHaveTextContent('1,244.50');
  },
};
export const Dark: Story = { args: { tone: 'dark' } };
