// The accounts' queryOptions and hooks (login, register, trial, logout, profile, balances, VIP
// rules, slider puzzles) over the endpoint functions and keys of ../accounts.ts.
import {
  queryOptions,
  useMutation,
  type UseMutationResult,
  useQuery,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  AuthToken,
  MoneyCheck,
  Profile,
  RegisterBody,
  SliderCaptcha,
  VipRuleRow,
} from '@jinli/contract';
import {
  accountKeys,
  getMoney,
  getProfile,
  getSliderCaptcha,
  getVipRules,
  login,
  type LoginInput,
  logoutSession,
  type MoneyQueryKey,
  type ProfileQueryKey,
  register,
  registerTrial,
  sliderCaptchaKeys,
  vipKeys,
  type VipRulesQueryKey,
} from '../accounts';
import type { ApiError } from '../ApiError';
import type { ApiClient, RequestOptions } from '../createApiClient';
import { useApiClient } from './useApiClient';

/** One puzzle per attempt, never refetched in place (a puzzle allows one drop) and dropped when unused. */
export function sliderCaptchaQueryOptions(client: ApiClient, attempt: number, cacheBust?: number) {
  return queryOptions<
    SliderCaptcha,
    ApiError,
    SliderCaptcha,
    ReturnType<typeof sliderCaptchaKeys.puzzle>
  >({
    queryKey: sliderCaptchaKeys.puzzle(attempt),
    queryFn: ({ signal }) =>
      getSliderCaptcha(client, { signal, ...(cacheBust === undefined ? {} : { cacheBust }) }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function profileQueryOptions(client: ApiClient) {
  return queryOptions<Profile, ApiError, Profile, ProfileQueryKey>({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => getProfile(client, { signal }),
  });
}

export function moneyQueryOptions(client: ApiClient) {
  return queryOptions<MoneyCheck, ApiError, MoneyCheck, MoneyQueryKey>({
    queryKey: accountKeys.money(),
    queryFn: ({ signal }) => getMoney(client, { signal }),
  });
}

export function vipRulesQueryOptions(client: ApiClient) {
  return queryOptions<VipRuleRow[], ApiError, VipRuleRow[], VipRulesQueryKey>({
    queryKey: vipKeys.rules(),
    queryFn: ({ signal }) => getVipRules(client, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** Options of the account query hooks. */
export interface AccountQueryOptions {
  /** Run the query (pass whether a token exists). Default true. */
  enabled?: boolean;
}

/** The signed-in user's profile. */
export function useProfileQuery({ enabled = true }: AccountQueryOptions = {}): UseQueryResult<
  Profile,
  ApiError
> {
  return useQuery({ ...profileQueryOptions(useApiClient()), enabled });
}

/** The signed-in user's balances. */
export function useMoneyQuery({ enabled = true }: AccountQueryOptions = {}): UseQueryResult<
  MoneyCheck,
  ApiError
> {
  return useQuery({ ...moneyQueryOptions(useApiClient()), enabled });
}

export function useVipRulesQuery(): UseQueryResult<VipRuleRow[], ApiError> {
  return useQuery(vipRulesQueryOptions(useApiClient()));
}

/** Variables of the auth mutations: the input plus per-call transport options (the 30 s time-out). */
export interface AuthMutationVariables<I> extends RequestOptions {
  input: I;
}

export function useLoginMutation(): UseMutationResult<
  AuthToken,
  ApiError,
  AuthMutationVariables<LoginInput>
> {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ input, ...options }) => login(client, input, options),
  });
}

export function useRegisterMutation(): UseMutationResult<
  AuthToken,
  ApiError,
  AuthMutationVariables<Omit<RegisterBody, 'version'>>
> {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ input, ...options }) => register(client, input, options),
  });
}

export function useTrialRegisterMutation(): UseMutationResult<
  AuthToken,
  ApiError,
  RequestOptions | void
> {
  const client = useApiClient();
  return useMutation({
    mutationFn: (options) => registerTrial(client, options ?? undefined),
  });
}

export function useLogoutMutation(): UseMutationResult<void, ApiError, void> {
  const client = useApiClient();
  return useMutation({ mutationFn: () => logoutSession(client) });
}
