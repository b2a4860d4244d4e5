// Route objects of the promotions feature (spec §2): /promotional, /promotional/{classifyType}/{id}.
import type { AppRoute } from '../router/routeHandle';

export const promotionRoutes: AppRoute[] = [];
