// Route objects of chat (spec §2): /chat-rooms, /chat-rooms/{room_id}, the private chat
// /chat-rooms/{room_id}/friends/{user_id}, customer service /services and
// /talk/{app_id}/{identity}/{customer_id}, and the service console /services/console. Guests may
// open every one (they read rooms and talk to customer service); all are lazy-loaded. The game
// page's chat tab is in features/bets/routes.ts. Red packets (issue 16): send, detail and the history (under
// the room and under a packet), for signed-in players only.
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

const page = { themeColor: routeGroupColors.page, transition: 'default' } as const;
const signedIn = { ...page, auth: true } as const;
const hongbaoHistory = async () => ({
  Component: (await import('./hongbao/HongbaoHistoryScreen')).HongbaoHistoryScreen,
});

export const chatRoutes: AppRoute[] = [
  {
    id: 'chat-rooms',
    path: '/chat-rooms',
    handle: page,
    lazy: async () => ({ Component: (await import('./screens/ChatRoomsScreen')).ChatRoomsScreen }),
  },
  {
    id: 'chat-room',
    path: '/chat-rooms/:roomId',
    handle: page,
    lazy: async () => ({ Component: (await import('./screens/ChatRoomScreen')).ChatRoomScreen }),
  },
  {
    id: 'chat-private',
    path: '/chat-rooms/:roomId/friends/:userId',
    handle: page,
    lazy: async () => ({
      Component: (await import('./screens/PrivateChatScreen')).PrivateChatScreen,
    }),
  },
  {
    id: 'hongbao-send',
    path: '/chat-rooms/:roomId/hong-bao',
    handle: signedIn,
    lazy: async () => ({
      Component: (await import('./hongbao/SendHongbaoScreen')).SendHongbaoScreen,
    }),
  },
  {
    id: 'hongbao-history',
    path: '/chat-rooms/:roomId/hong-bao/history',
    handle: signedIn,
    lazy: hongbaoHistory,
  },
  {
    id: 'hongbao-detail',
    path: '/chat-rooms/:roomId/hong-bao/:hongbaoId',
    handle: signedIn,
    lazy: async () => ({
      Component: (await import('./hongbao/HongbaoDetailScreen')).HongbaoDetailScreen,
    }),
  },
  {
    id: 'hongbao-detail-history',
    path: '/chat-rooms/:roomId/hong-bao/:hongbaoId/history',
    handle: signedIn,
    lazy: hongbaoHistory,
  },
  {
    id: 'services',
    path: '/services',
    handle: page,
    lazy: async () => ({ Component: (await import('./screens/ServicesScreen')).ServicesScreen }),
  },
  {
    id: 'talk',
    path: '/talk/:appId/:identity/:customerId',
    handle: page,
    lazy: async () => ({ Component: (await import('./screens/ServicesScreen')).ServicesScreen }),
  },
  {
    id: 'service-console',
    path: '/services/console',
    handle: page,
    lazy: async () => ({
      Component: (await import('./screens/ServiceConsoleScreen')).ServiceConsoleScreen,
    }),
  },
];
