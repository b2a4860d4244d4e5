import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Empty } from './Empty';

const meta = {
  title: 'UI/Empty',
  component: Empty,
} satisfies Meta<typeof Empty>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Default text 暂无数据. */
export const Default: Story = {};

/** Another text and an action. */
export const WithAction: Story = {
  args: {
    text: '网络不给力，请稍后再试',
    children: (
      <Button variant="primary" size="sm">
        重新加载
      </Button>
    ),
  },
};
