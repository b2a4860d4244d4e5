import { vipBonusKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountStoryProviders } from '../auth/storybook/AccountStoryProviders';
import { BonusCenterScreen } from './BonusCenterScreen';
import { vipBonusFixture } from './bonusCenterFixtures';

/** /bonus-center on a seeded cache (no network). */
const meta = {
  title: 'Features/Profile/BonusCenterScreen',
  component: BonusCenterScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BonusCenterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Claimable: Story = {
  decorators: [
    (Story) => (
      <AccountStoryProviders
        path="/bonus-center"
        token="story-token"
        data={[[vipBonusKeys.all(), vipBonusFixture] as const]}
      >
        <Story />
      </AccountStoryProviders>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bonus-claimable')).toHaveTextContent('36.00');
    await expect(canvas.getAllByRole('button', { name: '立即领取' })).toHaveLength(2);
  },
};

/** Everything claimed or out of reach. */
export const NothingToClaim: Story = {
  decorators: [
    (Story) => (
      <AccountStoryProviders
        path="/bonus-center"
        token="story-token"
        data={[
          [
            vipBonusKeys.all(),
            {
              ...vipBonusFixture,
              claimable: 0,
              levels: vipBonusFixture.levels.map((l) =>
                l.status === 1 ? { ...l, status: 2, claimedAt: 1_763_700_000_000 } : l,
              ),
            },
          ] as const,
        ]}
      >
        <Story />
      </AccountStoryProviders>
    ),
  ],
};
