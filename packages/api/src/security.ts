// Passwords, fund password, withdraw accounts, personal info and the chat colour (spec §7 User
// calls): endpoint functions, query keys, queryOptions and hooks. Every change refreshes the
// profile, which carries the fields shown on the screens.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
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
import { accountKeys } from './accounts';
import type { ApiError } from './ApiError';
import type { ApiClient, RequestOptions } from './createApiClient';
import { useApiClient } from './useApiClient';

/** Query keys of the bound withdraw accounts (under the account's keys: dropped at logout). */
export const bankKeys = {
  all: [...accountKeys.all, 'banks'] as const,
  list: () => [...bankKeys.all, 'list'] as const,
};

export async function updatePassword(
  client: ApiClient,
  body: UpdatePasswordBody,
  options?: RequestOptions,
): Promise<void> {
  await client.call('updatePassword', { ...options, body });
}

/** Changes a password without a session (after UC/RESET_PASSWORD). */
export async function updatePasswordByAccount(
  client: ApiClient,
  body: UpdatePasswordByAccountBody,
  options?: RequestOptions,
): Promise<void> {
  await client.call('updatePasswordByAccount', { ...options, body });
}

/** Sets (first time: proven by the login password) or changes the 4-digit fund password. */
export async function updateFundPassword(
  client: ApiClient,
  body: UpdateFundPwdBody,
  options?: RequestOptions,
): Promise<void> {
  await client.call('updateFundPwd', { ...options, body });
}

/** Checks the fund password; rejects with UC/CASH_PASSWORD_ERROR when wrong. */
export async function checkCashPassword(
  client: ApiClient,
  cashPassword: string,
  options?: RequestOptions,
): Promise<void> {
  await client.call('checkCashPassword', { ...options, body: { cashPassword } });
}

/** Binds (no id) or changes a withdraw account; needs the fund password. */
export function updateBank(
  client: ApiClient,
  body: UpdateBankBody,
  options?: RequestOptions,
): Promise<BankCard> {
  return client.call('updateBank', { ...options, body });
}

/** The user's bound withdraw accounts, newest first, numbers masked. */
export function getBankList(client: ApiClient, options?: RequestOptions): Promise<BankCard[]> {
  return client.call('bankList', options);
}

/** Changes the fields sent; resolves with the new userInfo. */
export function modifyUserInfo(
  client: ApiClient,
  body: ModifyUserInfoBody,
  options?: RequestOptions,
): Promise<UserInfo> {
  return client.call('modifyUserInfo', { ...options, body });
}

/** Sets the chat theme colour (1-8). */
export async function updateChatThemeColor(
  client: ApiClient,
  color: number,
  options?: RequestOptions,
): Promise<void> {
  await client.call('updateChatThemeColor', { ...options, body: { color } });
}

export type BankListQueryKey = ReturnType<typeof bankKeys.list>;

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
