// @vitest-environment jsdom
// Push messages against a real local HTTP server: a page, and removing one refetches the list and
// the profile.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../../test/startTestServer';
import { accountKeys } from '../accounts';
import { ApiProvider } from './ApiProvider';
import { createApiClient, type ApiClient } from '../createApiClient';
import { messageKeys } from '../messages';
import { usePushMessagesQuery, useRemovePushMessageMutation } from './messages';

let server: TestServer;
let client: ApiClient;

beforeEach(async () => {
  server = await startTestServer();
  client = createApiClient({ origin: server.origin, getAccessToken: () => 'tok' });
});
afterEach(() => server.close());

const message = { id: 4, title: '系统通知', content: '欢迎', isRead: 0, createTime: 1 };

describe('push messages', () => {
  it('lists a page and removing one refetches the list and the profile', async () => {
    let rows = [message];
    server.on('GET', '/api/pushMessage/queryAll', (_req, res) =>
      sendJson(res, 200, ok({ data: rows, totalCount: rows.length })),
    );
    server.on('GET', '/api/pushMessage/remove', (req, res) => {
      rows = rows.filter((row) => String(row.id) !== req.query.get('id'));
      sendJson(res, 200, ok(null));
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(accountKeys.profile(), { unReadCount: 1 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ list: usePushMessagesQuery(), remove: useRemovePushMessageMutation() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.data).toHaveLength(1));
    expect(server.hits('/api/pushMessage/queryAll')[0]?.query.get('rows')).toBe('20');
    await act(() => result.current.remove.mutateAsync(4));
    await waitFor(() => expect(result.current.list.data?.data).toHaveLength(0));
    expect(server.hits('/api/pushMessage/remove')[0]?.query.get('id')).toBe('4');
    expect(queryClient.getQueryState(accountKeys.profile())?.isInvalidated).toBe(true);
    expect(messageKeys.page()).toEqual(['account', 'messages', { page: 1, rows: 20 }]);
  });
});
