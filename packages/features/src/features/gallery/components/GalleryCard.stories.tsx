import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryProviders } from '../../../app/storybook/StoryProviders';
import { groupFixture } from '../galleryFixtures';
import { GalleryCard } from './GalleryCard';

/** A gallery group card: newest poster, name, 第n期 and the 已更新 badge when recent. */
const meta = {
  title: 'Features/Gallery/GalleryCard',
  component: GalleryCard,
  decorators: [
    (Story) => (
      <StoryProviders>
        <div style={{ width: 120, padding: 12, background: '#f5f6f7' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof GalleryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const NOW = Date.UTC(2026, 10, 21, 12);

export const Updated: Story = {
  args: { group: groupFixture({ updatedTime: NOW / 1000 - 3600 }), nowMs: NOW },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已更新')).toBeInTheDocument();
  },
};

export const NotUpdated: Story = {
  args: {
    group: groupFixture({ name: '管家婆', updatedTime: NOW / 1000 - 3 * 86_400 }),
    nowMs: NOW,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('已更新')).toBeNull();
  },
};
