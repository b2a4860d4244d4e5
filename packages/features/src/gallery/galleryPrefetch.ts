// The first requests of /gallery, started at boot (route handle `prefetch`, routes.ts). A module of
// its own, loaded only when the app opens on /gallery, so the start page (home) does not carry the
// gallery's data code.
import { galleryGamesQueryOptions, type ApiClient } from '@jinli/api';
import { DEFAULT_GAME_ID } from '@jinli/domain';
import type { QueryClient } from '@tanstack/react-query';
import { galleryListQueryOf } from './galleryListRules';
import { chooseGame } from './hooks/useGalleryGames';
import { galleryListQueryOptions } from './hooks/useGalleryList';

/**
 * The first screen of /gallery, started at boot while the screen's code loads (issue 18: the games
 * list, then the first page of cards, waited for the chunk and then for each other): the game
 * tabs and the first page of the list the URL names, under the keys the screen reads. Without a
 * `?game=` the screen shows the default game whenever the gallery has it, so its page is asked for
 * beside the tabs, not after them; otherwise (or when the tabs name another game) after them.
 */
export function prefetchGallery(client: ApiClient, queryClient: QueryClient): void {
  const params = new URLSearchParams(window.location.search);
  const requested = Number(params.get('game')) || undefined;
  const firstPage = (gameId: number) =>
    queryClient.prefetchInfiniteQuery(
      galleryListQueryOptions(client, galleryListQueryOf(params, gameId)),
    );
  if (requested === undefined) void firstPage(DEFAULT_GAME_ID);
  void queryClient
    .fetchQuery(galleryGamesQueryOptions(client))
    .then((games) => {
      const game = chooseGame(games, requested);
      return game ? firstPage(game.gameId) : undefined;
    })
    // The screen asks again and shows its own failure.
    .catch(() => undefined);
}
