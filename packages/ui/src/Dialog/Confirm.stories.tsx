import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Confirm } from './Confirm';

const meta = {
  title: 'UI/Confirm',
  component: Confirm,
  args: { open: true, message: '请先登录', onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof Confirm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The logged-out bet-list tab (spec §2): 取消 / 确认, focus on 确认. */
export const LoginFirst: Story = {
  args: { title: '温馨提示' },
  play: async ({ args, userEvent }) => {
    const dialog = screen.getByRole('alertdialog', { name: '温馨提示' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: '确认' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The game-launch confirm of the game center. */
export const EnterGame: Story = {
  args: { message: '立即进入游戏!', title: undefined },
};
