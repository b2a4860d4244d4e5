// The first requests of /gallery, started at boot (route handle `prefetch`, routes.ts). A module of
// its own, loaded only when the app opens on /gallery, so the start page (home) does not carry the
// gallery's data code.
import { type ApiClient } from '@jinli/api';
import { galleryGamesQueryOptions } from '@jinli/api/react';
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
 * Settles when the tabs and that page are in the cache or have failed (never rejects): bootApp's
 * first render waits a few ms for it, so answers the page preloaded are painted as cards at once
 * instead of a skeleton replaced a frame later.
 */
export function prefetchGallery(
  client: ApiClient,
  queryClient: QueryClient,
  params: URLSearchParams,
): Promise<void> {
  const requested = Number(params.get('game')) || undefined;
  const firstPage = (gameId: number) =>
    queryClient.prefetchInfiniteQuery(
      galleryListQueryOptions(client, galleryListQueryOf(params, gameId)),
    );
  const defaultPage = requested === undefined ? firstPage(DEFAULT_GAME_ID) : undefined;
  const chosenPage = queryClient.fetchQuery(galleryGamesQueryOptions(client)).then((games) => {
    const game = chooseGame(games, requested);
    // The default game's page is the one already asked for: the cache answers this call with it.
    return game ? firstPage(game.gameId) : undefined;
  });
  // A failure is the screen's to show: it asks again.
  return Promise.allSettled([defaultPage, chosenPage]).then(() => undefined);
}
