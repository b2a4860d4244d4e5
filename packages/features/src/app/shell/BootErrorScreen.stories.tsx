import type { Meta, StoryObj } from '@storybook/react-vite';
import { BootErrorScreen } from './BootErrorScreen';

/** Shown when config.json cannot be read at start. */
const meta = {
  title: 'Features/Shell/BootErrorScreen',
  component: BootErrorScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BootErrorScreen>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
