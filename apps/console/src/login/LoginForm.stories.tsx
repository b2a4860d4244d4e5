import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from 'antd';
import { expect, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../shared/StoryFrame';
import { LoginForm } from './LoginForm';
import { LOGIN_TEXT } from './strings';

const meta = {
  title: 'Console/LoginForm',
  component: LoginForm,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Card style={{ maxWidth: 380 }}>
          <Story />
        </Card>
      </StoryFrame>
    ),
  ],
  args: { onSubmit: async () => undefined },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The session ended: the login says why. */
export const SessionExpired: Story = { args: { notice: '登录已过期，请重新登录' } };

/** The server's refusal shows as it said it, and the used code is cleared. */
export const WrongCredentials: Story = {
  args: {
    onSubmit: async () => {
      throw new Error('用户名、密码或动态验证码错误');
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(LOGIN_TEXT.name), 'alice');
    await userEvent.type(canvas.getByLabelText(LOGIN_TEXT.password), 'Wrong-Password-1');
    const [first] = canvas
      .getAllByRole('textbox')
      .filter((box) => box.getAttribute('maxlength') === '1' || box.closest('.ant-otp'));
    await userEvent.click(first!);
    await userEvent.keyboard('123456');
    await userEvent.click(canvas.getByRole('button', { name: /登\s?录/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '用户名、密码或动态验证码错误',
    );
  },
};
