// Agents (spec §2 /agent…, §3 Agent, §7 Agent calls; issue 17): the agent centre's summary, team
// reports, the member list and one member, registration links, adding a user, the rebate range,
// and the agent terms page. Every call needs an agent's access token; the keys sit under the
// account's keys, so they are dropped at login and logout like the rest of the account.
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
import { WALLET_PAGE_ROWS } from './wallet';

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
