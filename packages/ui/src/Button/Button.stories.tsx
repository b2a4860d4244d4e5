import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: '立即登录', variant: 'primary' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

/** Every look and size, as used in dialogs, forms and the wallet card. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      <div style={{ display: 'flex', gap: 12 }}>
        <Button variant="default">取消</Button>
        <Button variant="primary">确认</Button>
        <Button variant="gold">充值</Button>
      </div>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Button variant="primary" size="sm">
          登录
        </Button>
        <Button variant="default" size="sm">
          注册
        </Button>
        <Button variant="primary" disabled>
          提交中
        </Button>
      </div>
      <Button variant="primary" size="lg" block>
        立即注册
      </Button>
    </div>
  ),
};
