// Route objects of the gallery feature (spec §2): /gallery, /gallery/{groupId}, /gallery-detail/{gameId}/{groupId}.
import type { ApiClient } from '@jinli/api';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

const page = { themeColor: routeGroupColors.page, transition: 'default' } as const;

/**
 * Starts /gallery's first requests at boot, from a module of its own (galleryPrefetch.ts); settles
 * once the first screen's answers are in the cache (or failed).
 */
function prefetchGallery(client: ApiClient, queryClient: QueryClient, at: URL): Promise<void> {
  return (
    import('./galleryPrefetch')
      .then((module) => module.prefetchGallery(client, queryClient, at.searchParams))
      // The screen asks for its data itself.
      .catch(() => undefined)
  );
}

/** The gallery tab screen, a group's posters by turn, and a poster's detail. */
export const galleryRoutes: AppRoute[] = [
  {
    id: 'gallery',
    path: '/gallery',
    handle: {
      themeColor: routeGroupColors.tabs,
      transition: 'none',
      prefetch: prefetchGallery,
      renderOnServer: true,
    },
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
