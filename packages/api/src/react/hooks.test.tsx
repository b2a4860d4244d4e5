// @vitest-environment jsdom
// The resource hooks through a real QueryClient and a real HTTP server, the way screens use them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SiteConfig } from '@jinli/contract';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { company, noticeList, noticePage, ok, siteConfig } from '../../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../../test/startTestServer';
import { ApiError } from '../ApiError';
import { ApiProvider } from './ApiProvider';
import { companyKeys } from '../company';
import { useCompanyInfoQuery } from './company';
import { createApiClient, type ApiClient } from '../createApiClient';
import { noticeKeys } from '../notice';
import { useNoticeListQuery, useNoticePageQuery } from './notice';
import { useStaticDocumentQuery } from './staticDocument';
import { useApiClient } from './useApiClient';

let server: TestServer;
let client: ApiClient;
let queryClient: QueryClient;

beforeEach(async () => {
  server = await startTestServer();
  client = createApiClient({
    origin: server.origin,
    companyCode: 'JL01',
    getAccessToken: () => 'tok',
  });
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

describe('resource hooks', () => {
  it('useCompanyInfoQuery loads the company and caches it under companyKeys.info()', async () => {
    server.on('GET', '/app-api/company/get', (_req, res) => sendJson(res, 200, ok(company)));
    const { result } = renderHook(() => useCompanyInfoQuery(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(company);
    expect(queryClient.getQueryData(companyKeys.info())).toEqual(company);
    const [request] = server.hits('/app-api/company/get');
    expect(request?.headers.token).toBe('tok');
    expect(request?.headers.companycode).toBe('JL01');
  });

  it('useNoticePageQuery sends its query and keys by it', async () => {
    server.on('GET', '/api/notice/queryPage', (_req, res) => sendJson(res, 200, ok(noticePage)));
    const { result } = renderHook(() => useNoticePageQuery({ noticeType: 0 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(noticePage);
    expect(server.hits('/api/notice/queryPage')[0]?.query.get('noticeType')).toBe('0');
    expect(queryClient.getQueryData(noticeKeys.page({ noticeType: 0 }))).toEqual(noticePage);
  });

  it('useNoticeListQuery reads the static notice list', async () => {
    server.on('GET', '/sys-upload/data/json/notice_list.json', (_req, res) =>
      sendJson(res, 200, noticeList),
    );
    const { result } = renderHook(() => useNoticeListQuery(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.index_notice[0]?.noticeTitle).toBe('系统公告');
  });

  it('useStaticDocumentQuery reads a typed static document', async () => {
    server.on('GET', '/sys-upload/data/json/config.json', (_req, res) =>
      sendJson(res, 200, siteConfig),
    );
    const { result } = renderHook(() => useStaticDocumentQuery('config'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.defaultGameId).toBe(110);
    expectTypeOf(result.current.data).toEqualTypeOf<SiteConfig | undefined>();
  });

  it('surfaces a failed call as an ApiError', async () => {
    server.on('GET', '/app-api/company/get', (_req, res) =>
      sendJson(res, 400, { code: 'SYS/BAD_REQUEST', msg: '请求参数有误' }),
    );
    const { result } = renderHook(() => useCompanyInfoQuery(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expectTypeOf(result.current.error).toEqualTypeOf<ApiError | null>();
    expect(result.current.error).toMatchObject({
      code: 'SYS/BAD_REQUEST',
      msg: '请求参数有误',
      status: 400,
    });
  });

  it('useApiClient refuses to work outside an ApiProvider', () => {
    expect(() => renderHook(() => useApiClient())).toThrow(/ApiProvider/);
  });
});
