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

/** Connects `socket` on mount and closes it deliberately on unmount. */
export function GameSocketProvider({ socket, children }: GameSocketProviderProps) {
  useEffect(() => {
    if (!socket) return;
    socket.connect();
    return () => socket.close();
  }, [socket]);
  return <GameSocketContext value={socket}>{children}</GameSocketContext>;
}
