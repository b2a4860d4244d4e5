// Route objects of the database feature (spec §2): /databases.
import type { AppRoute } from '../router/routeHandle';

export const databaseRoutes: AppRoute[] = [];
