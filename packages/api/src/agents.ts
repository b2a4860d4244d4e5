// Agents (spec §2 /agent…, §3 Agent, §7 Agent calls; issue 17): the agent centre's summary, team
// reports, the member list and one member, registration links, adding a user, the rebate range,
// and the agent terms page. Every call needs an agent's access token; the keys sit under the
// account's keys, so they are dropped at login and logout like the rest of the account.
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationResult,
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
  AgentSubUsersQuery,
  AgentTeamOverview,
  AgentTeamQuery,
  Page,
} from '@jinli/contract';
import { AGENT_TERMS_PATH } from '@jinli/contract/routes';
import { accountKeys } from './accounts';
import { ApiError } from './ApiError';
import type { ApiClient, RequestOptions } from './createApiClient';
import { useApiClient } from './useApiClient';
import { nextPageParam, WALLET_PAGE_ROWS } from './wallet';

/** Filters of the member list (everything of querySubUsers but the page). */
export type AgentSubUserFilters = Omit<AgentSubUsersQuery, 'page' | 'rows'>;

/** Query keys of the agent calls. */
export const agentKeys = {
  all: [...accountKeys.all, 'agent'] as const,
  information: () => [...agentKeys.all, 'information'] as const,
  teamOverview: (query: AgentTeamQuery) =>
    [
      ...agentKeys.all,
      'teamOverview',
      { beginDate: query.beginDate, endDate: query.endDate, userId: query.userId ?? null },
    ] as const,
  subUsers: (filters: AgentSubUserFilters = {}) =>
    [...agentKeys.all, 'subUsers', dropEmpty(filters)] as const,
  subUserDetail: (userId: number) => [...agentKeys.all, 'subUserDetail', userId] as const,
  rebateRange: () => [...agentKeys.all, 'rebateRange'] as const,
  links: () => [...agentKeys.all, 'links'] as const,
  link: (id: number) => [...agentKeys.all, 'link', id] as const,
  /** Not under the account: the terms are the same for every agent. */
  terms: () => ['agentTerms'] as const,
};

/** The filters that are set: empty strings and undefined are left out of the query. */
function dropEmpty<T extends object>(filters: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}

export function getAgentInformation(
  client: ApiClient,
  options?: RequestOptions,
): Promise<AgentInformation> {
  return client.call('agentInformation', options);
}

/** The team's report for a range (at most 93 days), or one sub-agent's team with `userId`. */
export function getAgentTeamOverview(
  client: ApiClient,
  query: AgentTeamQuery,
  options?: RequestOptions,
): Promise<AgentTeamOverview> {
  return client.call('agentTeamOverview', {
    ...options,
    query: dropEmpty(query) as AgentTeamQuery,
  });
}

/** One page of the members matching `query` (only the filters that are set are sent). */
export function getAgentSubUsers(
  client: ApiClient,
  query: AgentSubUsersQuery = {},
  options?: RequestOptions,
): Promise<AgentSubUsers> {
  return client.call('agentSubUsers', {
    ...options,
    query: { page: 1, rows: WALLET_PAGE_ROWS, ...dropEmpty(query) },
  });
}

export function getAgentSubUserDetail(
  client: ApiClient,
  userId: number,
  options?: RequestOptions,
): Promise<AgentSubUserDetail> {
  return client.call('agentSubUserDetail', { ...options, query: { userId } });
}

/** [lowest, highest] per mille a link or a new user may be given. */
export function getAgentRebateRange(
  client: ApiClient,
  options?: RequestOptions,
): Promise<AgentRebateRange> {
  return client.call('agentRebateRange', options);
}

export function getAgentLinks(
  client: ApiClient,
  query: { page?: number; rows?: number } = {},
  options?: RequestOptions,
): Promise<Page<AgentLink>> {
  return client.call('agentLinks', {
    ...options,
    query: { page: query.page ?? 1, rows: query.rows ?? WALLET_PAGE_ROWS },
  });
}

export function getAgentLinkInfo(
  client: ApiClient,
  id: number,
  options?: RequestOptions,
): Promise<AgentLink> {
  return client.call('agentLinkInfo', { ...options, query: { id } });
}

export function createAgentLink(
  client: ApiClient,
  body: AgentLinkBody,
  options?: RequestOptions,
): Promise<AgentLink> {
  return client.call('agentCreateLink', { ...options, body });
}

export function updateAgentLink(
  client: ApiClient,
  id: number,
  body: AgentLinkBody,
  options?: RequestOptions,
): Promise<AgentLink> {
  return client.call('agentUpdateLink', { ...options, query: { id }, body });
}

export async function removeAgentLink(
  client: ApiClient,
  id: number,
  options?: RequestOptions,
): Promise<void> {
  await client.call('agentRemoveLink', { ...options, body: { id } });
}

/** Opens an account under the agent (a player or a sub-agent). */
export function addAgentUser(
  client: ApiClient,
  body: AgentAddUserBody,
  options?: RequestOptions,
): Promise<AgentSubUser> {
  return client.call('agentAddUser', { ...options, body });
}

/**
 * The agent terms page (HTML, spec §7 GET /views/app_agendDelaer.html) from the API origin, as
 * text: the screen renders a sanitised copy of it (never the page's own markup or scripts).
 */
export async function getAgentTerms(
  client: ApiClient,
  options: Pick<RequestOptions, 'signal'> = {},
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${client.config.origin}${AGENT_TERMS_PATH}`, {
      signal: options.signal ?? null,
      headers: { Accept: 'text/html' },
      credentials: 'omit',
    });
  } catch (cause) {
    throw options.signal?.aborted ? ApiError.canceled(cause) : ApiError.network(cause);
  }
  if (!response.ok) throw ApiError.fromStatus(response.status);
  return response.text();
}

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
