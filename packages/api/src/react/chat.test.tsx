// @vitest-environment jsdom
// The chat hooks against a real HTTP server: the rooms query of an identity.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ChatRoom } from '@jinli/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../../test/startTestServer';
import { ApiProvider } from './ApiProvider';
import { useChatRoomsQuery } from './chat';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../createApiClient';

let server: TestServer;
let client: ApiClient;
let queryClient: QueryClient;

function makeClient(options: Partial<ApiClientOptions> = {}) {
  client = createApiClient({
    origin: server.origin,
    chatOrigin: server.origin,
    companyCode: 'JL01',
    getAccessToken: () => 'access-1',
    getChatToken: () => 'chat-1',
    retryDelay: 1,
    ...options,
  });
  return client;
}

beforeEach(async () => {
  server = await startTestServer();
  makeClient();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(async () => {
  queryClient.clear();
  await server.close();
});

const room: ChatRoom = {
  room_id: 'lobby',
  name: '大厅',
  gameId: null,
  enable_chat: 1,
  min_chat_level: 0,
  total_people: 3,
  sec_per_mess: 5,
  last_message: null,
};

const CHAT = '/chat-api';

describe('useChatRoomsQuery', () => {
  it('reads the rooms for the identity', async () => {
    server.on('GET', `${CHAT}/chat/rooms`, (_r, res) => sendJson(res, 200, ok([room])));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useChatRoomsQuery('guest'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([room]));
    expect(server.hits(`${CHAT}/chat/rooms`)[0]?.query.get('identity')).toBe('guest');
  });
});
