import { accountKeys, vipKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { profileFixture, vipRulesFixture } from '../auth/accountFixtures';
import { AccountStoryProviders } from '../auth/storybook/AccountStoryProviders';
import { ProfileVipScreen } from './ProfileVipScreen';

const meta = {
  title: 'Features/Profile/ProfileVipScreen',
  component: ProfileVipScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <AccountStoryProviders
        token="story-token"
        data={[
          [accountKeys.profile(), profileFixture],
          [vipKeys.rules(), vipRulesFixture],
        ]}
      >
        <Story />
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof ProfileVipScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
