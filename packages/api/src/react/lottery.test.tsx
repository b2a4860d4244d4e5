// @vitest-environment jsdom
// The lottery endpoint functions and hooks against a real HTTP server.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { LotteryHistoryRow, LotteryOpenInfo } from '@jinli/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../../test/startTestServer';
import { ApiProvider } from './ApiProvider';
import { createApiClient, type ApiClient } from '../createApiClient';
import {
  getLotteryHistoryGroup,
  getLotteryOpenInfoList,
  getPlayCategories,
  lotteryKeys,
} from '../lottery';
import {
  useLotteryHistoryPagesQuery,
  useLotteryHistoryQuery,
  useLotteryOpenInfoQuery,
} from './lottery';

const info: LotteryOpenInfo = {
  gameId: 71,
  gameName: '极速六合彩',
  cur: { turnNum: '202611210601', closeTime: '2026-11-21 10:00:50', liveUrl: '' },
  pre: {
    turnNum: '202611210600',
    openNum: '01,12,23,34,45,06,17',
    openTime: '2026-11-21 10:00:00',
    isStreaming: 0,
    liveUrl: '',
  },
  plan: { turnNum: '202611210601', planTime: '2026-11-21 10:01:00' },
  serverTime: '2026-11-21 10:00:03',
};

const row = (n: number): LotteryHistoryRow => ({
  gameId: 71,
  turnNum: String(202611210600 - n),
  openNum: '01,02,03,04,05,06,07',
  openTime: '2026-11-21 10:00:00',
  liveUrl: '',
});

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

describe('lottery endpoints', () => {
  it('asks /v/lottery/openInfo with gameId and a _t cache buster, cached under lotteryKeys.openInfo', async () => {
    server.on('GET', '/v/lottery/openInfo', (_req, res) => sendJson(res, 200, ok(info)));
    const { result } = renderHook(() => useLotteryOpenInfoQuery(71), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(info);
    const [request] = server.hits('/v/lottery/openInfo');
    expect(request?.query.get('gameId')).toBe('71');
    expect(Number(request?.query.get('_t'))).toBeGreaterThan(0);
    expect(queryClient.getQueryData(lotteryKeys.openInfo(71))).toEqual(info);
  });

  it('polls at the given interval', async () => {
    server.on('GET', '/v/lottery/openInfo', (_req, res) => sendJson(res, 200, ok(info)));
    renderHook(() => useLotteryOpenInfoQuery(71, { refetchInterval: 60 }), { wrapper });
    await waitFor(() =>
      expect(server.hits('/v/lottery/openInfo').length).toBeGreaterThanOrEqual(3),
    );
  });

  it('asks the open info of several games as a comma list', async () => {
    server.on('GET', '/app-api/lottery/openInfo', (_req, res) => sendJson(res, 200, ok([info])));
    await expect(getLotteryOpenInfoList(client, [71, 110])).resolves.toEqual([info]);
    expect(server.hits('/app-api/lottery/openInfo')[0]?.query.get('gameIds')).toBe('71,110');
    await getLotteryOpenInfoList(client);
    expect(server.hits('/app-api/lottery/openInfo')[1]?.query.has('gameIds')).toBe(false);
  });

  it('pages the history and sends the live-lottery type', async () => {
    server.on('GET', '/app-api/lottery/history', (req, res) =>
      sendJson(res, 200, ok({ data: [row(Number(req.query.get('page')))], totalCount: 3 })),
    );
    const { result } = renderHook(
      () => useLotteryHistoryQuery({ gameId: 71, page: 2, rows: 1, type: 'live-lottery' }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const q = server.hits('/app-api/lottery/history')[0]?.query;
    expect(q?.get('page')).toBe('2');
    expect(q?.get('rows')).toBe('1');
    expect(q?.get('type')).toBe('live-lottery');
    expect(result.current.data?.data[0]?.turnNum).toBe(String(202611210598));
  });

  it('loads further history pages until totalCount rows are loaded', async () => {
    server.on('GET', '/app-api/lottery/history', (req, res) => {
      const page = Number(req.query.get('page'));
      sendJson(
        res,
        200,
        ok({ data: page <= 2 ? [row(page * 2), row(page * 2 + 1)] : [], totalCount: 4 }),
      );
    });
    const { result } = renderHook(() => useLotteryHistoryPagesQuery({ gameId: 71, rows: 2 }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(false);
    expect(server.hits('/app-api/lottery/history').map((r) => r.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('reads history dates and play categories', async () => {
    server.on('GET', '/app-api/lottery/history/group', (_req, res) =>
      sendJson(
        res,
        200,
        ok({
          data: [{ date: '2026-11-21', count: 600, firstTurnNum: '1', lastTurnNum: '600' }],
          totalCount: 1,
        }),
      ),
    );
    server.on('GET', '/app-api/game/play-cate', (_req, res) =>
      sendJson(res, 200, ok([{ id: 1, gameId: 110, playCateName: '特码' }])),
    );
    const groups = await getLotteryHistoryGroup(client, { gameId: 110 });
    expect(groups.data[0]?.count).toBe(600);
    const cates = await getPlayCategories(client, 110);
    expect(cates[0]?.playCateName).toBe('特码');
    expect(server.hits('/app-api/game/play-cate')[0]?.query.get('gameId')).toBe('110');
  });

  it('keys every history query of a game under lotteryKeys.histories(gameId)', () => {
    const prefix = lotteryKeys.histories(71);
    for (const key of [
      lotteryKeys.history({ gameId: 71 }),
      lotteryKeys.historyPages({ gameId: 71 }),
      lotteryKeys.historyGroups({ gameId: 71 }),
    ])
      expect(key.slice(0, prefix.length)).toEqual(prefix);
  });
});
