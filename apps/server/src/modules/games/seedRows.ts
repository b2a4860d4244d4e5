// The rows the seed writes (kept apart from the inserts so tests can read the catalog as rows).
import type { GameCategory } from '@jinli/contract';
import { SYSTEM_UTC_OFFSET_MINUTES } from '@jinli/domain';
import type { gameCategory, lobbyGame } from '../../db/schema';
import { wallTimeText, zoneOf } from '../../time/zones';
import {
  CATALOG,
  CATEGORY_NAMES,
  catalogGameCode,
  FIRST_LIVE_GAME_ID,
  GAME_KIND,
  SANDBOX_LIVE_CODE,
  type CatalogGame,
} from './catalog';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The maintenance text of a catalog game seeded at `now` (system time zone, UTC+8 by default). */
export function seededMaintain(kind: CatalogGame['maintain'], now: number): string {
  const zone = zoneOf(`+0${SYSTEM_UTC_OFFSET_MINUTES / 60}:00`);
  const at = (ms: number) => wallTimeText(zone, ms);
  switch (kind) {
    case 'now':
      return `${at(now - HOUR)}~${at(now + 365 * DAY)}`;
    case 'later':
      return `${at(now + 7 * DAY)}~${at(now + 7 * DAY + 2 * HOUR)}`;
    case 'daily':
      return '04:00~04:30';
    default:
      return '';
  }
}

/** Lottery games in the hot list. */
const HOT_LOTTERIES = [
  { gameId: 110, gameName: '澳门六合彩', hot: 100 },
  { gameId: 71, gameName: '极速六合彩', hot: 82 },
];

export const game = {
  category(companyId: number, type: GameCategory, sort: number): typeof gameCategory.$inferInsert {
    return { companyId, type, name: CATEGORY_NAMES[type], sort };
  },
  games(companyId: number, now: number): (typeof lobbyGame.$inferInsert)[] {
    return [...this.lotterySettings(companyId), ...this.liveGames(companyId, now)];
  },
  /** Hot settings of two draw-engine games (their names and pictures come from lottery_game). */
  lotterySettings(companyId: number): (typeof lobbyGame.$inferInsert)[] {
    return HOT_LOTTERIES.map(({ gameId, gameName, hot }) => ({
      companyId,
      gameId,
      gameName,
      type: 'lottery',
      category: 'lottery',
      hot,
    }));
  },
  liveGames(companyId: number, now: number): (typeof lobbyGame.$inferInsert)[] {
    return CATALOG.map((item, index) => ({
      companyId,
      gameId: FIRST_LIVE_GAME_ID + index,
      gameName: item.name,
      gameCode: catalogGameCode(item),
      liveCode: SANDBOX_LIVE_CODE,
      gameKind: GAME_KIND[item.category],
      type: 'live',
      category: item.category,
      hot: item.hot ?? 0,
      maintain: seededMaintain(item.maintain, now),
      // The sandbox's pages are laid out for a portrait phone (390×844).
      appDisplay: 0,
      sort: CATALOG.length - index,
    }));
  },
};
