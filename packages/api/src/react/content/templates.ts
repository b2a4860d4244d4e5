// Template and database lists as infinite queries, a template's info and poll, and the like and
// vote mutations that write their answers into the caches, over ../../content/templates.ts.
import {
  type InfiniteData,
  type QueryClient,
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
  AdSlot,
  GameDocumentPage,
  Template,
  TemplateInfoParams,
  TemplateLike,
  TemplateLikeBody,
  TemplatePage,
  TemplatePlayCate,
  TemplatePoll,
  TemplateVoteBody,
} from '@jinli/contract';
import { DATABASE_PAGE_ROWS, TEMPLATE_PAGE_ROWS } from '@jinli/contract/routes';
import type { ApiError } from '../../ApiError';
import {
  type GameDocumentFilters,
  gameDocumentKeys,
  getGameDocumentPlayCate,
  getGameDocuments,
  getStaticGameDocuments,
  getStaticTemplates,
  getTemplateAds,
  getTemplateInfo,
  getTemplatePlayCate,
  getTemplatePoll,
  getTemplates,
  type StaticModeOption,
  type TemplateFilters,
  templateKeys,
  toggleTemplateLike,
  voteTemplate,
} from '../../content/templates';
import type { ApiClient } from '../../createApiClient';
import { useApiClient } from '../useApiClient';
import { contentPagesQueryOptions, mapPageRows, useContentLikeMutation } from './contentQueries';

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
