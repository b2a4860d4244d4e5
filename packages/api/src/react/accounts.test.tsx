// @vitest-environment jsdom
// The account hooks against a real local HTTP server: the profile query under its key, waiting
// while disabled, and the login mutation's per-call time-out.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Profile } from '@jinli/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../../test/startTestServer';
import { accountKeys } from '../accounts';
import { useLoginMutation, useProfileQuery } from './accounts';
import { ApiProvider } from './ApiProvider';
import { createApiClient, type ApiClient } from '../createApiClient';

let server: TestServer;
let client: ApiClient;

const profile: Profile = {
  userInfo: {
    userId: 7,
    account: 'player01',
    type: 'HY',
    vipLevel: 2,
    cycleBetAmount: 150_000,
    avatarId: 1,
    isDl: 0,
    hyLevel: 1,
    enableChat: 1,
    chatLevel: 1,
    rebate: 8,
    fullName: '',
    phone: '',
    email: '',
    qq: '',
    weixin: '',
    birthday: '',
    chatThemeColor: 1,
    promoCode: '',
  },
  extInfo: { money: 12_500, liveMoney: 500, fundPwd: 0, rechMoney: 0 },
  userDetail: { domain: 'a.example\nb.example' },
  unReadCount: 3,
};

beforeEach(async () => {
  server = await startTestServer();
  client = createApiClient({
    origin: server.origin,
    companyCode: 'JL01',
    getAccessToken: () => 'tok-1',
  });
});
afterEach(() => server.close());

describe('account hooks', () => {
  function wrapper(queryClient: QueryClient) {
    return ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </QueryClientProvider>
    );
  }

  it('useProfileQuery loads the profile under accountKeys.profile() and waits while disabled', async () => {
    server.on('GET', '/api/user/info', (_req, res) => sendJson(res, 200, ok(profile)));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) => useProfileQuery({ enabled }),
      { wrapper: wrapper(queryClient), initialProps: { enabled: false } },
    );
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.hits('/api/user/info')).toHaveLength(0);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(accountKeys.profile())).toEqual(profile);
  });

  it('useLoginMutation passes the per-call time-out through', async () => {
    server.on('POST', '/v/user/login', () => {
      // Never answers: the 50 ms time-out must end the call.
    });
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useLoginMutation(), { wrapper: wrapper(queryClient) });
    let error: unknown;
    await act(async () => {
      error = await result.current
        .mutateAsync({ input: { account: 'a', password: 'b' }, timeout: 50 })
        .catch((e: unknown) => e);
    });
    expect(error).toMatchObject({ code: 'CLIENT/TIMEOUT' });
  });
});
