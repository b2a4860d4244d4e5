// The welfare centre's query and claim hooks over ../vipBonus.ts.
import {
  queryOptions,
  useMutation,
  type UseMutationResult,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { VipBonus, VipBonusClaim } from '@jinli/contract';
import { accountKeys } from '../accounts';
import type { ApiError } from '../ApiError';
import type { ApiClient } from '../createApiClient';
import { claimVipBonus, getVipBonus, vipBonusKeys, type VipBonusQueryKey } from '../vipBonus';
import { useApiClient } from './useApiClient';

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
