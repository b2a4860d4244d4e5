// The agent calls' queryOptions, infinite queries and hooks (../agents.ts holds the calls and keys);
// the mutations refresh the agent keys they change.
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
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
  AgentAddUserBody,
  AgentInformation,
  AgentLink,
  AgentLinkBody,
  AgentRebateRange,
  AgentSubUser,
  AgentSubUserDetail,
  AgentSubUsers,
  AgentTeamOverview,
  AgentTeamQuery,
  Page,
} from '@jinli/contract';
import {
  addAgentUser,
  agentKeys,
  type AgentSubUserFilters,
  createAgentLink,
  getAgentInformation,
  getAgentLinkInfo,
  getAgentLinks,
  getAgentRebateRange,
  getAgentSubUserDetail,
  getAgentSubUsers,
  getAgentTeamOverview,
  getAgentTerms,
  removeAgentLink,
  updateAgentLink,
} from '../agents';
import type { ApiError } from '../ApiError';
import type { ApiClient } from '../createApiClient';
import { nextPageParam, WALLET_PAGE_ROWS } from '../wallet';
import { useApiClient } from './useApiClient';

export function agentInformationQueryOptions(client: ApiClient) {
  return queryOptions<
    AgentInformation,
    ApiError,
    AgentInformation,
    ReturnType<typeof agentKeys.information>
  >({
    queryKey: agentKeys.information(),
    queryFn: ({ signal }) => getAgentInformation(client, { signal }),
  });
}

export function agentTeamOverviewQueryOptions(client: ApiClient, query: AgentTeamQuery) {
  return queryOptions<
    AgentTeamOverview,
    ApiError,
    AgentTeamOverview,
    ReturnType<typeof agentKeys.teamOverview>
  >({
    queryKey: agentKeys.teamOverview(query),
    queryFn: ({ signal }) => getAgentTeamOverview(client, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function agentSubUsersInfiniteQueryOptions(
  client: ApiClient,
  filters: AgentSubUserFilters = {},
) {
  return infiniteQueryOptions<
    AgentSubUsers,
    ApiError,
    InfiniteData<AgentSubUsers, number>,
    readonly unknown[],
    number
  >({
    queryKey: [...agentKeys.subUsers(filters), 'infinite'] as const,
    queryFn: ({ pageParam, signal }) =>
      getAgentSubUsers(client, { ...filters, page: pageParam, rows: WALLET_PAGE_ROWS }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam<AgentSubUser>,
  });
}

export function agentSubUserDetailQueryOptions(client: ApiClient, userId: number) {
  return queryOptions<
    AgentSubUserDetail,
    ApiError,
    AgentSubUserDetail,
    ReturnType<typeof agentKeys.subUserDetail>
  >({
    queryKey: agentKeys.subUserDetail(userId),
    queryFn: ({ signal }) => getAgentSubUserDetail(client, userId, { signal }),
  });
}

export function agentRebateRangeQueryOptions(client: ApiClient) {
  return queryOptions<
    AgentRebateRange,
    ApiError,
    AgentRebateRange,
    ReturnType<typeof agentKeys.rebateRange>
  >({
    queryKey: agentKeys.rebateRange(),
    queryFn: ({ signal }) => getAgentRebateRange(client, { signal }),
  });
}

export function agentLinksInfiniteQueryOptions(client: ApiClient) {
  return infiniteQueryOptions<
    Page<AgentLink>,
    ApiError,
    InfiniteData<Page<AgentLink>, number>,
    readonly unknown[],
    number
  >({
    queryKey: [...agentKeys.links(), 'infinite'] as const,
    queryFn: ({ pageParam, signal }) =>
      getAgentLinks(client, { page: pageParam, rows: WALLET_PAGE_ROWS }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam<AgentLink>,
  });
}

export function agentLinkQueryOptions(client: ApiClient, id: number) {
  return queryOptions<AgentLink, ApiError, AgentLink, ReturnType<typeof agentKeys.link>>({
    queryKey: agentKeys.link(id),
    queryFn: ({ signal }) => getAgentLinkInfo(client, id, { signal }),
  });
}

export function agentTermsQueryOptions(client: ApiClient) {
  return queryOptions<string, ApiError, string, ReturnType<typeof agentKeys.terms>>({
    queryKey: agentKeys.terms(),
    queryFn: ({ signal }) => getAgentTerms(client, { signal }),
    // The page changes only when the operator edits it.
    staleTime: 10 * 60_000,
  });
}

/** The agent centre's summary: today's and this month's figures. */
export function useAgentInformationQuery(): UseQueryResult<AgentInformation, ApiError> {
  return useQuery(agentInformationQueryOptions(useApiClient()));
}

/** The team report for a range; keeps the previous range's figures while the next one loads. */
export function useAgentTeamOverviewQuery(
  query: AgentTeamQuery,
  { enabled = true }: { enabled?: boolean } = {},
): UseQueryResult<AgentTeamOverview, ApiError> {
  return useQuery({ ...agentTeamOverviewQueryOptions(useApiClient(), query), enabled });
}

/** The members matching `filters`, page by page (20 rows). */
export function useAgentSubUsersInfiniteQuery(
  filters: AgentSubUserFilters = {},
): UseInfiniteQueryResult<InfiniteData<AgentSubUsers, number>, ApiError> {
  return useInfiniteQuery({
    ...agentSubUsersInfiniteQueryOptions(useApiClient(), filters),
    placeholderData: keepPreviousData,
  });
}

export function useAgentSubUserDetailQuery(
  userId: number,
): UseQueryResult<AgentSubUserDetail, ApiError> {
  return useQuery(agentSubUserDetailQueryOptions(useApiClient(), userId));
}

export function useAgentRebateRangeQuery(): UseQueryResult<AgentRebateRange, ApiError> {
  return useQuery(agentRebateRangeQueryOptions(useApiClient()));
}

/** The agent's registration links, newest first, page by page. */
export function useAgentLinksInfiniteQuery(): UseInfiniteQueryResult<
  InfiniteData<Page<AgentLink>, number>,
  ApiError
> {
  return useInfiniteQuery(agentLinksInfiniteQueryOptions(useApiClient()));
}

export function useAgentLinkQuery(id: number): UseQueryResult<AgentLink, ApiError> {
  return useQuery(agentLinkQueryOptions(useApiClient(), id));
}

/** The agent terms page as HTML text. */
export function useAgentTermsQuery(): UseQueryResult<string, ApiError> {
  return useQuery(agentTermsQueryOptions(useApiClient()));
}

/** A mutation that refreshes every agent query when it succeeds (links, members, summaries). */
function useAgentMutation<V, R>(
  call: (client: ApiClient, variables: V) => Promise<R>,
): UseMutationResult<R, ApiError, V> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => call(client, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

export function useCreateAgentLinkMutation(): UseMutationResult<
  AgentLink,
  ApiError,
  AgentLinkBody
> {
  return useAgentMutation((client, body: AgentLinkBody) => createAgentLink(client, body));
}

export function useUpdateAgentLinkMutation(): UseMutationResult<
  AgentLink,
  ApiError,
  { id: number; body: AgentLinkBody }
> {
  return useAgentMutation((client, { id, body }: { id: number; body: AgentLinkBody }) =>
    updateAgentLink(client, id, body),
  );
}

export function useRemoveAgentLinkMutation(): UseMutationResult<void, ApiError, number> {
  return useAgentMutation((client, id: number) => removeAgentLink(client, id));
}

export function useAddAgentUserMutation(): UseMutationResult<
  AgentSubUser,
  ApiError,
  AgentAddUserBody
> {
  return useAgentMutation((client, body: AgentAddUserBody) => addAgentUser(client, body));
}
