// The games with gallery tabs: the games that have gallery groups (GET /api/v2/gallery/games),
// in their display order, and the one shown: the `?game=` asked for, else the default game, else
// the first.
import { useGalleryGamesQuery } from '@jinli/api/react';
import { DEFAULT_GAME_ID } from '@jinli/domain';

export interface GalleryGame {
  gameId: number;
  gameName: string;
}

/** A screen's game tabs and the game shown. */
export interface GameChoice {
  games: GalleryGame[];
  loading: boolean;
  /** The game shown; undefined while loading or when there is no game. */
  game: GalleryGame | undefined;
}

/** The game shown of `games`: the one asked for, else the default game, else the first. */
export function chooseGame(
  games: GalleryGame[],
  requestedGameId: number | undefined,
): GalleryGame | undefined {
  return (
    games.find((g) => g.gameId === requestedGameId) ??
    games.find((g) => g.gameId === DEFAULT_GAME_ID) ??
    games[0]
  );
}

export function useGalleryGames(requestedGameId?: number): GameChoice {
  const query = useGalleryGamesQuery();
  const games = query.data ?? [];
  return { games, loading: query.isPending, game: chooseGame(games, requestedGameId) };
}
