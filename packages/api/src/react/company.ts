// Company information's queryOptions and hook over ../company.ts.
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CompanyInfo } from '@jinli/contract';
import type { ApiError } from '../ApiError';
import { type CompanyInfoQueryKey, companyKeys, getCompanyInfo } from '../company';
import type { ApiClient } from '../createApiClient';
import { useApiClient } from './useApiClient';

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
