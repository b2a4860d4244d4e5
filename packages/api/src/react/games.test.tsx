// @vitest-environment jsdom
// The games calls against a real HTTP server: the lobby, the follow toggle (local first, rolled
// back on refusal), the launch URL, the recall writing the balances, and appended report pages.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { BetRecordPage, CasinoBet, Game, GameGroup, MoneyCheck } from '@jinli/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../../test/startTestServer';
import { accountKeys } from '../accounts';
import { ApiProvider } from './ApiProvider';
import { createApiClient, type ApiClient } from '../createApiClient';
import { gameKeys, getLivePlayUrl } from '../games';
import {
  useGameFollowToggle,
  useGameGroupsQuery,
  useGameReportQuery,
  useLiveBetRecordsInfiniteQuery,
  useLiveRecallMutation,
} from './games';

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

const slot: Game = {
  gameId: 501,
  gameName: '财神到',
  gameCode: 'SB_SLOT',
  liveCode: 'SANDBOX',
  gameKind: 1,
  type: 'live',
  category: 'electronic',
  imageUrl: '/sys-upload/games/slot.svg',
  landscapeUrl: '',
  hot: 5,
  isFollow: 0,
  maintain: '',
  appDisplay: 0,
};
const groups: GameGroup[] = [
  { type: 'hot', name: '热门', imageUrl: '', games: [slot] },
  { type: 'electronic', name: '电子', imageUrl: '', games: [slot] },
];

const bet = (n: number): CasinoBet => ({
  betNo: `B${n}`,
  gameCode: 'SB_SLOT',
  gameName: '财神到',
  betAmount: 10_000,
  payout: 0,
  winAmount: -10_000,
  detail: '押注 10 元',
  betTime: 1_700_000_000_000 - n,
});

describe('lobby', () => {
  it('reads the groups with the company code', async () => {
    server.on('GET', '/app-api/game/group', (_req, res) => sendJson(res, 200, ok(groups)));
    const { result, unmount } = renderHook(() => useGameGroupsQuery(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(groups));
    expect(server.hits('/app-api/game/group')[0]?.query.get('companyCode')).toBe('JL01');
    unmount();
  });

  it("keeps the visitor's lobby on screen until the player's has arrived, under their own keys", async () => {
    const visitor = groups.map((group) => ({
      ...group,
      games: group.games.map((game) => ({ ...game, isFollow: 0 as const })),
    }));
    queryClient.setQueryData(gameKeys.groupsOf('visitor'), visitor);
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.on('GET', '/app-api/game/group', async (_req, res) => {
      await answered;
      sendJson(res, 200, ok(groups));
    });
    const { result, rerender, unmount } = renderHook(
      ({ viewer }: { viewer: 'visitor' | 'player' }) => useGameGroupsQuery(viewer),
      { wrapper, initialProps: { viewer: 'visitor' as 'visitor' | 'player' } },
    );
    expect(result.current.data).toEqual(visitor);
    rerender({ viewer: 'player' });
    // The player's asked for; the visitor's shown meanwhile, never an empty lobby.
    expect(result.current.data).toEqual(visitor);
    expect(result.current.isPlaceholderData).toBe(true);
    release();
    await waitFor(() => expect(result.current.data).toEqual(groups));
    expect(queryClient.getQueryData(gameKeys.groupsOf('visitor'))).toEqual(visitor);
    unmount();
  });

  it('follows locally first, then keeps the server answer', async () => {
    queryClient.setQueryData(gameKeys.groupsOf('player'), groups);
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.on('POST', '/app-api/game/toggle-like', async (req, res) => {
      await answered;
      const body = JSON.parse(req.body) as { gameId: number; like: number };
      sendJson(res, 200, ok({ gameId: body.gameId, isFollow: body.like }));
    });
    const { result, unmount } = renderHook(() => useGameFollowToggle(), { wrapper });
    act(() => result.current.mutate({ gameId: 501, like: 1 }));
    await waitFor(() =>
      expect(
        queryClient
          .getQueryData<GameGroup[]>(gameKeys.groupsOf('player'))
          ?.every((g) => g.games[0]?.isFollow === 1),
      ).toBe(true),
    );
    expect(result.current.isSuccess).toBe(false);
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(
      queryClient.getQueryData<GameGroup[]>(gameKeys.groupsOf('player'))?.[1]?.games[0]?.isFollow,
    ).toBe(1);
    unmount();
  });

  it('keeps a follow that a lobby read in flight would have undone', async () => {
    queryClient.setQueryData(gameKeys.groupsOf('player'), groups);
    // A lobby read the server answered before the follow (isFollow 0), arriving after it.
    let releaseLobby: () => void = () => {};
    const lobbyHeld = new Promise<void>((resolve) => (releaseLobby = resolve));
    server.on('GET', '/app-api/game/group', async (_req, res) => {
      await lobbyHeld;
      sendJson(res, 200, ok(groups));
    });
    server.on('POST', '/app-api/game/toggle-like', (req, res) => {
      const body = JSON.parse(req.body) as { gameId: number; like: number };
      sendJson(res, 200, ok({ gameId: body.gameId, isFollow: body.like }));
    });
    const { result, unmount } = renderHook(
      () => ({ lobby: useGameGroupsQuery('player'), follow: useGameFollowToggle() }),
      { wrapper },
    );
    void queryClient.refetchQueries({ queryKey: gameKeys.groupsOf('player') });
    await waitFor(() => expect(server.hits('/app-api/game/group').length).toBeGreaterThan(0));
    act(() => result.current.follow.mutate({ gameId: 501, like: 1 }));
    await waitFor(() => expect(result.current.follow.isSuccess).toBe(true));
    releaseLobby();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      queryClient
        .getQueryData<GameGroup[]>(gameKeys.groupsOf('player'))
        ?.every((g) => g.games[0]?.isFollow === 1),
    ).toBe(true);
    unmount();
  });

  it('puts the follow back when the server refuses', async () => {
    queryClient.setQueryData(gameKeys.groupsOf('player'), groups);
    server.on('POST', '/app-api/game/toggle-like', (_req, res) =>
      sendJson(res, 401, { code: 'UC/TOKEN_INVALID', msg: '请先登录' }),
    );
    const { result, unmount } = renderHook(() => useGameFollowToggle(), { wrapper });
    act(() => result.current.mutate({ gameId: 501, like: 1 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(
      queryClient.getQueryData<GameGroup[]>(gameKeys.groupsOf('player'))?.[0]?.games[0]?.isFollow,
    ).toBe(0);
    unmount();
  });
});

describe('launch and recall', () => {
  it('answers the launch URL of /live/play', async () => {
    server.on('GET', '/app-api/live/play', (_req, res) =>
      sendJson(res, 200, ok('https://games.example/play?s=1')),
    );
    await expect(
      getLivePlayUrl(client, { liveCode: 'SANDBOX', gameType: 'SB_SLOT', gameKind: 1 }),
    ).resolves.toBe('https://games.example/play?s=1');
    const query = server.hits('/app-api/live/play')[0]?.query;
    expect([query?.get('liveCode'), query?.get('gameType'), query?.get('isMobile')]).toEqual([
      'SANDBOX',
      'SB_SLOT',
      '1',
    ]);
  });

  it('writes the recalled balances into the money cache', async () => {
    queryClient.setQueryData<MoneyCheck>(accountKeys.money(), { money: 0, liveMoney: 50_000 });
    server.on('POST', '/api/live/recall', (_req, res) =>
      sendJson(res, 200, ok({ money: 50_000, liveMoney: 0, amount: 50_000 })),
    );
    const { result, unmount } = renderHook(() => useLiveRecallMutation(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(queryClient.getQueryData(accountKeys.money())).toEqual({ money: 50_000, liveMoney: 0 });
    unmount();
  });
});

describe('casino report', () => {
  it('waits for a game code, then sends the dates', async () => {
    server.on('GET', '/api/live/gameReportList', (_req, res) =>
      sendJson(
        res,
        200,
        ok([{ gameName: '财神到', gameCode: 'SB_SLOT', betAmount: 0, winAmount: 0, betCount: 0 }]),
      ),
    );
    const dates = { startDate: '2025-06-01', endDate: '2025-06-07' };
    const { result, rerender, unmount } = renderHook(
      ({ codes }) => useGameReportQuery(codes, dates),
      { wrapper, initialProps: { codes: '' } },
    );
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ codes: 'SB_SLOT' });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    const query = server.hits('/api/live/gameReportList')[0]?.query;
    expect([query?.get('gameCodes'), query?.get('startDate'), query?.get('endDate')]).toEqual([
      'SB_SLOT',
      '2025-06-01',
      '2025-06-07',
    ]);
    unmount();
  });

  it('appends the pages of a game’s rounds', async () => {
    server.on('GET', '/api/live/br', (req, res) => {
      const page = Number(req.query.get('page'));
      const answer: BetRecordPage = {
        data: page === 1 ? Array.from({ length: 20 }, (_, i) => bet(i)) : [bet(20), bet(21)],
        totalCount: 22,
        page,
      };
      sendJson(res, 200, ok(answer));
    });
    const { result, unmount } = renderHook(
      () => useLiveBetRecordsInfiniteQuery('SB_SLOT', { startDate: '2025-06-01' }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages.flatMap((p) => p.data)).toHaveLength(22));
    expect(result.current.hasNextPage).toBe(false);
    unmount();
  });
});
