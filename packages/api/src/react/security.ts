// Hooks of the security screens over ../security.ts (passwords, fund password, withdraw accounts,
// personal info, chat colour). Every change refreshes the profile, which carries the fields shown.
import {
  queryOptions,
  useMutation,
  type UseMutationResult,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  BankCard,
  ModifyUserInfoBody,
  UpdateBankBody,
  UpdateFundPwdBody,
  UpdatePasswordBody,
  UpdatePasswordByAccountBody,
  UserInfo,
} from '@jinli/contract';
import { accountKeys } from '../accounts';
import type { ApiError } from '../ApiError';
import type { ApiClient } from '../createApiClient';
import {
  bankKeys,
  type BankListQueryKey,
  checkCashPassword,
  getBankList,
  modifyUserInfo,
  updateBank,
  updateChatThemeColor,
  updateFundPassword,
  updatePassword,
  updatePasswordByAccount,
} from '../security';
import { useApiClient } from './useApiClient';

export function bankListQueryOptions(client: ApiClient) {
  return queryOptions<BankCard[], ApiError, BankCard[], BankListQueryKey>({
    queryKey: bankKeys.list(),
    queryFn: ({ signal }) => getBankList(client, { signal }),
  });
}

export function useBankListQuery(): UseQueryResult<BankCard[], ApiError> {
  return useQuery(bankListQueryOptions(useApiClient()));
}

/** A mutation that refreshes the profile (and `alsoInvalidate`) when it succeeds. */
function useAccountMutation<V, R>(
  mutationFn: (client: ApiClient, variables: V) => Promise<R>,
  alsoInvalidate: readonly unknown[] = accountKeys.profile(),
): UseMutationResult<R, ApiError, V> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => mutationFn(client, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alsoInvalidate }),
  });
}

export function useUpdatePasswordMutation(): UseMutationResult<void, ApiError, UpdatePasswordBody> {
  return useAccountMutation((client, body: UpdatePasswordBody) => updatePassword(client, body));
}

export function useUpdatePasswordByAccountMutation(): UseMutationResult<
  void,
  ApiError,
  UpdatePasswordByAccountBody
> {
  const client = useApiClient();
  return useMutation({ mutationFn: (body) => updatePasswordByAccount(client, body) });
}

export function useUpdateFundPasswordMutation(): UseMutationResult<
  void,
  ApiError,
  UpdateFundPwdBody
> {
  return useAccountMutation((client, body: UpdateFundPwdBody) => updateFundPassword(client, body));
}

export function useCheckCashPasswordMutation(): UseMutationResult<void, ApiError, string> {
  const client = useApiClient();
  return useMutation({ mutationFn: (cashPassword) => checkCashPassword(client, cashPassword) });
}

export function useUpdateBankMutation(): UseMutationResult<BankCard, ApiError, UpdateBankBody> {
  return useAccountMutation(
    (client, body: UpdateBankBody) => updateBank(client, body),
    bankKeys.all,
  );
}

export function useModifyUserInfoMutation(): UseMutationResult<
  UserInfo,
  ApiError,
  ModifyUserInfoBody
> {
  return useAccountMutation((client, body: ModifyUserInfoBody) => modifyUserInfo(client, body));
}

export function useUpdateChatThemeColorMutation(): UseMutationResult<void, ApiError, number> {
  return useAccountMutation((client, color: number) => updateChatThemeColor(client, color));
}
