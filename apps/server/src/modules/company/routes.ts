import type { EndpointHandlers } from '../../http/endpoints';
import type { CompanyService } from './service';

/** Handlers of the company endpoints. */
export function companyHandlers(company: CompanyService): Pick<EndpointHandlers, 'companyInfo'> {
  return {
    companyInfo: () => company.info(),
  };
}
