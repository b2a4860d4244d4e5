// Route objects of chat (spec §2): /chat-rooms, /chat-rooms/{room_id}, the private chat
// /chat-rooms/{room_id}/friends/{user_id}, customer service /services and
// /talk/{app_id}/{identity}/{customer_id}, and the service console /services/console. Guests may
// open every one (they read rooms and talk to customer service); all are lazy-loaded. The game
// page's chat tab is in bets/routes.ts.
import type { AppRoute } from '../router/routeHandle';
import { routeGroupColors } from '../router/routeHandle';

const page = { themeColor: routeGroupColors.page, transition: 'default' } as const;

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
