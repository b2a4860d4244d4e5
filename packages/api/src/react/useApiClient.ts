import { useContext } from 'react';
import { ApiClientContext } from './ApiProvider';
import type { ApiClient } from '../createApiClient';

/** The ApiClient of the surrounding ApiProvider; throws outside one, since no call could work. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside an <ApiProvider>');
  return client;
}
