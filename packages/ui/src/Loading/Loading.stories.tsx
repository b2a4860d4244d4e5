import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loading } from './Loading';

const meta = {
  title: 'UI/Loading',
  component: Loading,
  args: {},
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Loading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spinner alone (named for screen readers). */
export const Spinner: Story = { args: { ariaLabel: '加载中' } };

/** Spinner with a label beside it, as in list footers. */
export const WithLabel: Story = { args: { label: '加载中...' } };

/** Larger, label underneath: a full-area loader. */
export const Vertical: Story = { args: { label: '正在加载', vertical: true, size: 36 } };
