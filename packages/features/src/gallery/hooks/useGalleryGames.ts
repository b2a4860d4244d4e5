// The games with gallery tabs: the games that have gallery groups (GET /api/v2/gallery/games),
// in their display order.
import { useGalleryGamesQuery } from '@jinli/api';

export interface GalleryGame {
  gameId: number;
  gameName: string;
}

export function useGalleryGames(): { games: GalleryGame[]; loading: boolean } {
  const games = useGalleryGamesQuery();
  return { games: games.data ?? [], loading: games.isPending };
}
