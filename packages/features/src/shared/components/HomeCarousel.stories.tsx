import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../app/storybook/StoryProviders';
import { storyCompany } from '../../app/storybook/storyFixtures';
import { HomeCarousel } from './HomeCarousel';

const meta = {
  title: 'Features/Home/HomeCarousel',
  component: HomeCarousel,
  args: { slides: storyCompany.homeCarousels },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Slides: Story = {};
export const Loading: Story = { args: { slides: undefined, loading: true } };
/** No slides, or the company info could not be loaded. */
export const Empty: Story = { args: { slides: [] } };
