import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../app/storybook/StoryProviders';
import { storyCompany, storyNotices } from '../../app/storybook/storyFixtures';
import { HomeScreen } from './HomeScreen';

/** The home screen on a seeded cache (no network); the notice modal shows once per browser session. */
const meta = {
  title: 'Features/Home/HomeScreen',
  component: HomeScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  decorators: [
    (Story) => (
      <StoryProviders company={storyCompany} notices={storyNotices}>
        <Story />
      </StoryProviders>
    ),
  ],
};

/** Nothing answered yet: skeletons. */
export const Loading: Story = {
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
};

/** A company without banners or notices: the empty state. */
export const Empty: Story = {
  decorators: [
    (Story) => (
      <StoryProviders
        company={{ ...storyCompany, homeCarousels: [] }}
        notices={{ index_notice: [], lottery_notice: [] }}
      >
        <Story />
      </StoryProviders>
    ),
  ],
};
