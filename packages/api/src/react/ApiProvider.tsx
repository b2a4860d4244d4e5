// Puts one ApiClient in React context for the resource hooks (useCompanyInfoQuery, …).
import { createContext, type ReactNode } from 'react';
import type { ApiClient } from '../createApiClient';

/** The client of the surrounding ApiProvider; null outside one. */
export const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/** Provides `client` to the hooks below it. Place it inside the QueryClientProvider or beside it. */
export function ApiProvider({ client, children }: ApiProviderProps) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}
