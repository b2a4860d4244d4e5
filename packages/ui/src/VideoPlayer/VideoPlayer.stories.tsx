import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { VideoPlayer, type VideoPlayerProps } from './VideoPlayer';

/**
 * Records one second of an animated canvas into a WebM in the browser, so the story plays real
 * media without any network (HLS streams are exercised by the end-to-end journeys against the
 * reference server, which serves a real HLS clip).
 */
function useRecordedClip(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const ctx = canvas.getContext('2d');
    if (!ctx || typeof MediaRecorder === 'undefined') return;
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    let frame = 0;
    const timer = setInterval(() => {
      frame += 1;
      ctx.fillStyle = '#b8141c';
      ctx.fillRect(0, 0, 320, 180);
      ctx.fillStyle = '#f6c244';
      ctx.beginPath();
      ctx.arc(20 + ((frame * 12) % 280), 90, 24, 0, Math.PI * 2);
      ctx.fill();
    }, 66);
    let objectUrl: string | null = null;
    recorder.onstop = () => {
      clearInterval(timer);
      objectUrl = URL.createObjectURL(new Blob(chunks, { type: 'video/webm' }));
      setUrl(objectUrl);
    };
    recorder.start();
    const stop = setTimeout(() => recorder.stop(), 1000);
    return () => {
      clearTimeout(stop);
      clearInterval(timer);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, []);
  return url;
}

function RecordedClip(props: Omit<VideoPlayerProps, 'src'>) {
  const url = useRecordedClip();
  return url ? <VideoPlayer {...props} src={url} type="file" /> : <p>录制中…</p>;
}

const meta = {
  title: 'UI/VideoPlayer',
  component: VideoPlayer,
  args: { src: '', label: '开奖回放' },
  render: ({ src: _src, ...args }) => <RecordedClip {...args} />,
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A replay with controls; it plays on its own (muted). */
export const Replay: Story = {
  play: async ({ canvasElement }) => {
    // Time-outs that catch a hang, not a slow machine: the render check gives a story 20 s, and a
    // busy CI run took longer than 5 s to load the clip's first frame.
    await waitFor(() => expect(canvasElement.querySelector('video')).not.toBeNull(), {
      timeout: 15_000,
    });
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(2), { timeout: 15_000 });
    expect(video.dataset.engine).toBe('native');
  },
};

/** Without controls (the draw panel's live view). */
export const Bare: Story = { args: { controls: false, label: '直播开奖中' } };
