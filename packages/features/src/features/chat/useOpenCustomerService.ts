// Opens customer service as customerServiceTarget says: an outside desk in a new window, else
// /services in the app.
import { useCompanyInfoQuery } from '@jinli/api/react';
import { useNavigate } from 'react-router';
import { customerServiceTarget } from './customerService';
import type { ServiceRemarkKey } from './strings';

export function useOpenCustomerService(): (from?: ServiceRemarkKey) => void {
  const navigate = useNavigate();
  const company = useCompanyInfoQuery();
  return (from) => {
    const target = customerServiceTarget(company.data?.olUrl, from);
    if (target.kind === 'external') globalThis.open?.(target.url, '_blank', 'noopener');
    else void navigate(target.path);
  };
}
