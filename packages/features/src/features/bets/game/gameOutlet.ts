// What the game page hands its tabs through the router outlet: the game and its live open info,
// loaded once by the page so the header and the betting tab agree.
import { useOutletContext } from 'react-router';
import type { LiveOpenInfo } from '../../lottery/hooks/useLiveOpenInfo';
import type { TurnPhase } from './turnPhase';

export interface GameOutletContext {
  gameId: number;
  live: LiveOpenInfo;
  phase: TurnPhase | null;
}

export function useGameOutlet(): GameOutletContext {
  return useOutletContext<GameOutletContext>();
}
