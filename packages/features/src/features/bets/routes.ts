// Route objects of the bets feature (spec §2): /game/{gameId} with its tabs (game, chat — the
// game's room at chat-rooms/{room_id}, from chat —, heat-map, joy-ming; /game/71 and /game/95 are the same screen), /bet-list, /report/bet-list and
// /betting-bonus. Each screen is lazy-loaded. The game's /analytic/* and /tutorial pages are the
// lottery feature's: their static segments outrank these children in react-router's ranking.
import type { ApiClient } from '@jinli/api';
import { lotteryOpenInfoQueryOptions, playCategoriesQueryOptions } from '@jinli/api/react';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

/**
 * The betting screen's first answers: the game's open info and its plays with their odds. Settles
 * when both are in the cache or failed (never rejects): the server renders /game/{gameId} from
 * them, and the app hydrates that once they are.
 */
function prefetchGame(client: ApiClient, queryClient: QueryClient, at: URL): Promise<unknown> {
  const gameId = Number(/^\/game\/(\d{1,7})\/?$/.exec(at.pathname)?.[1]);
  if (!(gameId > 0)) return Promise.resolve();
  // A failure is the screen's to show: it asks again.
  return Promise.allSettled([
    queryClient.prefetchQuery(lotteryOpenInfoQueryOptions(client, gameId)),
    queryClient.prefetchQuery(playCategoriesQueryOptions(client, gameId)),
  ]);
}

const page = { themeColor: routeGroupColors.page, transition: 'default' } as const;
/** Login required (spec §2: bet list, bonus). */
const auth = { auth: true, themeColor: routeGroupColors.page, transition: 'default' } as const;
/** The game's tabs switch without a page animation. */
const tab = { themeColor: routeGroupColors.page, transition: 'none' } as const;

export const betRoutes: AppRoute[] = [
  {
    id: 'game',
    path: '/game/:gameId',
    handle: page,
    lazy: async () => ({ Component: (await import('./game/GameScreen')).GameScreen }),
    children: [
      {
        id: 'game-bet',
        index: true,
        // The betting screen is rendered by the server (its prefetch fills its first render).
        handle: { ...tab, prefetch: prefetchGame, renderOnServer: true },
        lazy: async () => ({ Component: (await import('./game/BettingTab')).BettingTab }),
      },
      {
        id: 'game-chat',
        path: 'chat',
        handle: tab,
        lazy: async () => ({
          Component: (await import('./game/ChatTab')).ChatTab,
        }),
      },
      {
        id: 'game-chat-room',
        path: 'chat-rooms/:roomId',
        handle: tab,
        lazy: async () => ({
          Component: (await import('../chat/screens/GameChatTabs')).GameChatRoomTab,
        }),
      },
      {
        id: 'game-heat-map',
        path: 'heat-map',
        handle: tab,
        lazy: async () => ({ Component: (await import('./game/HeatMapTab')).HeatMapTab }),
      },
      {
        id: 'game-joy-ming',
        path: 'joy-ming',
        handle: tab,
        lazy: async () => ({ Component: (await import('./game/JoyMingTab')).JoyMingTab }),
      },
    ],
  },
  {
    id: 'bet-list',
    path: '/bet-list',
    handle: auth,
    lazy: async () => ({ Component: (await import('./list/BetListScreen')).BetListScreen }),
  },
  {
    id: 'report-bet-list',
    path: '/report/bet-list',
    handle: auth,
    lazy: async () => ({ Component: (await import('./list/BetListScreen')).BetListScreen }),
  },
  {
    id: 'betting-bonus',
    path: '/betting-bonus',
    handle: auth,
    lazy: async () => ({
      Component: (await import('./bonus/BettingBonusScreen')).BettingBonusScreen,
    }),
  },
];
