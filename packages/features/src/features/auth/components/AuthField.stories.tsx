import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthField } from './AuthField';

const meta = {
  title: 'Features/Auth/AuthField',
  component: AuthField,
  args: { label: '用户名', placeholder: '请输入用户名' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuthField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = {
  args: { defaultValue: '1abc', error: '用户名必须是字母开头的6-15位的字母或者数字' },
};
