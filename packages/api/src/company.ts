// Company (brand) information: GET /app-api/company/get (spec §7 "Company/notices").
import type { CompanyInfo } from '@jinli/contract';
import type { ApiClient, RequestOptions } from './createApiClient';

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
