// Route objects of the collection feature (spec §2): /my-collection.
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

/** The user's favourites; login required. */
export const collectionRoutes: AppRoute[] = [
  {
    id: 'my-collection',
    path: '/my-collection',
    handle: { auth: true, themeColor: routeGroupColors.page, transition: 'default' },
    lazy: async () => ({ Component: (await import('./CollectionScreen')).CollectionScreen }),
  },
];
