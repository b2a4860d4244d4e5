// Route objects of the templates feature (spec §2): /template/{gameId}/{templateId}.
import type { AppRoute } from '../router/routeHandle';

export const templateRoutes: AppRoute[] = [];
