import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { VideoPlayer } from './VideoPlayer';

// A tiny WebM made in the browser would need a codec; an HLS playlist needs a server. The story
// plays whatever the Storybook host serves at this path, and checks that hls.js took the stream on.
const meta = {
  title: 'UI/VideoPlayer',
  component: VideoPlayer,
  args: { src: '/sys-upload/live/demo/index.m3u8', label: '开奖回放' },
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An HLS replay: Chromium has no native HLS, so hls.js is loaded on demand. */
export const Hls: Story = {
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await waitFor(() => expect(video.dataset.engine).toBe('hls'));
  },
};

/** Without controls (the draw panel's live view). */
export const Bare: Story = { args: { controls: false } };
