// Prediction templates and the resource database (spec §7 Templates/documents): template lists
// (from the API, or from static JSON when config.json says `staticTemplates`), play categories,
// one template's info, its zodiac poll and vote, likes (收藏), template ads, database documents.
// Template data carries the viewer's likes and locks, so its keys live under the account's.
import {
  type InfiniteData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  AdSlot,
  GameDocumentPage,
  GameDocumentQuery,
  Template,
  TemplateInfoParams,
  TemplateLike,
  TemplateLikeBody,
  TemplatePage,
  TemplatePlayCate,
  TemplatePoll,
  TemplateQuery,
  TemplateVoteBody,
} from '@jinli/contract';
import {
  DATABASE_PAGE_ROWS,
  staticDatabasePath,
  staticTemplateAdsPath,
  staticTemplatesPath,
  TEMPLATE_PAGE_ROWS,
} from '@jinli/contract/routes';
import type { ApiError } from '../ApiError';
import type { ApiClient, RequestOptions } from '../createApiClient';
import { useApiClient } from '../useApiClient';
import { contentKeys, definedOnly } from './contentKeys';
import { contentPagesQueryOptions, mapPageRows, useContentLikeMutation } from './contentQueries';
import { fetchStaticContent } from './staticContent';

/** Filters of a template list (page and rows are the list's). */
export type TemplateFilters = Omit<TemplateQuery, 'page' | 'rows' | 'companyCode'>;
/** Filters of a document list. */
export type GameDocumentFilters = Omit<GameDocumentQuery, 'page' | 'rows' | 'companyCode'>;

/** Whether lists come from the static files (config.json `staticTemplates`). */
export interface StaticModeOption {
  staticMode?: boolean;
}

export const templateKeys = {
  /** Everything template-related of this viewer. */
  all: [...contentKeys.viewer, 'template'] as const,
  /** A list's key; `rows` (page size) is part of it only when it is not the default 20. */
  list: (filters: TemplateFilters, staticMode = false, rows: number = TEMPLATE_PAGE_ROWS) =>
    rows === TEMPLATE_PAGE_ROWS
      ? ([...templateKeys.all, 'list', definedOnly(filters), staticMode] as const)
      : ([...templateKeys.all, 'list', definedOnly(filters), staticMode, rows] as const),
  info: (params: TemplateInfoParams) => [...templateKeys.all, 'info', definedOnly(params)] as const,
  poll: (templateId: number) => [...templateKeys.all, 'poll', templateId] as const,
  playCate: (gameId: number) => [...contentKeys.all, 'templatePlayCate', gameId] as const,
  ads: (staticMode = false) => [...contentKeys.all, 'templateAds', staticMode] as const,
};

export const gameDocumentKeys = {
  all: [...contentKeys.all, 'gameDocument'] as const,
  list: (filters: GameDocumentFilters, staticMode = false) =>
    [...gameDocumentKeys.all, 'list', definedOnly(filters), staticMode] as const,
  playCate: (gameId: number) => [...gameDocumentKeys.all, 'playCate', gameId] as const,
};

/** A page of templates from the API (locked items withheld for this viewer). */
export function getTemplates(
  client: ApiClient,
  query: TemplateQuery = {},
  options?: RequestOptions,
): Promise<TemplatePage> {
  return client.call('templates', {
    ...options,
    query: definedOnly(query) as TemplateQuery,
  });
}

/**
 * A page of templates from the static file of the game, filtered and paged like the API. The file
 * is the logged-out view: locked items are withheld there, open them with getTemplateInfo.
 */
export async function getStaticTemplates(
  client: ApiClient,
  query: TemplateQuery = {},
  options?: RequestOptions,
): Promise<TemplatePage> {
  const all = await fetchStaticContent(
    client,
    staticTemplatesPath(client.config.companyCode, query.gameId ?? 110),
    (contract) => contract.staticTemplatesSchema,
    options,
  );
  const code = query.templateCode?.toLowerCase();
  const rows = all.data.filter(
    (t) =>
      (!query.playCateName?.trim() || t.playCateName === query.playCateName.trim()) &&
      (!code || t.templateCode.toLowerCase() === code),
  );
  const size = query.rows ?? TEMPLATE_PAGE_ROWS;
  const page = query.page ?? 1;
  return { data: rows.slice((page - 1) * size, page * size), totalCount: rows.length };
}

export function getTemplatePlayCate(
  client: ApiClient,
  gameId = 110,
  options?: RequestOptions,
): Promise<TemplatePlayCate[]> {
  return client.call('templatePlayCate', { ...options, query: { gameId } });
}

/** One template by game and id (GET /game-document/template/info/{gameId}/{templateId}[/{documentId}[/{client}]]). */
export function getTemplateInfo(
  client: ApiClient,
  params: TemplateInfoParams,
  options?: RequestOptions,
): Promise<Template> {
  const { gameId, templateId, documentId, client: clientName } = params;
  if (documentId !== undefined && clientName !== undefined)
    return client.call('templateInfoDocumentClient', {
      ...options,
      params: { gameId, templateId, documentId, client: clientName },
    });
  if (documentId !== undefined)
    return client.call('templateInfoDocument', {
      ...options,
      params: { gameId, templateId, documentId },
    });
  return client.call('templateInfo', {
    ...options,
    params: { gameId, templateId },
  });
}

export function getTemplatePoll(
  client: ApiClient,
  templateId: number,
  options?: RequestOptions,
): Promise<TemplatePoll> {
  return client.call('templatePoll', { ...options, params: { id: templateId } });
}

/** Votes once in a template's current poll; a second vote is refused with 您已经投过票了. */
export function voteTemplate(
  client: ApiClient,
  body: TemplateVoteBody,
  options?: RequestOptions,
): Promise<TemplatePoll> {
  return client.call('templateVote', {
    ...options,
    body: { ...body, vote: 1 },
  });
}

/** Favourites (1) or unfavourites (0) a template; needs login. */
export function toggleTemplateLike(
  client: ApiClient,
  body: TemplateLikeBody,
  options?: RequestOptions,
): Promise<TemplateLike> {
  return client.call('templateToggleLike', { ...options, body });
}

/** The template ad slots AD13 and AD14 (API or the static common/template_ads.json). */
export function getTemplateAds(
  client: ApiClient,
  { staticMode = false }: StaticModeOption = {},
  options?: RequestOptions,
): Promise<AdSlot[]> {
  if (staticMode)
    return fetchStaticContent(
      client,
      staticTemplateAdsPath(client.config.companyCode),
      (contract) => contract.staticTemplateAdsSchema,
      options,
    );
  return client.call('templateAds', { ...options, query: {} });
}

/** A page of database documents. */
export function getGameDocuments(
  client: ApiClient,
  query: GameDocumentQuery = {},
  options?: RequestOptions,
): Promise<GameDocumentPage> {
  return client.call('gameDocuments', {
    ...options,
    query: definedOnly(query) as GameDocumentQuery,
  });
}

/** A page of database documents from the game's static file, filtered like the API. */
export async function getStaticGameDocuments(
  client: ApiClient,
  query: GameDocumentQuery = {},
  options?: RequestOptions,
): Promise<GameDocumentPage> {
  const all = await fetchStaticContent(
    client,
    staticDatabasePath(client.config.companyCode, query.gameId ?? 110),
    (contract) => contract.staticDatabaseSchema,
    options,
  );
  const text = query.searchText?.trim();
  const rows = all.data.filter(
    (d) =>
      (query.templateId === undefined || d.templateId === Number(query.templateId)) &&
      (!text || d.subName.includes(text)),
  );
  const size = Number(query.rows ?? DATABASE_PAGE_ROWS);
  const page = Number(query.page ?? 1);
  return { data: rows.slice((page - 1) * size, page * size), totalCount: rows.length };
}

export function getGameDocumentPlayCate(
  client: ApiClient,
  gameId = 110,
  options?: RequestOptions,
): Promise<TemplatePlayCate[]> {
  return client.call('gameDocumentPlayCate', { ...options, query: { gameId } });
}

/** Page size of a template list. */
export interface TemplatePageRowsOption {
  /** Templates a page; default TEMPLATE_PAGE_ROWS (20). */
  rows?: number;
}

export function templatesInfiniteQueryOptions(
  client: ApiClient,
  filters: TemplateFilters = {},
  { staticMode = false, rows = TEMPLATE_PAGE_ROWS }: StaticModeOption & TemplatePageRowsOption = {},
) {
  const get = staticMode ? getStaticTemplates : getTemplates;
  return contentPagesQueryOptions(templateKeys.list(filters, staticMode, rows), (page, signal) =>
    get(client, { ...filters, page, rows }, { signal }),
  );
}

export function templateInfoQueryOptions(client: ApiClient, params: TemplateInfoParams) {
  return queryOptions<Template, ApiError, Template, readonly unknown[]>({
    queryKey: templateKeys.info(params),
    queryFn: ({ signal }) => getTemplateInfo(client, params, { signal }),
  });
}

export function templatePollQueryOptions(client: ApiClient, templateId: number) {
  return queryOptions<TemplatePoll, ApiError, TemplatePoll, ReturnType<typeof templateKeys.poll>>({
    queryKey: templateKeys.poll(templateId),
    queryFn: ({ signal }) => getTemplatePoll(client, templateId, { signal }),
  });
}

export function gameDocumentsInfiniteQueryOptions(
  client: ApiClient,
  filters: GameDocumentFilters = {},
  { staticMode = false }: StaticModeOption = {},
) {
  const get = staticMode ? getStaticGameDocuments : getGameDocuments;
  return contentPagesQueryOptions(gameDocumentKeys.list(filters, staticMode), (page, signal) =>
    get(client, { ...filters, page, rows: DATABASE_PAGE_ROWS }, { signal }),
  );
}

/**
 * Templates page by page (20 rows unless `rows` says): the home information panel (`location:
 * 'home'`, a play category or all) and the template lists. `staticMode` reads the static file
 * instead.
 */
export function useTemplatesInfiniteQuery(
  filters: TemplateFilters = {},
  options: StaticModeOption & TemplatePageRowsOption & { enabled?: boolean } = {},
): UseInfiniteQueryResult<InfiniteData<TemplatePage, number>, ApiError> {
  return useInfiniteQuery({
    ...templatesInfiniteQueryOptions(useApiClient(), filters, options),
    enabled: options.enabled ?? true,
  });
}

export function useTemplatePlayCateQuery(
  gameId = 110,
): UseQueryResult<TemplatePlayCate[], ApiError> {
  const client = useApiClient();
  return useQuery({
    queryKey: templateKeys.playCate(gameId),
    queryFn: ({ signal }) => getTemplatePlayCate(client, gameId, { signal }),
  });
}

/** One template with its groups (the /template/{gameId}/{templateId} page). */
export function useTemplateInfoQuery(
  params: TemplateInfoParams,
  { enabled = true }: { enabled?: boolean } = {},
): UseQueryResult<Template, ApiError> {
  return useQuery({ ...templateInfoQueryOptions(useApiClient(), params), enabled });
}

/** The zodiac poll of a template for the turn on sale. */
export function useTemplatePollQuery(
  templateId: number,
  { enabled = true }: { enabled?: boolean } = {},
): UseQueryResult<TemplatePoll, ApiError> {
  return useQuery({ ...templatePollQueryOptions(useApiClient(), templateId), enabled });
}

export function useTemplateAdsQuery(
  options: StaticModeOption = {},
): UseQueryResult<AdSlot[], ApiError> {
  const client = useApiClient();
  return useQuery({
    queryKey: templateKeys.ads(options.staticMode),
    queryFn: ({ signal }) => getTemplateAds(client, options, { signal }),
  });
}

/** Database documents page by page (100 rows), by play category (templateId) and search text. */
export function useGameDocumentsInfiniteQuery(
  filters: GameDocumentFilters = {},
  options: StaticModeOption = {},
): UseInfiniteQueryResult<InfiniteData<GameDocumentPage, number>, ApiError> {
  return useInfiniteQuery(gameDocumentsInfiniteQueryOptions(useApiClient(), filters, options));
}

export function useGameDocumentPlayCateQuery(
  gameId = 110,
): UseQueryResult<TemplatePlayCate[], ApiError> {
  const client = useApiClient();
  return useQuery({
    queryKey: gameDocumentKeys.playCate(gameId),
    queryFn: ({ signal }) => getGameDocumentPlayCate(client, gameId, { signal }),
  });
}

function withTemplateLike(template: Template, result: TemplateLike): Template {
  return template.id === result.templateId
    ? { ...template, like: result.like, likeCount: result.likeCount }
    : template;
}

/** Writes a like answer into every cached template list and template info. */
export function applyTemplateLike(queryClient: QueryClient, result: TemplateLike): void {
  queryClient.setQueriesData<InfiniteData<TemplatePage, number>>(
    { queryKey: [...templateKeys.all, 'list'] },
    (data) => data && mapPageRows(data, (t: Template) => withTemplateLike(t, result)),
  );
  queryClient.setQueriesData<Template>(
    { queryKey: [...templateKeys.all, 'info'] },
    (template) => template && withTemplateLike(template, result),
  );
}

/**
 * 收藏/已收藏: sends the like value given (the opposite of the current one, domain toggledLike) and
 * updates the cached lists and infos; rejects with 401 when logged out (show 请先登录).
 */
export function useTemplateLikeMutation(): UseMutationResult<
  TemplateLike,
  ApiError,
  TemplateLikeBody
> {
  return useContentLikeMutation(
    (client, body: TemplateLikeBody) => toggleTemplateLike(client, body),
    applyTemplateLike,
  );
}

/** Votes in a template's poll and puts the answer (counts, the user's option) in the poll's cache. */
export function useTemplateVoteMutation(): UseMutationResult<
  TemplatePoll,
  ApiError,
  TemplateVoteBody
> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateVoteBody) => voteTemplate(client, body),
    onSuccess: (poll) => queryClient.setQueryData(templateKeys.poll(poll.templateId), poll),
  });
}
