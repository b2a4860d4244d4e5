import { lotteryKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryProviders } from '../../../app/storybook/StoryProviders';
import { openInfoFixture } from '../lotteryFixtures';
import { LotteryStorySeed } from '../LotteryStorySeed';
import { LotteryCard } from './LotteryCard';

const meta = {
  title: 'Features/Lottery/LotteryCard',
  component: LotteryCard,
  args: { gameId: 71, gameName: '极速六合彩' },
  decorators: [
    (Story) => (
      <StoryProviders>
        <LotteryStorySeed
          entries={[
            [lotteryKeys.openInfo(71), openInfoFixture({ gameId: 71, secondsToDraw: 40 })],
            [
              lotteryKeys.openInfo(110),
              openInfoFixture({
                gameId: 110,
                gameName: '澳门六合彩',
                preTurn: '2026326',
                liveUrl: '/replay.m3u8',
                secondsToDraw: 3600,
              }),
            ],
          ]}
        >
          <div style={{ padding: 12 }}>
            <Story />
          </div>
        </LotteryStorySeed>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof LotteryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fast game between draws. */
export const FastGame: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('第202611210600期')).toBeVisible();
    await expect(c.getByRole('link', { name: '历史记录' })).toHaveAttribute(
      'href',
      '/lottery-history/71',
    );
  },
};

/** The daily live game after its draw: a replay is offered. */
export const LiveGameReplay: Story = { args: { gameId: 110, gameName: '澳门六合彩' } };
