// The game center and third-party games (spec §7 Games): the lobby's categories and games, the
// follow toggle (spec §4: local first, then the server), the launch URL, the recall of the game
// wallet, and the casino report with its per-game bets (pages appended).
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  BetRecordPage,
  Game,
  GameCategory,
  GameCategoryItem,
  GameFollow,
  GameGroup,
  GameList,
  GameReportRow,
  LiveGame,
  LivePlayQuery,
  LiveRecall,
  MoneyCheck,
} from '@jinli/contract';
import { accountKeys } from './accounts';
import type { ApiError } from './ApiError';
import type { ApiClient, RequestOptions } from './createApiClient';
import { collectionKeys, definedOnly, nextContentPage } from './content/contentKeys';
import { useApiClient } from './useApiClient';

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

export function gameGroupsQueryOptions(client: ApiClient) {
  return queryOptions<GameGroup[], ApiError, GameGroup[], ReturnType<typeof gameKeys.groups>>({
    queryKey: gameKeys.groups(),
    queryFn: ({ signal }) => getGameGroups(client, { signal }),
  });
}

export function gameGroupTypesQueryOptions(client: ApiClient) {
  return queryOptions<
    GameCategoryItem[],
    ApiError,
    GameCategoryItem[],
    ReturnType<typeof gameKeys.groupTypes>
  >({
    queryKey: gameKeys.groupTypes(),
    queryFn: ({ signal }) => getGameGroupTypes(client, { signal }),
  });
}

export function gameListInfiniteQueryOptions(
  client: ApiClient,
  groupType: GameCategory | undefined,
) {
  return infiniteQueryOptions<
    GameList,
    ApiError,
    InfiniteData<GameList, number>,
    readonly unknown[],
    number
  >({
    queryKey: gameKeys.list(groupType),
    queryFn: ({ pageParam, signal }) =>
      getGameList(client, groupType, pageParam, GAME_PAGE_ROWS, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextContentPage,
  });
}

export function allLiveGamesQueryOptions(client: ApiClient) {
  return queryOptions<LiveGame[], ApiError, LiveGame[], ReturnType<typeof gameKeys.liveGames>>({
    queryKey: gameKeys.liveGames(),
    queryFn: ({ signal }) => getAllLiveGames(client, { signal }),
  });
}

export function gameReportQueryOptions(
  client: ApiClient,
  gameCodes: string,
  dates: CasinoReportDates,
) {
  return queryOptions<
    GameReportRow[],
    ApiError,
    GameReportRow[],
    ReturnType<typeof gameKeys.report>
  >({
    queryKey: gameKeys.report(gameCodes, dates),
    queryFn: ({ signal }) => getGameReport(client, gameCodes, dates, { signal }),
  });
}

export function liveBetRecordsInfiniteQueryOptions(
  client: ApiClient,
  gameCode: string,
  dates: CasinoReportDates,
) {
  return infiniteQueryOptions<
    BetRecordPage,
    ApiError,
    InfiniteData<BetRecordPage, number>,
    readonly unknown[],
    number
  >({
    queryKey: gameKeys.bets(gameCode, dates),
    queryFn: ({ pageParam, signal }) =>
      getLiveBetRecords(client, gameCode, dates, pageParam, CASINO_BET_PAGE_ROWS, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextContentPage,
  });
}

/** The lobby: categories with their games. */
export function useGameGroupsQuery(): UseQueryResult<GameGroup[], ApiError> {
  return useQuery(gameGroupsQueryOptions(useApiClient()));
}

export function useGameGroupTypesQuery(): UseQueryResult<GameCategoryItem[], ApiError> {
  return useQuery(gameGroupTypesQueryOptions(useApiClient()));
}

/** A category's games page by page (30 rows). */
export function useGameListInfiniteQuery(
  groupType: GameCategory | undefined,
  { enabled = true }: { enabled?: boolean } = {},
): UseInfiniteQueryResult<InfiniteData<GameList, number>, ApiError> {
  return useInfiniteQuery({ ...gameListInfiniteQueryOptions(useApiClient(), groupType), enabled });
}

export function useAllLiveGamesQuery({
  enabled = true,
}: { enabled?: boolean } = {}): UseQueryResult<LiveGame[], ApiError> {
  return useQuery({ ...allLiveGamesQueryOptions(useApiClient()), enabled });
}

/** The report rows; disabled while there is no game code. */
export function useGameReportQuery(
  gameCodes: string,
  dates: CasinoReportDates,
  { enabled = true }: { enabled?: boolean } = {},
): UseQueryResult<GameReportRow[], ApiError> {
  return useQuery({
    ...gameReportQueryOptions(useApiClient(), gameCodes, dates),
    enabled: enabled && gameCodes !== '',
  });
}

/** One game's rounds, page after page appended. */
export function useLiveBetRecordsInfiniteQuery(
  gameCode: string,
  dates: CasinoReportDates,
): UseInfiniteQueryResult<InfiniteData<BetRecordPage, number>, ApiError> {
  return useInfiniteQuery({
    ...liveBetRecordsInfiniteQueryOptions(useApiClient(), gameCode, dates),
    enabled: gameCode !== '',
  });
}

/** Writes a game's isFollow into every cached lobby list. */
export function setCachedGameFollow(queryClient: QueryClient, gameId: number, isFollow: 0 | 1) {
  const patch = (game: Game): Game => (game.gameId === gameId ? { ...game, isFollow } : game);
  queryClient.setQueryData<GameGroup[]>(gameKeys.groups(), (groups) =>
    groups?.map((group) => ({ ...group, games: group.games.map(patch) })),
  );
  queryClient.setQueriesData<InfiniteData<GameList, number>>(
    { queryKey: [...gameKeys.all, 'list'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, data: page.data.map(patch) })),
      },
  );
}

/** Variables of {@link useGameFollowToggle}. */
export interface GameFollowToggle {
  gameId: number;
  /** 1 follow, 0 unfollow. */
  like: 0 | 1;
}

/**
 * Follows or unfollows a game, spec §4: the cached lobby shows the new state at once, then the
 * server is asked; a refusal puts the old state back. The caller ignores taps of visitors.
 */
export function useGameFollowToggle(): UseMutationResult<
  GameFollow,
  ApiError,
  GameFollowToggle,
  { previous: 0 | 1 }
> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, like }) => client.call('gameToggleFollow', { body: { gameId, like } }),
    onMutate: ({ gameId, like }) => {
      setCachedGameFollow(queryClient, gameId, like);
      return { previous: like === 1 ? 0 : 1 };
    },
    onError: (_error, { gameId }, context) => {
      if (context) setCachedGameFollow(queryClient, gameId, context.previous);
    },
    onSuccess: (result) => {
      setCachedGameFollow(queryClient, result.gameId, result.isFollow);
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
    },
  });
}

/** Writes fresh balances into the cached money check. */
function setCachedMoney(queryClient: QueryClient, money: MoneyCheck) {
  queryClient.setQueryData<MoneyCheck>(accountKeys.money(), {
    money: money.money,
    liveMoney: money.liveMoney,
  });
}

/** Asks for a game's launch URL; the balances change on the server, so the money is re-read. */
export function useLivePlayMutation(): UseMutationResult<string, ApiError, LivePlayQuery> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query) => getLivePlayUrl(client, query),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.money() }),
  });
}

/** Brings the game wallet back; the cached balances take the answer's. */
export function useLiveRecallMutation(): UseMutationResult<LiveRecall, ApiError, void> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => recallLiveMoney(client),
    onSuccess: (result) => {
      setCachedMoney(queryClient, result);
      void queryClient.invalidateQueries({ queryKey: [...gameKeys.all, 'report'] });
      void queryClient.invalidateQueries({ queryKey: [...gameKeys.all, 'bets'] });
    },
  });
}
