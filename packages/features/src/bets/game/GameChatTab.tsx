// /game/{gameId}/chat opened directly: the chat rooms do not exist yet, so the spec's unavailable
// toast shows and the page goes back to the betting tab (no fake chat).
import { toast } from '@jinli/ui';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { betStrings as s } from '../strings';
import { useGameOutlet } from './gameOutlet';

export function GameChatTab() {
  const { gameId } = useGameOutlet();
  useEffect(() => {
    toast.show(s.chatUnavailable);
  }, []);
  return <Navigate to={`/game/${gameId}`} replace />;
}
