// The first requests of /game-center, started at boot (route handle `prefetch`, routes.ts). A module
// of its own, loaded only when the app opens on the lobby, as the gallery's is: in the app's first
// chunk, the game groups' query weighed on every start page of the brands with a game center
// (0.8 KiB compressed on home).
import type { ApiClient } from '@jinli/api';
import {
  companyInfoQueryOptions,
  gameGroupsQueryOptions,
  noticeListQueryOptions,
  staticDocumentQueryOptions,
} from '@jinli/api/react';
import type { QueryClient } from '@tanstack/react-query';
import type { FirstRender } from '../../app/router/routeHandle';
import { session } from '../../app/session/sessionStore';

/**
 * The lobby's first answers: company (banners, layout), notices, the chat config (the maintenance
 * windows' time zone) and the games, a visitor's when the first render is one (the server's render,
 * or the app hydrating it). Settles when all are in the cache or failed (never rejects): the server
 * renders the lobby from them, and the app hydrates that once they are.
 */
export function prefetchGameCenter(
  client: ApiClient,
  queryClient: QueryClient,
  _at: URL,
  first: FirstRender,
): Promise<unknown> {
  const viewer = first.asVisitor || !session.isLoggedIn ? 'visitor' : 'player';
  // A failure is the screen's to show: it asks again.
  return Promise.allSettled([
    queryClient.prefetchQuery(companyInfoQueryOptions(client)),
    queryClient.prefetchQuery(noticeListQueryOptions(client)),
    queryClient.prefetchQuery(staticDocumentQueryOptions(client, 'config_chat')),
    queryClient.prefetchQuery(gameGroupsQueryOptions(client, viewer)),
  ]);
}
