// Route objects of the bets feature (spec §2): /game/{gameId} with its tabs (game, chat — the
// game's room at chat-rooms/{room_id}, from chat —, heat-map, joy-ming; /game/71 and /game/95 are the same screen), /bet-list, /report/bet-list and
// /betting-bonus. Each screen is lazy-loaded. The game's /analytic/* and /tutorial pages are the
// lottery feature's: their static segments outrank these children in react-router's ranking.
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

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
        handle: tab,
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
