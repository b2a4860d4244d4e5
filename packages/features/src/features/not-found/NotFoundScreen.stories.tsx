import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../app/storybook/StoryProviders';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'Features/NotFoundScreen',
  component: NotFoundScreen,
  decorators: [
    (Story) => (
      <StoryProviders path="/no/such/page">
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
