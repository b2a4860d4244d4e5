import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NavBar } from './NavBar';

const meta = {
  title: 'UI/NavBar',
  component: NavBar,
  args: { title: '投注记录', onBack: fn() },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A sub page: back arrow and title. */
export const WithBack: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** A tab page has no back arrow. */
export const TitleOnly: Story = { args: { title: '我的', onBack: undefined } };

/** Right-hand action and an over-long title that is cut with an ellipsis. */
export const WithActions: Story = {
  args: {
    title: '六合彩开奖历史记录与走势分析',
    right: (
      <button
        type="button"
        style={{ border: 0, background: 'none', color: 'inherit', fontSize: 14 }}
      >
        客服
      </button>
    ),
  },
};
