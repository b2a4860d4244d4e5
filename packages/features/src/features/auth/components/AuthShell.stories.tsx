import { companyKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyCompany } from '../../../app/storybook/storyFixtures';
import { AccountStoryProviders } from '../storybook/AccountStoryProviders';
import { AuthShell } from './AuthShell';

const meta = {
  title: 'Features/Auth/AuthShell',
  component: AuthShell,
  args: { tab: 'login', children: <p>表单</p> },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <AccountStoryProviders path="/auth/login" data={[[companyKeys.info(), storyCompany]]}>
        <Story />
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof AuthShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoginTab: Story = {};
export const RegisterTab: Story = { args: { tab: 'register' } };
