import { lotteryKeys, staticDocumentKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appConfigFixture, openInfoFixture } from '../../lottery/lotteryFixtures';
import { LotteryStorySeed } from '../../lottery/LotteryStorySeed';
import { StoryProviders } from '../../../app/storybook/StoryProviders';
import { HomeLottery } from './HomeLottery';

const meta = {
  title: 'Features/Home/HomeLottery',
  component: HomeLottery,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeLottery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Game 110 live: numbers revealed one by one under the live video badge. */
export const LiveDraw: Story = {
  decorators: [
    (Story) => (
      <StoryProviders>
        <LotteryStorySeed
          entries={[
            [staticDocumentKeys.document('app_config'), appConfigFixture],
            [
              lotteryKeys.openInfo(110),
              openInfoFixture({
                gameId: 110,
                gameName: '澳门六合彩',
                preTurn: '2026326',
                openNum: '05,17,29,33',
                isStreaming: 1,
                secondsToDraw: 86_000,
              }),
            ],
          ]}
        >
          <Story />
        </LotteryStorySeed>
      </StoryProviders>
    ),
  ],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // The lottery area is a lazy chunk: wait for it rather than expect it on the first frame.
    await expect(await c.findByTestId('live-tab-badge', {}, { timeout: 10_000 })).toHaveTextContent(
      '直播',
    );
    await expect(await c.findAllByRole('img', { name: '待开奖' })).toHaveLength(3);
  },
};

/** Between draws: the result and the countdown. */
export const BetweenDraws: Story = {
  decorators: [
    (Story) => (
      <StoryProviders>
        <LotteryStorySeed
          entries={[
            [staticDocumentKeys.document('app_config'), appConfigFixture],
            [
              lotteryKeys.openInfo(110),
              openInfoFixture({
                gameId: 110,
                gameName: '澳门六合彩',
                preTurn: '2026325',
                secondsToDraw: 7200,
              }),
            ],
          ]}
        >
          <Story />
        </LotteryStorySeed>
      </StoryProviders>
    ),
  ],
};

/** app_config not loaded yet. */
export const Loading: Story = {
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
};
