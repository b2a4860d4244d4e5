import { useEffect, useRef, useState } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './VideoPlayer.css';

/** Props of {@link VideoPlayer}. */
export interface VideoPlayerProps {
  /** Media URL: an HLS playlist (.m3u8) or a file the browser plays itself. */
  src: string;
  /** 'hls' or 'file'; default: 'hls' for a .m3u8 URL, else 'file' (blob: URLs need it said). */
  type?: 'hls' | 'file';
  /** Start playing when ready (muted autoplay is the only kind phones allow). Default true. */
  autoPlay?: boolean;
  /** Default true (needed for autoplay). */
  muted?: boolean;
  /** Show the browser's controls. Default true. */
  controls?: boolean;
  poster?: string;
  /** Accessible name of the video. */
  label?: string;
  /** A fatal error the player could not recover from (the caller may show a toast). */
  onFatalError?: (message: string) => void;
  className?: string;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';
const isHls = (src: string) => /\.m3u8(\?|#|$)/i.test(src);

/**
 * A video that plays HLS everywhere: through hls.js, loaded only when such a video is first shown
 * (never part of the first screen), or natively where Media Source Extensions are missing. Stream
 * errors follow spec §8: network and other errors restart loading, media errors are recovered,
 * anything else destroys the player.
 */
export function VideoPlayer({
  src,
  type,
  autoPlay = true,
  muted = true,
  controls = true,
  poster,
  label,
  onFatalError,
  className,
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onFatalRef = useRef(onFatalError);
  useEffect(() => {
    onFatalRef.current = onFatalError;
  });
  const [engine, setEngine] = useState<'native' | 'hls' | 'none'>('none');

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return;
    const hls = type ? type === 'hls' : isHls(src);
    const playNatively = () => {
      video.src = src;
      setEngine('native');
    };
    if (!hls) {
      playNatively();
      return () => {
        video.removeAttribute('src');
        video.load();
      };
    }
    let cancelled = false;
    let destroy: (() => void) | undefined;
    // hls.js first wherever Media Source Extensions exist (as its docs advise): some browsers claim
    // native HLS but fail on live playlists; the element itself only where MSE is missing (old iOS).
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        if (video.canPlayType(HLS_TYPE) !== '') playNatively();
        else onFatalRef.current?.('hlsUnsupported');
        return;
      }
      const player = new Hls();
      destroy = () => player.destroy();
      player.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR) player.recoverMediaError();
        else if (
          data.type === Hls.ErrorTypes.NETWORK_ERROR ||
          data.type === Hls.ErrorTypes.OTHER_ERROR
        )
          player.startLoad();
        else {
          player.destroy();
          destroy = undefined;
          onFatalRef.current?.(data.details);
        }
      });
      player.loadSource(src);
      player.attachMedia(video);
      setEngine('hls');
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src, type]);

  return (
    <video
      ref={videoRef}
      className={cx('jl-video', className)}
      data-engine={engine}
      aria-label={label}
      autoPlay={autoPlay}
      muted={muted}
      controls={controls}
      poster={poster}
      playsInline
      preload="auto"
      // hls.js reports and recovers its own errors; the element's matter when it plays alone.
      onError={() => {
        if (engine === 'native') onFatalRef.current?.('mediaError');
      }}
    />
  );
}
