import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFallback } from './PageFallback';

/** Shown while the first screen's code arrives. */
const meta = {
  title: 'Features/Shell/PageFallback',
  component: PageFallback,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageFallback>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
