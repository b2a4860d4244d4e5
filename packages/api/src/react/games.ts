// The game center's queryOptions and hooks over ../games.ts: the lobby, the casino report pages,
// the follow toggle (spec §4: the cached lobby changes first, a refusal puts it back), the launch
// URL and the recall, which writes the returned balances into the money cache.
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  type UseInfiniteQueryResult,
  useMutation,
  type UseMutationResult,
  useQuery,
  useQueryClient,
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
import { accountKeys } from '../accounts';
import type { ApiError } from '../ApiError';
import { collectionKeys, nextContentPage } from '../content/contentKeys';
import type { ApiClient } from '../createApiClient';
import {
  CASINO_BET_PAGE_ROWS,
  type CasinoReportDates,
  GAME_PAGE_ROWS,
  gameKeys,
  getAllLiveGames,
  getGameGroups,
  getGameGroupTypes,
  getGameList,
  getGameReport,
  getLiveBetRecords,
  getLivePlayUrl,
  recallLiveMoney,
} from '../games';
import { useApiClient } from './useApiClient';

/**
 * Whose lobby an answer of GET /game/group is: a visitor's, or the signed-in player's (its isFollow
 * flags are the player's). A screen the server rendered is a visitor's, and the app hydrating it
 * reads the visitor's answer the page carries first, then the player's under its own key.
 */
export type GameViewer = 'visitor' | 'player';

export function gameGroupsQueryOptions(client: ApiClient, viewer: GameViewer = 'player') {
  return queryOptions<GameGroup[], ApiError, GameGroup[], ReturnType<typeof gameKeys.groupsOf>>({
    queryKey: gameKeys.groupsOf(viewer),
    // The page carries a visitor's lobby: the player's is always asked for.
    queryFn: ({ signal }) => getGameGroups(client, { signal, pagePreload: viewer === 'visitor' }),
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
/**
 * The lobby of `viewer`; from one viewer to the other (a hydrated screen's player, a login) the
 * last lobby stays on screen until the new one has arrived.
 */
export function useGameGroupsQuery(
  viewer: GameViewer = 'player',
): UseQueryResult<GameGroup[], ApiError> {
  return useQuery({
    ...gameGroupsQueryOptions(useApiClient(), viewer),
    placeholderData: keepPreviousData,
  });
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
  queryClient.setQueriesData<GameGroup[]>({ queryKey: gameKeys.groups() }, (groups) =>
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
    onMutate: async ({ gameId, like }) => {
      // A lobby read in flight was answered before this follow: let it not land over the star
      // (a tapped follow was lost under load; TanStack Query's optimistic-update rule).
      await queryClient.cancelQueries({ queryKey: gameKeys.groups() });
      await queryClient.cancelQueries({ queryKey: [...gameKeys.all, 'list'] });
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
