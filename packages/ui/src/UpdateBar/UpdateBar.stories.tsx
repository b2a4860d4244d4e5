import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdateBar } from './UpdateBar';

const meta = {
  title: 'UI/UpdateBar',
  component: UpdateBar,
  args: {
    message: '发现新版本',
    actionLabel: '立即更新',
    onAction: fn(),
    closeLabel: '关闭',
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UpdateBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The "new version" bar: its button runs the update, × puts it off. */
export const NewVersion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('发现新版本');
    await userEvent.click(canvas.getByRole('button', { name: '立即更新' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Above the tab bar, while the update runs. */
export const Busy: Story = { args: { aboveTabBar: true, busy: true } };
