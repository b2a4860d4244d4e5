// Gives the lottery screens the game socket: its server list comes from the runtime config.json
// (gameServers; the API origin, else the page's, when that is empty), one socket per list. The app
// seeds the config it booted with (runtimeConfigQuery.ts); outside an app it is fetched here.
import { loadRuntimeConfig } from '@jinli/api';
import { useApiClient } from '@jinli/api/react';
import { GameSocket, gameServerUrls } from '@jinli/socket';
import { GameSocketProvider } from '@jinli/socket/react';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { runtimeConfigKey } from '../../../app/context/runtimeConfigQuery';

const sockets = new Map<string, GameSocket>();

/** The one game socket of a server list (kept across screens, connected while a screen shows it). */
export function gameSocketFor(servers: readonly string[]): GameSocket {
  const id = servers.join(' ');
  let socket = sockets.get(id);
  if (!socket) {
    socket = new GameSocket({ servers });
    sockets.set(id, socket);
  }
  return socket;
}

/**
 * Overrides the socket of every LotteryRealtime below it (stories and tests): a GameSocket, or null
 * for none. Undefined (the default) reads the runtime config.
 */
export const GameSocketOverride = createContext<GameSocket | null | undefined>(undefined);

export interface LotteryRealtimeProps {
  children?: ReactNode;
  /** Use this socket instead of one from the runtime config (stories and tests); null: none. */
  socket?: GameSocket | null;
}

/** Connects the game socket while mounted; without a config.json the screens fall back to polling. */
export function LotteryRealtime({ children, socket: own }: LotteryRealtimeProps) {
  const override = useContext(GameSocketOverride);
  const given = own !== undefined ? own : override;
  const client = useApiClient();
  const config = useQuery({
    queryKey: runtimeConfigKey,
    queryFn: ({ signal }) => loadRuntimeConfig(undefined, { signal, retry: 1 }),
    staleTime: Infinity,
    retry: false,
    enabled: given === undefined,
  });
  const origin =
    client.config.origin || (typeof window !== 'undefined' ? window.location.origin : '');
  const servers = config.data?.gameServers;
  const socket = useMemo(() => {
    if (given !== undefined) return given;
    if (!servers || !origin) return null;
    try {
      return gameSocketFor(gameServerUrls(servers, origin));
    } catch {
      // A malformed origin in config.json: no realtime, the screens poll.
      return null;
    }
  }, [given, servers, origin]);
  return <GameSocketProvider socket={socket}>{children}</GameSocketProvider>;
}
