import { companyKeys, staticDocumentKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyCompany } from '../../app/storybook/storyFixtures';
import { loginLimitFixture } from './accountFixtures';
import { LoginScreen } from './LoginScreen';
import { AccountStoryProviders } from './storybook/AccountStoryProviders';

/** /auth/login on a seeded cache (no network). */
const meta = {
  title: 'Features/Auth/LoginScreen',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <AccountStoryProviders
        path="/auth/login"
        data={[
          [companyKeys.info(), storyCompany],
          [staticDocumentKeys.document('userLoginLimit'), loginLimitFixture],
        ]}
      >
        <Story />
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button enables once a username and password are typed; the password can be shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '登录' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('用户名'), 'player01');
    await userEvent.type(canvas.getByLabelText('密码'), 'Secret123');
    await expect(button).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '显示密码' }));
    await expect(canvas.getByLabelText('密码')).toHaveAttribute('type', 'text');
  },
};

/** theme3: the trial 'just play' entry under the login button. */
export const WithTrialPlay: Story = { args: { trialPlay: true } };
