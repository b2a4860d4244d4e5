// A tap on a game (spec §4 Play game): taps within 100 ms of the last one are dropped; maintenance
// blocks; lottery games open /game/{gameId}; visitors go to login; trial accounts are refused;
// other games ask the server for the launch URL, then the 立即进入游戏! confirm opens the player.
// Refused launches show spec §8's texts for 3 s.
import { ApiError } from '@jinli/api';
import { useLivePlayMutation, useProfileQuery } from '@jinli/api/react';
import type { Game } from '@jinli/contract';
import {
  CLICK_LOCK_MS,
  PLAY_GAME_ERROR_TOAST_MS,
  gameLaunchStep,
  playGameErrorMessage,
} from '@jinli/domain';
import { toast } from '@jinli/ui';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '../../../app/router/loginRedirect';
import { useSession } from '../../../app/session/sessionStore';

/** A game with its launch URL. */
export interface LaunchedGame {
  game: Game;
  url: string;
}

export interface GameLaunch {
  /** Takes a tap on a game. */
  launch(game: Game): void;
  /** The game whose URL arrived: the confirm is open. */
  confirming: LaunchedGame | null;
  /** The game being played in the app. */
  playing: LaunchedGame | null;
  /** The launch request is in flight. */
  pending: boolean;
  /** 确认: opens the player. */
  confirm(): void;
  /** 取消: forgets the URL. */
  cancel(): void;
  /** Leaves the player. */
  close(): void;
}

/** `timeZone`: the system time zone of the maintenance windows (UTC+8 when absent). */
export function useGameLaunch(timeZone?: string | null): GameLaunch {
  const navigate = useNavigate();
  const location = useLocation();
  const { isLoggedIn, profile } = useSession();
  const profileQuery = useProfileQuery({ enabled: isLoggedIn });
  const play = useLivePlayMutation();
  const lastTap = useRef(-Infinity);
  const [confirming, setConfirming] = useState<LaunchedGame | null>(null);
  const [playing, setPlaying] = useState<LaunchedGame | null>(null);
  const userType = profileQuery.data?.userInfo.type ?? profile?.userInfo.type;

  const { refetch: readProfile } = profileQuery;
  const go = useCallback(
    (game: Game, type: typeof userType, now: number) => {
      const step = gameLaunchStep(game, { loggedIn: isLoggedIn, userType: type }, now, timeZone);
      switch (step.kind) {
        case 'maintenance':
          return;
        case 'lottery':
          void navigate(step.path);
          return;
        case 'login':
          void navigate(loginHref(`${location.pathname}${location.search}${location.hash}`));
          return;
        case 'refused':
          toast.show(step.message);
          return;
        case 'launch':
          play.mutate(
            { liveCode: game.liveCode, gameType: game.gameCode, gameKind: game.gameKind },
            {
              onSuccess: (url) => setConfirming({ game, url }),
              onError: (error) => {
                // 401 is the app's: message, logout and login (spec §8).
                if (error instanceof ApiError && error.status === 401) return;
                toast.show(playGameErrorMessage(error.code, error.msg), {
                  durationMs: PLAY_GAME_ERROR_TOAST_MS,
                });
              },
            },
          );
      }
    },
    [isLoggedIn, timeZone, navigate, location, play],
  );

  const launch = useCallback(
    (game: Game) => {
      const now = Date.now();
      if (now - lastTap.current < CLICK_LOCK_MS || play.isPending) return;
      lastTap.current = now;
      if (isLoggedIn && userType === undefined) {
        // The player's type decides (a trial account is refused third-party games): a tap that
        // comes before the profile has arrived (a screen the server rendered is tappable at once)
        // waits for it rather than asking the provider as a full account.
        void readProfile().then((read) => go(game, read.data?.userInfo.type, now));
        return;
      }
      go(game, userType, now);
    },
    [isLoggedIn, userType, play.isPending, readProfile, go],
  );

  return {
    launch,
    confirming,
    playing,
    pending: play.isPending,
    confirm: () => {
      setPlaying(confirming);
      setConfirming(null);
    },
    cancel: () => setConfirming(null),
    close: () => setPlaying(null),
  };
}
