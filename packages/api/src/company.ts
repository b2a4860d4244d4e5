// Company (brand) information: GET /app-api/company/get (spec §7 "Company/notices").
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CompanyInfo } from '@jinli/contract';
import type { ApiError } from './ApiError';
import type { ApiClient, RequestOptions } from './createApiClient';
import { useApiClient } from './useApiClient';

/** Query keys of company data; invalidate `companyKeys.all` to refetch all of it. */
export const companyKeys = {
  all: ['company'] as const,
  info: () => [...companyKeys.all, 'info'] as const,
};

/** The company's information, including the home carousels. */
export function getCompanyInfo(client: ApiClient, options?: RequestOptions): Promise<CompanyInfo> {
  return client.call('companyInfo', options);
}

export type CompanyInfoQueryKey = ReturnType<typeof companyKeys.info>;

export function companyInfoQueryOptions(client: ApiClient) {
  return queryOptions<CompanyInfo, ApiError, CompanyInfo, CompanyInfoQueryKey>({
    queryKey: companyKeys.info(),
    queryFn: ({ signal }) => getCompanyInfo(client, { signal }),
  });
}

/** Company information of the ApiProvider's client. */
export function useCompanyInfoQuery(): UseQueryResult<CompanyInfo, ApiError> {
  return useQuery(companyInfoQueryOptions(useApiClient()));
}
