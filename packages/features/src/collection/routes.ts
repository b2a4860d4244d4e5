// Route objects of the collection feature (spec §2): /my-collection.
import type { AppRoute } from '../router/routeHandle';

export const collectionRoutes: AppRoute[] = [];
