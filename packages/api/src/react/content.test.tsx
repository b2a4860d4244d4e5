// @vitest-environment jsdom
// The content endpoint functions and hooks against a real HTTP server: query parameters, paths,
// infinite pages, static files, and the mutations that write their answers into the caches.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type {
  GalleryGroup,
  GalleryGroupDetail,
  GalleryGroupList,
  Template,
  TemplatePage,
  TemplatePoll,
} from '@jinli/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../../test/startTestServer';
import { ApiProvider } from './ApiProvider';
import { galleryKeys, getTemplateInfo, templateKeys } from '../content';
import { createApiClient, type ApiClient } from '../createApiClient';
import {
  useGalleryGroupDetailQuery,
  useGalleryGroupsInfiniteQuery,
  useGalleryLikeMutation,
  useTemplateLikeMutation,
  useTemplatesInfiniteQuery,
  useTemplateVoteMutation,
} from './content';

let server: TestServer;
let client: ApiClient;
let queryClient: QueryClient;

beforeEach(async () => {
  server = await startTestServer();
  client = createApiClient({ origin: server.origin, companyCode: 'JL01' });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(async () => {
  queryClient.clear();
  await server.close();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}

const group = (id: number, initial = 'A'): GalleryGroup => ({
  groupId: id,
  gameId: 110,
  groupType: 1,
  name: `图${id}`,
  initial,
  gameTurn: '2026325',
  imageUrl: `/sys-upload/images/gallery/${id}.svg`,
  thumbUrl: `/sys-upload/images/gallery/${id}_thumb.svg`,
  updatedTime: 1_780_000_000,
  popularity: 10,
  playCategoryId: 1,
});

const template = (id: number, like: 0 | 1 = 0): Template => ({
  id,
  gameId: 110,
  name: `模板${id}`,
  note1: '',
  note2: '',
  colorTheme: '#000,#fff',
  like,
  likeCount: like,
  templateCode: 'mb01',
  subName: '',
  playCateName: '一肖',
  hasPoll: 1,
  groups: [],
});

describe('gallery', () => {
  it('pages groups with the filters of the chip, keyed by game, type, chip and search text', async () => {
    const page = (n: number): GalleryGroupList => ({
      groupList: [
        {
          initials: 'X',
          dataList: {
            data: n === 1 ? [group(1, 'X'), group(2, 'X')] : [group(3, 'X')],
            totalCount: 3,
            page: n,
          },
        },
      ],
      totalCount: 3,
      page: n,
    });
    server.on('GET', '/api/v2/gallery/group', (req, res) =>
      sendJson(res, 200, ok(page(Number(req.query.get('page'))))),
    );
    const filters = { gameId: 70, groupType: 2 as const, initials: 'x', searchText: ' 跑狗 ' };
    const { result } = renderHook(() => useGalleryGroupsInfiniteQuery(filters), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const [first] = server.hits('/api/v2/gallery/group');
    expect(Object.fromEntries(first!.query)).toEqual({
      gameId: '70',
      groupType: '2',
      initials: 'X',
      searchText: '跑狗',
      page: '1',
      rows: '30',
    });
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(false);
    expect(galleryKeys.groups(filters)).toEqual([
      'content',
      'gallery',
      'groups',
      70,
      2,
      'X',
      '跑狗',
    ]);
    expect(galleryKeys.groups({ popular: true })).toEqual([
      'content',
      'gallery',
      'groups',
      110,
      1,
      'popular',
      '',
    ]);
  });

  it('a like updates the cached detail', async () => {
    const item = {
      id: 9,
      groupId: 1,
      gameId: 110,
      name: '图1',
      gameTurn: '2026325',
      imageUrl: '/a.svg',
      thumbUrl: '/b.svg',
      like: 0 as const,
      likeCount: 0,
      initials: 'A',
      updatedTime: 1,
    };
    const detail: GalleryGroupDetail = {
      groupId: 1,
      gameId: 110,
      groupType: 1,
      name: '图1',
      initial: 'A',
      latest: item,
      groupList: [item],
    };
    server.on('GET', '/api/v2/gallery/group/detail', (_req, res) => sendJson(res, 200, ok(detail)));
    server.on('POST', '/api/v2/gallery/toggle-like', (req, res) =>
      sendJson(res, 200, ok({ ...JSON.parse(req.body), likeCount: 1 })),
    );
    const { result } = renderHook(
      () => ({ detail: useGalleryGroupDetailQuery(1), like: useGalleryLikeMutation() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    await act(() => result.current.like.mutateAsync({ galleryId: 9, like: 1 }));
    expect(
      queryClient.getQueryData<GalleryGroupDetail>(galleryKeys.detail(1))?.latest,
    ).toMatchObject({
      like: 1,
      likeCount: 1,
    });
  });
});

describe('templates', () => {
  it('reads the API or, in static mode, the static file filtered and paged the same way', async () => {
    const page: TemplatePage = { data: [template(1)], totalCount: 1 };
    server.on('GET', '/app-api/game-document/template', (_req, res) =>
      sendJson(res, 200, ok(page)),
    );
    const api = renderHook(() => useTemplatesInfiniteQuery({ gameId: 110, location: 'home' }), {
      wrapper,
    });
    await waitFor(() => expect(api.result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(server.hits('/app-api/game-document/template')[0]!.query)).toEqual({
      gameId: '110',
      location: 'home',
      page: '1',
      rows: '20',
    });

    const file: TemplatePage = {
      data: [template(1), { ...template(2), playCateName: '平特' }, template(3)],
      totalCount: 3,
    };
    server.on('GET', '/sys-upload/data/json/app-data-main/JL01/template/110.json', (_req, res) =>
      sendJson(res, 200, file),
    );
    const stat = renderHook(
      () => useTemplatesInfiniteQuery({ gameId: 110, playCateName: '一肖' }, { staticMode: true }),
      { wrapper },
    );
    await waitFor(() => expect(stat.result.current.isSuccess).toBe(true));
    expect(stat.result.current.data?.pages[0]).toEqual({
      data: [template(1), template(3)],
      totalCount: 2,
    });
  });

  it('builds the info path with its optional document and client', async () => {
    server.on('GET', '/app-api/game-document/template/info/110/7', (_r, res) =>
      sendJson(res, 200, ok(template(7))),
    );
    server.on('GET', '/app-api/game-document/template/info/110/7/3/h5', (_r, res) =>
      sendJson(res, 200, ok(template(7))),
    );
    await getTemplateInfo(client, { gameId: 110, templateId: 7 });
    await getTemplateInfo(client, { gameId: 110, templateId: 7, documentId: 3, client: 'h5' });
    expect(server.hits('/app-api/game-document/template/info/110/7')).toHaveLength(1);
    expect(server.hits('/app-api/game-document/template/info/110/7/3/h5')).toHaveLength(1);
  });

  it('like and vote answers land in the caches', async () => {
    server.on('GET', '/app-api/game-document/template', (_req, res) =>
      sendJson(res, 200, ok({ data: [template(1), template(2)], totalCount: 2 })),
    );
    server.on('POST', '/app-api/game-document/template/toggle-like', (req, res) =>
      sendJson(res, 200, ok({ ...JSON.parse(req.body), likeCount: 5 })),
    );
    const poll: TemplatePoll = {
      id: 4,
      templateId: 1,
      gameTurn: '2026325',
      pollStatus: 1,
      optionId: 3,
      pollOptions: [{ option_id: 3, option_text: '虎', option_value: 2, option_vote: 1 }],
    };
    server.on('POST', '/app-api/game-document/template/vote', (_req, res) =>
      sendJson(res, 200, ok(poll)),
    );
    const { result } = renderHook(
      () => ({
        list: useTemplatesInfiniteQuery({ gameId: 110 }),
        like: useTemplateLikeMutation(),
        vote: useTemplateVoteMutation(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.like.mutateAsync({ templateId: 2, like: 1 }));
    await waitFor(() =>
      expect(result.current.list.data?.pages[0]?.data.map((t) => [t.like, t.likeCount])).toEqual([
        [0, 0],
        [1, 5],
      ]),
    );
    await act(() => result.current.vote.mutateAsync({ documentId: 1, optionId: 3 }));
    expect(JSON.parse(server.hits('/app-api/game-document/template/vote')[0]!.body)).toEqual({
      documentId: 1,
      optionId: 3,
      vote: 1,
    });
    expect(queryClient.getQueryData(templateKeys.poll(1))).toEqual(poll);
  });
});
