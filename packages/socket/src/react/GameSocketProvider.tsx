// Puts one GameSocket in React context and keeps it connected while the provider is mounted.
import { createContext, useEffect, type ReactNode } from 'react';
import type { GameSocket } from '../GameSocket';

/** The game socket of the surrounding provider; null outside one (hooks then do nothing). */
export const GameSocketContext = createContext<GameSocket | null>(null);

export interface GameSocketProviderProps {
  /** The socket; created once by the app (see createGameSocket in features). Null: no realtime. */
  socket: GameSocket | null;
  children?: ReactNode;
}

/**
 * Keeps `socket` connected while mounted (several providers may share one socket: it closes when
 * the last one unmounts, so a page transition that briefly shows two screens keeps it open).
 */
export function GameSocketProvider({ socket, children }: GameSocketProviderProps) {
  useEffect(() => {
    if (!socket) return;
    return socket.retain();
  }, [socket]);
  return <GameSocketContext value={socket}>{children}</GameSocketContext>;
}
