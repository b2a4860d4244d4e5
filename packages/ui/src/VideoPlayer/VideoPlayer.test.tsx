import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './VideoPlayer';

afterEach(() => vi.restoreAllMocks());

// jsdom has no Media Source Extensions, so hls.js (loaded on demand) declines here: these tests
// cover the element fallbacks; hls.js playback itself runs in the browser journeys.
describe('VideoPlayer', () => {
  it('plays a plain file natively, muted and inline', () => {
    render(<VideoPlayer src="/clip.mp4" label="回放" />);
    const video = screen.getByLabelText('回放') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/clip.mp4');
    expect(video.dataset.engine).toBe('native');
    expect(video.muted).toBe(true);
  });

  it('loads hls.js for HLS and falls back to the element when MSE is missing but HLS is native', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    render(<VideoPlayer src="/live/a.m3u8" label="直播" />);
    const video = screen.getByLabelText('直播') as HTMLVideoElement;
    // Nothing until hls.js has loaded and declined.
    expect(video.getAttribute('src')).toBeNull();
    await waitFor(() => expect(video.dataset.engine).toBe('native'));
    expect(video.getAttribute('src')).toBe('/live/a.m3u8');
  });

  it('reports a fatal error when neither hls.js nor the element can play HLS', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const onFatalError = vi.fn();
    render(<VideoPlayer src="blob:x" type="hls" label="直播" onFatalError={onFatalError} />);
    await waitFor(() => expect(onFatalError).toHaveBeenCalledWith('hlsUnsupported'));
    expect(screen.getByLabelText('直播').getAttribute('src')).toBeNull();
  });
});
