// The welfare centre (/bonus-center): the user's VIP upgrade bonuses and claiming one.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { VipBonus, VipBonusClaim } from '@jinli/contract';
import { accountKeys } from './accounts';
import type { ApiError } from './ApiError';
import type { ApiClient, RequestOptions } from './createApiClient';
import { useApiClient } from './useApiClient';

/** Query keys of the welfare centre (under the account's keys: logout clears them too). */
export const vipBonusKeys = {
  all: () => [...accountKeys.all, 'vipBonus'] as const,
};
export type VipBonusQueryKey = ReturnType<typeof vipBonusKeys.all>;

export function getVipBonus(client: ApiClient, options?: RequestOptions): Promise<VipBonus> {
  return client.call('vipBonus', options);
}

export function claimVipBonus(
  client: ApiClient,
  vipLevel: number,
  options?: RequestOptions,
): Promise<VipBonusClaim> {
  return client.call('claimVipBonus', { ...options, body: { vipLevel } });
}

export function vipBonusQueryOptions(client: ApiClient) {
  return queryOptions<VipBonus, ApiError, VipBonus, VipBonusQueryKey>({
    queryKey: vipBonusKeys.all(),
    queryFn: ({ signal }) => getVipBonus(client, { signal }),
  });
}

export function useVipBonusQuery(): UseQueryResult<VipBonus, ApiError> {
  return useQuery(vipBonusQueryOptions(useApiClient()));
}

/** Claims one level's bonus; the balance, profile and bonus list refetch after it. */
export function useClaimVipBonusMutation(): UseMutationResult<VipBonusClaim, ApiError, number> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vipLevel: number) => claimVipBonus(client, vipLevel),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
