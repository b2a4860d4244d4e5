import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './VideoPlayer';

afterEach(() => vi.restoreAllMocks());

describe('VideoPlayer', () => {
  it('plays a plain file natively', () => {
    render(<VideoPlayer src="/clip.mp4" label="回放" />);
    const video = screen.getByLabelText('回放') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/clip.mp4');
    expect(video.dataset.engine).toBe('native');
    expect(video.muted).toBe(true);
  });

  it('plays HLS natively where the browser can', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    render(<VideoPlayer src="/live/a.m3u8" label="直播" />);
    expect(screen.getByLabelText('直播').getAttribute('src')).toBe('/live/a.m3u8');
  });

  it('loads hls.js for HLS elsewhere and falls back to the element when MSE is missing', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    render(<VideoPlayer src="/live/b.m3u8" label="直播" />);
    const video = screen.getByLabelText('直播') as HTMLVideoElement;
    // Nothing until hls.js has loaded; jsdom has no MediaSource, so hls.js declines.
    expect(video.getAttribute('src')).toBeNull();
    await waitFor(() => expect(video.dataset.engine).toBe('native'));
    expect(video.getAttribute('src')).toBe('/live/b.m3u8');
  });
});
