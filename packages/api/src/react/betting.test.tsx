// @vitest-environment jsdom
// The betting hooks against a real local HTTP server: pages of the infinite list and what a placed
// bet refreshes.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { BetRecord } from '@jinli/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../../test/startTestServer';
import { accountKeys } from '../accounts';
import { ApiProvider } from './ApiProvider';
import { bettingKeys } from '../betting';
import { useBetRecordsInfiniteQuery, usePlaceBetMutation } from './betting';
import { createApiClient, type ApiClient } from '../createApiClient';

let server: TestServer;
let client: ApiClient;
let queryClient: QueryClient;

beforeEach(async () => {
  server = await startTestServer();
  client = createApiClient({ origin: server.origin, getAccessToken: () => 'tok' });
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

const saved = { orderNos: ['B1'], trackOrderNo: null, count: 1, totalMoney: 1000, balance: 9000 };
const slip = {
  gameId: 71,
  turnNum: '202611210931',
  bets: [{ playId: 3, selection: ['07'], unitMoney: 1000 }],
};

function record(orderNo: string): BetRecord {
  return {
    orderNo,
    gameId: 71,
    gameName: '极速六合彩',
    status: 0,
    result: null,
    betEndTime: '2026-11-21 09:30:50',
    trackOrderNo: null,
    turnNum: '202611210931',
    totalMoney: 1000,
    reward: 0,
    cateName: '特码',
    playCode: 'tema',
    account: 'demo01',
    openNum: '',
    betInfo: '07',
    odds: '47.5',
    addTime: '2026-11-21 09:30:00',
    model: 1,
    isCancle: 1,
  };
}

describe('betting hooks', () => {
  it('pages the today list 20 rows at a time until totalCount', async () => {
    server.on('GET', '/api/cp/records/todayList', (req, res) => {
      const page = Number(req.query.get('page'));
      const rows = Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => record(`B${page}-${i}`));
      sendJson(res, 200, ok({ data: rows, totalCount: 25 }));
    });
    const { result } = renderHook(() => useBetRecordsInfiniteQuery({ status: 0, gameId: 71 }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(false);
    const queries = server
      .hits('/api/cp/records/todayList')
      .map((h) => Object.fromEntries(h.query));
    expect(queries).toEqual([
      { page: '1', rows: '20', status: '0', gameId: '71' },
      { page: '2', rows: '20', status: '0', gameId: '71' },
    ]);
  });

  it('a placed bet refreshes the account queries (balance, profile, records)', async () => {
    server.on('POST', '/api/bet/save', (_req, res) => sendJson(res, 200, ok(saved)));
    queryClient.setQueryData(accountKeys.money(), 1);
    queryClient.setQueryData(bettingKeys.today(), 1);
    const { result } = renderHook(() => usePlaceBetMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ body: slip }));
    expect(queryClient.getQueryState(accountKeys.money())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(bettingKeys.today())?.isInvalidated).toBe(true);
  });
});
