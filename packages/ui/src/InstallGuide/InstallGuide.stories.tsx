import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Popup } from '../Popup/Popup';
import { InstallGuide } from './InstallGuide';

const STEPS = [
  { icon: 'share', text: '点击浏览器底部的「分享」按钮' },
  { icon: 'add', text: '在菜单中选择「添加到主屏幕」' },
  { icon: 'home', text: '点击右上角「添加」，从主屏幕打开锦鲤' },
] as const;

const meta = {
  title: 'UI/InstallGuide',
  component: InstallGuide,
  args: { steps: STEPS },
} satisfies Meta<typeof InstallGuide>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three steps of iOS Safari, in order. */
export const Steps: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveTextContent('添加到主屏幕');
  },
};

/** As the app shows it: in a bottom drawer. */
export const InDrawer: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Popup open title="添加到主屏幕" closeLabel="关闭">
      <InstallGuide {...args} />
    </Popup>
  ),
};
