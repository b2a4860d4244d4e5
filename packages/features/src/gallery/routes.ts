// Route objects of the gallery feature (spec §2): /gallery, /gallery/{groupId}, /gallery-detail/{gameId}/{groupId}.
import type { AppRoute } from '../router/routeHandle';
import { routeGroupColors } from '../router/routeHandle';

const page = { themeColor: routeGroupColors.page, transition: 'default' } as const;

/** The gallery tab screen, a group's posters by turn, and a poster's detail. */
export const galleryRoutes: AppRoute[] = [
  {
    id: 'gallery',
    path: '/gallery',
    handle: { themeColor: routeGroupColors.tabs, transition: 'none' },
    lazy: async () => ({ Component: (await import('./GalleryScreen')).GalleryScreen }),
  },
  {
    id: 'gallery-group',
    path: '/gallery/:groupId',
    handle: page,
    lazy: async () => ({ Component: (await import('./GalleryGroupScreen')).GalleryGroupScreen }),
  },
  {
    id: 'gallery-detail',
    path: '/gallery-detail/:gameId/:groupId',
    handle: page,
    lazy: async () => ({
      Component: (await import('./GalleryDetailScreen')).GalleryDetailScreen,
    }),
  },
];
