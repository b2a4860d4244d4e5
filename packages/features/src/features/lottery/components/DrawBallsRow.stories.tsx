import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fiveElementsFixture } from '../../bets/betFixtures';
import { DrawBallsRow } from './DrawBallsRow';

const meta = {
  title: 'Features/Lottery/DrawBallsRow',
  component: DrawBallsRow,
  args: { openNum: '01,12,23,34,45,06,49', openTime: '2026-11-21 21:30:00' },
} satisfies Meta<typeof DrawBallsRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A full draw: colours and zodiac signs of the 2026 (horse) year, plus the special number. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: '01 马' })).toBeVisible();
    await expect(c.getByRole('img', { name: '49 马' })).toBeVisible();
    await expect(c.getByLabelText('特码')).toBeVisible();
  },
};

/** A live draw three numbers in: four balls still pending. */
export const Revealing: Story = {
  args: { openNum: '05,17,29', pending: true, revealLast: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: '待开奖' })).toHaveLength(4);
  },
};

/** Small, without labels (history rows). */
export const Compact: Story = { args: { size: 'sm', hideLabels: true } };

/** With five-elements.json: each label reads sign/element of the draw's lunar year (spec §1). */
export const WithElements: Story = {
  args: { fiveElements: fiveElementsFixture() },
  play: async ({ canvasElement }) => {
    const balls = within(canvasElement).getAllByRole('img');
    await expect(balls[0]).toHaveAccessibleName(/^01 马\/[金木水火土]$/);
  },
};
