// The game full screen inside the app (spec §4: the mobile app opens the game itself; the web app
// shows its launch URL in a frame). The back button brings the game wallet back (the recall) before
// the player closes; landscape games (appDisplay 1) ask for the phone to be turned.
import { accountKeys, recallLiveMoney } from '@jinli/api';
import { useApiClient, useLiveRecallMutation } from '@jinli/api/react';
import { useQueryClient } from '@tanstack/react-query';
import { isLandscapeGame } from '@jinli/domain';
import { BackIcon } from '@jinli/ui';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { LaunchedGame } from '../hooks/useGameLaunch';
import { gameCenterStrings as s } from '../strings';
import './GamePlayer.css';

export interface GamePlayerProps {
  launched: LaunchedGame;
  /** Called after the recall settled (whatever its outcome: the balance is re-read anyway). */
  onClose(): void;
}

function usePortrait(): boolean {
  const query = '(orientation: portrait)';
  const [portrait, setPortrait] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const change = () => setPortrait(list.matches);
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, []);
  return portrait;
}

export function GamePlayer({ launched, onClose }: GamePlayerProps) {
  const recall = useLiveRecallMutation();
  const landscape = isLandscapeGame(launched.game);
  const portrait = usePortrait();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const closing = useRef(false);
  const mounted = useRef(false);

  // Leaving the page another way (the browser's back, a link) still brings the money back. The
  // check waits a tick: StrictMode's trial unmount is followed by a mount at once.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (mounted.current || closing.current) return;
        void recallLiveMoney(client)
          .catch(() => undefined)
          .finally(() => queryClient.invalidateQueries({ queryKey: accountKeys.money() }));
      }, 0);
    };
  }, [client, queryClient]);

  // Landscape games: try the screen's own rotation (works in full screen on Android).
  useEffect(() => {
    if (!landscape) return;
    const orientation = screen.orientation as ScreenOrientation & {
      lock?: (o: string) => Promise<void>;
    };
    orientation?.lock?.('landscape').catch(() => undefined);
    return () => {
      try {
        screen.orientation?.unlock?.();
      } catch {
        // Not locked: nothing to undo.
      }
    };
  }, [landscape]);

  const back = () => {
    if (closing.current) return;
    closing.current = true;
    recall.mutate(undefined, { onSettled: onClose });
  };

  return createPortal(
    <div
      className="jl-game-player"
      role="dialog"
      aria-modal="true"
      aria-label={launched.game.gameName}
      data-testid="game-player"
    >
      <div className="jl-game-player__bar">
        <button
          type="button"
          className="jl-game-player__back"
          onClick={back}
          disabled={recall.isPending}
          aria-label={s.playerBack}
        >
          <BackIcon />
          <span>{recall.isPending ? s.recalling : s.playerBack}</span>
        </button>
        <span className="jl-game-player__name">{launched.game.gameName}</span>
      </div>
      <iframe
        className="jl-game-player__frame"
        src={launched.url}
        title={s.playerFrameTitle(launched.game.gameName)}
        allow="autoplay; fullscreen"
      />
      {landscape && portrait ? (
        <div className="jl-game-player__rotate" role="status" data-testid="game-player-rotate">
          <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
            <rect
              x="14"
              y="6"
              width="20"
              height="34"
              rx="3"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
            />
            <path
              d="M38 30a14 14 0 0 1-10 12l2 3M10 18A14 14 0 0 1 20 6l-2-3"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
            />
          </svg>
          <span>{s.rotateHint}</span>
        </div>
      ) : null}
    </div>,
    document.body,
  );
}
