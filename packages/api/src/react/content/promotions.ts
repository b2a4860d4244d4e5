// Promotions, home ads and the user's collection as queryOptions and hooks over
// ../../content/promotions.ts, with the game follow toggle.
import {
  queryOptions,
  useMutation,
  type UseMutationResult,
  useQuery,
  useQueryClient,
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
import type { ApiError } from '../../ApiError';
import { collectionKeys } from '../../content/contentKeys';
import {
  getHomeAds,
  getPromotionDetail,
  getPromotionList,
  getUserCollection,
  promotionKeys,
  toggleGameFollow,
} from '../../content/promotions';
import type { ApiClient } from '../../createApiClient';
import { useApiClient } from '../useApiClient';

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
