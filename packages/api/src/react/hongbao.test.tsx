// @vitest-environment jsdom
// The red-packet hooks against a real local HTTP server: a retried send reuses its tap's key, what
// the hooks refresh after money moved, and the history's pages.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { HongbaoSummary } from '@jinli/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../../test/startTestServer';
import { accountKeys } from '../accounts';
import { ApiProvider } from './ApiProvider';
import { createApiClient, type ApiClient } from '../createApiClient';
import { hongbaoKeys } from '../hongbao';
import {
  useGrabHongbaoMutation,
  useHongbaoHistoryInfiniteQuery,
  useSendHongbaoMutation,
} from './hongbao';
import { walletKeys } from '../wallet';

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

const packet: HongbaoSummary = {
  id: '7',
  room_id: 'lobby',
  kind: 'lucky',
  greeting: '恭喜发财，大吉大利',
  sender: { userId: 1, nickname: '小明', avatarId: 3 },
  totalAmount: 10_000,
  count: 2,
  takenCount: 1,
  takenAmount: 4_000,
  status: 'open',
  createdAt: 1_764_000_000_000,
  expiresAt: 1_764_086_400_000,
  finishedAt: null,
  refundAmount: null,
  myAmount: 4_000,
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <ApiProvider client={client}>{children}</ApiProvider>
  </QueryClientProvider>
);

describe('red-packet hooks', () => {
  it('a retried send reuses the tap key and refreshes balance, bills and history', async () => {
    let calls = 0;
    server.on('POST', '/api/hongbao/send', (_req, res) => {
      calls += 1;
      // The first answer is lost (a 502 from a proxy): the screen retries with the same key.
      if (calls === 1) sendJson(res, 502, { code: 'SYS/ERROR', msg: '系统错误' });
      else sendJson(res, 200, ok(packet));
    });
    for (const key of [accountKeys.money(), walletKeys.bills(), hongbaoKeys.history('sent', null)])
      queryClient.setQueryData(key, { stale: false });
    const { result } = renderHook(() => useSendHongbaoMutation(), { wrapper });
    const variables = {
      body: { room_id: 'lobby', kind: 'equal' as const, amount: '2', count: 2, fundPwd: '1234' },
      idempotencyKey: 'tap-9',
    };
    await act(async () => {
      await result.current.mutateAsync(variables).catch(() => undefined);
    });
    await act(async () => {
      await result.current.mutateAsync(variables);
    });
    const keys = server.hits('/api/hongbao/send').map((h) => h.headers['idempotency-key']);
    expect(keys).toEqual(['tap-9', 'tap-9']);
    await waitFor(() => {
      expect(queryClient.getQueryState(accountKeys.money())?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(walletKeys.bills())?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(hongbaoKeys.history('sent', null))?.isInvalidated).toBe(
        true,
      );
    });
  });

  it('a grab that got nothing re-reads the packet but leaves the balance alone', async () => {
    server.on('POST', '/api/hongbao/grab', (_req, res) =>
      sendJson(
        res,
        200,
        ok({ outcome: 'empty', amount: null, packet: { ...packet, myAmount: null } }),
      ),
    );
    queryClient.setQueryData(accountKeys.money(), { stale: false });
    queryClient.setQueryData(hongbaoKeys.detail('7'), { packet, claims: [] });
    const { result } = renderHook(() => useGrabHongbaoMutation(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ id: '7', idempotencyKey: 'g-2' });
    });
    expect(queryClient.getQueryState(hongbaoKeys.detail('7'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(accountKeys.money())?.isInvalidated).toBe(false);
  });

  it('the history pages on while fewer than totalCount rows are loaded', async () => {
    const row = { packet, amount: 4_000, time: 1 };
    server.on('GET', '/api/hongbao/history', (req, res) => {
      const page = req.query.get('page');
      sendJson(
        res,
        200,
        ok({
          data: page === '1' ? [row, row] : [row],
          totalCount: 3,
          year: 2026,
          yearAmount: 12_000,
          yearCount: 3,
          luckiestCount: 1,
          years: [2026],
        }),
      );
    });
    const { result } = renderHook(() => useHongbaoHistoryInfiniteQuery('received', 2026), {
      wrapper,
    });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(result.current.data?.pages.flatMap((p) => p.data)).toHaveLength(3);
  });
});
