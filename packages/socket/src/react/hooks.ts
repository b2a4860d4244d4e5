// Hooks over the game socket: its connection state, a game's messages, and the react-query cache
// sync that makes a RESULT message update that game's open-info query (DESIGN.md §3).
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { LotteryOpenInfo } from '@jinli/contract';
import { useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { GameMessage, GameSocket } from '../GameSocket';
import { applyReplay, applyVideo, mergeOpenInfo } from '../openInfoMerge';
import type { SocketState } from '../ReconnectingSocket';
import { GameSocketContext } from './GameSocketProvider';

/** The provider's game socket, or null outside a provider. */
export function useGameSocket(): GameSocket | null {
  return useContext(GameSocketContext);
}

const noSubscribe = () => () => {};

/** The game socket's connection state ('idle' without a socket). */
export function useGameSocketState(): SocketState {
  const socket = useGameSocket();
  return useSyncExternalStore(
    socket ? (onChange) => socket.onStateChange(onChange) : noSubscribe,
    () => socket?.state ?? 'idle',
    () => 'idle',
  );
}

/**
 * Calls `listener` with every message of `gameId` (RESULT, VIDEO, LIVE_URL_HISTORY) while mounted;
 * nothing when `gameId` is undefined or there is no socket. The latest `listener` is used.
 */
export function useGameMessages(
  gameId: number | undefined,
  listener: (message: GameMessage) => void,
): void {
  const socket = useGameSocket();
  const listenerRef = useRef(listener);
  useEffect(() => {
    listenerRef.current = listener;
  });
  useEffect(() => {
    if (!socket || gameId === undefined) return;
    return socket.subscribe(gameId, (message) => listenerRef.current(message));
  }, [socket, gameId]);
}

/** Options of {@link useOpenInfoSync}. */
export interface OpenInfoSyncOptions {
  /** The react-query key of a game's open info (the api package's key factory). */
  openInfoKey: (gameId: number) => QueryKey;
  /** Keys to invalidate when a replay of the game becomes available (e.g. its history). */
  replayKeys?: (gameId: number) => QueryKey[];
  /** Called after each message was applied. */
  onMessage?: (message: GameMessage) => void;
}

/**
 * Keeps the open-info query of `gameId` up to date from the socket: a RESULT replaces it unless
 * older than what is shown, VIDEO and LIVE_URL_HISTORY update the shown turn's stream state; a
 * message about a turn not in the cache refetches the query.
 */
export function useOpenInfoSync(gameId: number | undefined, options: OpenInfoSyncOptions): void {
  const queryClient = useQueryClient();
  useGameMessages(gameId, (message) => {
    const key = options.openInfoKey(message.gameId);
    const current = queryClient.getQueryData<LotteryOpenInfo>(key);
    let next: LotteryOpenInfo | undefined;
    if (message.channel === 'RESULT') next = mergeOpenInfo(current, message.content);
    else if (message.channel === 'VIDEO') next = applyVideo(current, message.content);
    else {
      next = applyReplay(current, message.content);
      for (const replayKey of options.replayKeys?.(message.gameId) ?? [])
        void queryClient.invalidateQueries({ queryKey: replayKey });
    }
    if (next === undefined) void queryClient.invalidateQueries({ queryKey: key, exact: true });
    else if (next !== current) queryClient.setQueryData(key, next);
    options.onMessage?.(message);
  });
}
