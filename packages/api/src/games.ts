// The game center and third-party games (spec §7 Games): the lobby's categories and games, the
// follow toggle (spec §4: local first, then the server), the launch URL, the recall of the game
// wallet, and the casino report with its per-game bets (pages appended).
import type {
  BetRecordPage,
  GameCategory,
  GameCategoryItem,
  GameGroup,
  GameList,
  GameReportRow,
  LiveGame,
  LivePlayQuery,
  LiveRecall,
} from '@jinli/contract';
import { accountKeys } from './accounts';
import { definedOnly } from './content/contentKeys';
import type { ApiClient, RequestOptions } from './createApiClient';

/** Game center page size (spec §9: rows 30). */
export const GAME_PAGE_ROWS = 30;
/** Casino report detail page size. */
export const CASINO_BET_PAGE_ROWS = 20;

/** The casino report's dates ('YYYY-MM-DD'; an empty end date means today). */
export interface CasinoReportDates {
  startDate: string;
  endDate?: string;
}

/**
 * Query keys. The lobby carries the viewer's follows (isFollow), so it lives under the account's
 * keys and is dropped at login and logout; the casino game list is public.
 */
export const gameKeys = {
  all: [...accountKeys.all, 'games'] as const,
  groups: () => [...gameKeys.all, 'group'] as const,
  /** The lobby as `viewer` sees it (react/games.ts GameViewer). */
  groupsOf: (viewer: 'visitor' | 'player') => [...gameKeys.groups(), viewer] as const,
  groupTypes: () => ['games', 'groupType'] as const,
  list: (groupType: GameCategory | undefined) =>
    [...gameKeys.all, 'list', groupType ?? 'all'] as const,
  liveGames: () => ['games', 'liveGames'] as const,
  report: (gameCodes: string, dates: CasinoReportDates) =>
    [...gameKeys.all, 'report', gameCodes, dates.startDate, dates.endDate ?? ''] as const,
  bets: (gameCode: string, dates: CasinoReportDates) =>
    [...gameKeys.all, 'bets', gameCode, dates.startDate, dates.endDate ?? ''] as const,
};

const companyQuery = (client: ApiClient) =>
  definedOnly({ companyCode: client.config.companyCode }) as { companyCode?: string };

/** The categories with their games, in lobby order (hot first). */
export function getGameGroups(client: ApiClient, options?: RequestOptions): Promise<GameGroup[]> {
  return client.call('gameGroup', { ...options, query: companyQuery(client) });
}

/** The categories alone. */
export function getGameGroupTypes(
  client: ApiClient,
  options?: RequestOptions,
): Promise<GameCategoryItem[]> {
  return client.call('gameGroupType', { ...options, query: companyQuery(client) });
}

/** A page of a category's games (every category when `groupType` is undefined). */
export function getGameList(
  client: ApiClient,
  groupType: GameCategory | undefined,
  page = 1,
  rows = GAME_PAGE_ROWS,
  options?: RequestOptions,
): Promise<GameList> {
  return client.call('gameListAll', {
    ...options,
    query: { ...companyQuery(client), ...definedOnly({ groupType }), page, rows },
  });
}

/** The launch URL of a third-party game (moves the main wallet into the game wallet). */
export function getLivePlayUrl(
  client: ApiClient,
  query: LivePlayQuery,
  options?: RequestOptions,
): Promise<string> {
  return client.call('livePlay', { ...options, query: { isMobile: 1, ...query }, dedupe: false });
}

/** Brings the game wallet back to the main wallet; safe to repeat. */
export function recallLiveMoney(client: ApiClient, options?: RequestOptions): Promise<LiveRecall> {
  return client.call('liveRecall', options);
}

/** The casino games the report can ask about. */
export function getAllLiveGames(client: ApiClient, options?: RequestOptions): Promise<LiveGame[]> {
  return client.call('allLiveGames', options);
}

/** One row per game code over the dates. */
export function getGameReport(
  client: ApiClient,
  gameCodes: string,
  dates: CasinoReportDates,
  options?: RequestOptions,
): Promise<GameReportRow[]> {
  return client.call('gameReportList', {
    ...options,
    query: { gameCodes, startDate: dates.startDate, endDate: dates.endDate ?? '' },
  });
}

/** A page of one game's rounds over the dates, newest first. */
export function getLiveBetRecords(
  client: ApiClient,
  gameCode: string,
  dates: CasinoReportDates,
  page = 1,
  rows = CASINO_BET_PAGE_ROWS,
  options?: RequestOptions,
): Promise<BetRecordPage> {
  return client.call('liveBetRecords', {
    ...options,
    query: { gameCode, startDate: dates.startDate, endDate: dates.endDate ?? '', page, rows },
  });
}
