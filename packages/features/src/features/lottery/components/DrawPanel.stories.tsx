import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryProviders } from '../../../app/storybook/StoryProviders';
import { openInfoFixture } from '../lotteryFixtures';
import { DrawPanel } from './DrawPanel';

const meta = {
  title: 'Features/Lottery/DrawPanel',
  component: DrawPanel,
  args: {
    info: openInfoFixture({ secondsToDraw: 45 }),
    apiOrigin: '',
    endsAt: Date.now() + 45_000,
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <div style={{ padding: 12, background: 'var(--jl-color-surface)' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof DrawPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The plain result with the countdown to the next draw. */
export const Result: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toBeVisible();
  },
};

/** The countdown ended; the result is awaited (polled every 3 s). */
export const Awaiting: Story = {
  args: { awaiting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('开奖中');
  },
};

/** A finished live draw with its replay (played on request). */
export const Replay: Story = {
  args: { info: openInfoFixture({ gameId: 110, preTurn: '2026326', liveUrl: '/replay.m3u8' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '观看回放' })).toBeVisible();
  },
};

/** Before the game's first draw. */
export const NoResult: Story = {
  args: { info: { ...openInfoFixture(), pre: null } },
};
