import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusStrip } from './StatusStrip';

const meta = {
  title: 'UI/StatusStrip',
  component: StatusStrip,
  args: { children: '网络已断开，当前显示的是缓存内容' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatusStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The offline banner at the top of a screen. */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('status');
    await expect(strip).toHaveTextContent('网络已断开，当前显示的是缓存内容');
  },
};

/** A neutral note. */
export const Info: Story = { args: { tone: 'info', children: '网络已恢复' } };
