// Promotions (GET /api/v2/promotion/list, detail), the home ad slots and the user's collection
// (liked templates and posters, followed games) with the game follow toggle.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  AdSlot,
  GameFollow,
  GameFollowBody,
  Promotion,
  PromotionList,
  UserCollection,
} from '@jinli/contract';
import type { ApiError } from '../ApiError';
import type { ApiClient, RequestOptions } from '../createApiClient';
import { useApiClient } from '../useApiClient';
import { collectionKeys, contentKeys } from './contentKeys';

export const promotionKeys = {
  all: [...contentKeys.all, 'promotion'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
  detail: (id: number) => [...promotionKeys.all, 'detail', id] as const,
  homeAds: () => [...contentKeys.all, 'homeAds'] as const,
};

/** Running promotions (device 1 = mobile) with their classifications. */
export function getPromotionList(
  client: ApiClient,
  options?: RequestOptions,
): Promise<PromotionList> {
  return client.call('promotionList', { ...options, query: { device: 1 } });
}

export function getPromotionDetail(
  client: ApiClient,
  id: number,
  options?: RequestOptions,
): Promise<Promotion> {
  return client.call('promotionDetail', { ...options, query: { id } });
}

/** The home ad slots (AD01-AD010, AD11 modal, AD12, AD02) with their ads. */
export function getHomeAds(client: ApiClient, options?: RequestOptions): Promise<AdSlot[]> {
  return client.call('homeAds', { ...options, query: {} });
}

export function getUserCollection(
  client: ApiClient,
  options?: RequestOptions,
): Promise<UserCollection> {
  return client.call('userCollection', options);
}

/** Follows (1) or unfollows (0) a game; needs login. */
export function toggleGameFollow(
  client: ApiClient,
  body: GameFollowBody,
  options?: RequestOptions,
): Promise<GameFollow> {
  return client.call('gameToggleFollow', { ...options, body });
}

export function promotionListQueryOptions(client: ApiClient) {
  return queryOptions<
    PromotionList,
    ApiError,
    PromotionList,
    ReturnType<typeof promotionKeys.list>
  >({
    queryKey: promotionKeys.list(),
    queryFn: ({ signal }) => getPromotionList(client, { signal }),
  });
}

export function promotionDetailQueryOptions(client: ApiClient, id: number) {
  return queryOptions<Promotion, ApiError, Promotion, ReturnType<typeof promotionKeys.detail>>({
    queryKey: promotionKeys.detail(id),
    queryFn: ({ signal }) => getPromotionDetail(client, id, { signal }),
  });
}

export function homeAdsQueryOptions(client: ApiClient) {
  return queryOptions<AdSlot[], ApiError, AdSlot[], ReturnType<typeof promotionKeys.homeAds>>({
    queryKey: promotionKeys.homeAds(),
    queryFn: ({ signal }) => getHomeAds(client, { signal }),
  });
}

export function userCollectionQueryOptions(client: ApiClient) {
  return queryOptions<UserCollection, ApiError, UserCollection, typeof collectionKeys.all>({
    queryKey: collectionKeys.all,
    queryFn: ({ signal }) => getUserCollection(client, { signal }),
  });
}

export function usePromotionListQuery(): UseQueryResult<PromotionList, ApiError> {
  return useQuery(promotionListQueryOptions(useApiClient()));
}

export function usePromotionDetailQuery(id: number): UseQueryResult<Promotion, ApiError> {
  return useQuery(promotionDetailQueryOptions(useApiClient(), id));
}

export function useHomeAdsQuery(): UseQueryResult<AdSlot[], ApiError> {
  return useQuery(homeAdsQueryOptions(useApiClient()));
}

/** The signed-in user's collection (/my-collection). */
export function useUserCollectionQuery({
  enabled = true,
}: { enabled?: boolean } = {}): UseQueryResult<UserCollection, ApiError> {
  return useQuery({ ...userCollectionQueryOptions(useApiClient()), enabled });
}

/** Follows or unfollows a game and updates the cached collection. */
export function useGameFollowMutation(): UseMutationResult<GameFollow, ApiError, GameFollowBody> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GameFollowBody) => toggleGameFollow(client, body),
    onSuccess: (result) => {
      queryClient.setQueryData<UserCollection>(collectionKeys.all, (collection) => {
        if (!collection) return collection;
        const others = collection.followedGames.filter((id) => id !== result.gameId);
        return {
          ...collection,
          followedGames: result.isFollow === 1 ? [result.gameId, ...others] : others,
        };
      });
    },
  });
}
