// The games with gallery tabs: the games that have gallery groups (GET /api/v2/gallery/games),
// in their display order, and the one shown: the `?game=` asked for, else the default game, else
// the first.
import { useGalleryGamesQuery } from '@jinli/api';
import { DEFAULT_GAME_ID } from '@jinli/domain';

export interface GalleryGame {
  gameId: number;
  gameName: string;
}

export function useGalleryGames(requestedGameId?: number): {
  games: GalleryGame[];
  loading: boolean;
  /** The game shown; undefined while loading or when no game has a gallery. */
  game: GalleryGame | undefined;
} {
  const query = useGalleryGamesQuery();
  const games = query.data ?? [];
  const game =
    games.find((g) => g.gameId === requestedGameId) ??
    games.find((g) => g.gameId === DEFAULT_GAME_ID) ??
    games[0];
  return { games, loading: query.isPending, game };
}
