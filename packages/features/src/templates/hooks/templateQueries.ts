// The server data of the templates feature, in one place: the template page, the play
// categories, the home panel's pages, the poll, the like and the vote.
// Calls go through the contract's endpoint definitions (templateEndpoints, promotionEndpoints).
import { useApiClient, type ApiError } from '@jinli/api';
import { promotionEndpoints, templateEndpoints } from '@jinli/contract';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { applyVote } from '@jinli/domain';
import type { Template, TemplatePoll } from '../templateTypes';

const E = templateEndpoints;

/** Templates per page (spec §9). */
export const TEMPLATE_PAGE_SIZE = 20;

interface TemplatePage {
  data: Template[];
  totalCount: number;
}

export const templateKeys = {
  all: ['templates'] as const,
  info: (p: { gameId?: number; templateId?: number; documentId?: number }) =>
    [
      ...templateKeys.all,
      'info',
      p.gameId ?? null,
      p.templateId ?? null,
      p.documentId ?? null,
    ] as const,
  playCates: (gameId: number | undefined) =>
    [...templateKeys.all, 'playCates', gameId ?? null] as const,
  homeList: (gameId: number, playCateName: string) =>
    [...templateKeys.all, 'homeList', gameId, playCateName] as const,
  poll: (templateId: number) => [...templateKeys.all, 'poll', templateId] as const,
};

export function useTemplateInfo(p: { gameId?: number; templateId?: number; documentId?: number }) {
  const client = useApiClient();
  return useQuery({
    queryKey: templateKeys.info(p),
    enabled: p.gameId !== undefined && p.templateId !== undefined,
    queryFn: ({ signal }) => {
      const params = { gameId: p.gameId!, templateId: p.templateId! };
      return p.documentId
        ? client.request(E.templateInfoDocument, {
            signal,
            params: { ...params, documentId: p.documentId },
          })
        : client.request(E.templateInfo, { signal, params });
    },
  });
}

export function useTemplatePlayCates(gameId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: templateKeys.playCates(gameId),
    enabled: gameId !== undefined,
    queryFn: ({ signal }) =>
      client.request(E.templatePlayCate, { signal, query: { gameId: gameId! } }),
  });
}

/** The home panel's templates of a game ('' = every play category), page by page. */
export function useHomeTemplates(gameId: number, playCateName: string) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: templateKeys.homeList(gameId, playCateName),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      client.request(E.templates, {
        signal,
        query: {
          gameId,
          playCateName,
          location: 'home',
          client: 'h5',
          page: pageParam,
          rows: TEMPLATE_PAGE_SIZE,
        },
      }),
    getNextPageParam: (last: TemplatePage, pages: TemplatePage[]) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return last.data.length > 0 && loaded < last.totalCount ? pages.length + 1 : undefined;
    },
  });
}

export function useTemplatePoll(templateId: number, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: templateKeys.poll(templateId),
    enabled,
    queryFn: ({ signal }) => client.request(E.templatePoll, { signal, params: { id: templateId } }),
  });
}

/** Rewrites every cached copy of template `id` (page, home lists). */
function updateCachedTemplate(
  queryClient: QueryClient,
  id: number,
  patch: (t: Template) => Template,
): void {
  const fix = (t: Template) => (t.id === id ? patch(t) : t);
  queryClient.setQueriesData<Template>({ queryKey: [...templateKeys.all, 'info'] }, (t) =>
    t ? fix(t) : t,
  );
  queryClient.setQueriesData<InfiniteData<TemplatePage>>(
    { queryKey: [...templateKeys.all, 'homeList'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({ ...p, data: p.data.map(fix) })),
      },
  );
}

export function useTemplateLikeMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<
    { templateId: number; like: 0 | 1; likeCount: number },
    ApiError,
    { templateId: number; like: 0 | 1 }
  >({
    mutationFn: (body) => client.request(E.templateToggleLike, { body }),
    onSuccess: (result) => {
      updateCachedTemplate(queryClient, result.templateId, (t) => ({
        ...t,
        like: result.like,
        likeCount: result.likeCount,
      }));
      // The collection lists liked templates.
      void queryClient.invalidateQueries({ queryKey: ['collection'] });
    },
  });
}

export function useTemplateVoteMutation(templateId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TemplatePoll, ApiError, { documentId: number; optionId: number; vote: 1 }>({
    mutationFn: (body) => client.request(E.templateVote, { body }),
    onSuccess: (poll, body) => {
      queryClient.setQueryData<TemplatePoll>(
        templateKeys.poll(templateId),
        (old) =>
          poll ??
          (old && {
            ...old,
            optionId: body.optionId,
            pollOptions: applyVote(old.pollOptions, body.optionId),
          }),
      );
    },
  });
}

/** The template ad slots AD13 and AD14 (GET /game-document/template/ads). */
export function useTemplateAds() {
  const client = useApiClient();
  return useQuery({
    queryKey: [...templateKeys.all, 'ads'] as const,
    queryFn: ({ signal }) => client.request(promotionEndpoints.templateAds, { signal }),
    staleTime: 5 * 60_000,
  });
}
