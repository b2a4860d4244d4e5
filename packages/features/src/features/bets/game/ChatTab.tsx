// The game page's chat tab (/game/{id}/chat): chat finds the game's room and moves there; the page
// hands it the game it shows, so chat never reads the game page's outlet.
import { GameChatTab } from '../../chat/screens/GameChatTabs';
import { useGameOutlet } from './gameOutlet';

export function ChatTab() {
  const { gameId } = useGameOutlet();
  return <GameChatTab gameId={gameId} />;
}
