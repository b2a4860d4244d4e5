// Route objects of the gallery feature (spec §2): /gallery, /gallery/{groupId}, /gallery-detail/{gameId}/{groupId}.
import type { AppRoute } from '../router/routeHandle';

export const galleryRoutes: AppRoute[] = [];
