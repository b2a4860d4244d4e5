import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoryProviders } from '../storybook/StoryProviders';
import { PageFallback } from './PageFallback';

/** Shown while the first screen's code arrives, in the frame the screen will have. */
const meta = {
  title: 'Features/Shell/PageFallback',
  component: PageFallback,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An inner screen (/recharge): the navigation bar with its back button. */
export const InnerScreen: Story = {
  decorators: [
    (Story) => (
      <StoryProviders path="/recharge">
        <Story />
      </StoryProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
  },
};

/** A top-level screen (/profile): the bottom menu. */
export const TopLevelScreen: Story = {
  decorators: [
    (Story) => (
      <StoryProviders path="/profile">
        <Story />
      </StoryProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '底部菜单' })).toBeVisible();
  },
};
