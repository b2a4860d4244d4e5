import { accountKeys, vipKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { profileFixture, vipRulesFixture } from '../auth/accountFixtures';
import { AccountStoryProviders } from '../auth/storybook/AccountStoryProviders';
import type { ProfileLayout } from '../../app/context/appSwitches';
import { ProfileScreen } from './ProfileScreen';

/** /profile on a seeded cache (no network). */
const meta = {
  title: 'Features/Profile/ProfileScreen',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = (profile = profileFixture) => [
  [accountKeys.profile(), profile] as const,
  [
    accountKeys.money(),
    { money: profile.extInfo.money, liveMoney: profile.extInfo.liveMoney },
  ] as const,
  [vipKeys.rules(), vipRulesFixture] as const,
];

export const SignedIn: Story = {
  decorators: [
    (Story) => (
      <AccountStoryProviders path="/profile" token="story-token" data={signedIn()}>
        <Story />
      </AccountStoryProviders>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('profile-account')).toHaveTextContent('player01');
    await expect(canvas.getByLabelText('余额')).toHaveTextContent('125.00');
    await expect(canvas.getByTestId('unread-badge')).toHaveTextContent('3');
  },
};

/** An agent with a domain notice link. */
export const Agent: Story = {
  decorators: [
    (Story) => (
      <AccountStoryProviders
        path="/profile"
        token="story-token"
        data={signedIn({
          ...profileFixture,
          userInfo: { ...profileFixture.userInfo, isDl: 1, vipLevel: 9 },
          userDetail: { domain: 'jinli.example.com' },
        })}
      >
        <Story />
      </AccountStoryProviders>
    ),
  ],
};

/** A visitor: login and register instead of the account. */
export const Visitor: Story = {
  decorators: [
    (Story) => (
      <AccountStoryProviders path="/profile">
        <Story />
      </AccountStoryProviders>
    ),
  ],
};

/** The brands' compositions (FeatureSwitches.profileLayout): one story each, pick a brand's tokens. */
const layoutStory = (profileLayout: ProfileLayout): Story => ({
  decorators: [
    (Story) => (
      <AccountStoryProviders
        path="/profile"
        token="story-token"
        data={signedIn()}
        switches={{ profileLayout }}
      >
        <Story />
      </AccountStoryProviders>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('profile-screen')).toHaveAttribute(
      'data-layout',
      profileLayout,
    );
    await expect(canvas.getByTestId('profile-account')).toHaveTextContent('player01');
  },
});

/** A full-bleed band holding the account and the wallet, a ruled grid of shortcuts. */
export const LayoutHero = layoutStory('hero');
/** A text head, hairlines instead of boxes, the shortcuts a two-column list. */
export const LayoutPlain = layoutStory('plain');
/** The account on a dark stage, chunky three-column tiles. */
export const LayoutStage = layoutStory('stage');
