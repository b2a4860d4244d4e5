// The static JSON documents' queryOptions and hook, typed by the document's name.
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { StaticDocument, StaticDocumentName } from '@jinli/contract';
import type { ApiError } from '../ApiError';
import type { ApiClient } from '../createApiClient';
import { staticDocumentKeys, type StaticDocumentQueryKey } from '../staticDocument';
import { useApiClient } from './useApiClient';

export function staticDocumentQueryOptions<N extends StaticDocumentName>(
  client: ApiClient,
  name: N,
) {
  return queryOptions<StaticDocument<N>, ApiError, StaticDocument<N>, StaticDocumentQueryKey<N>>({
    queryKey: staticDocumentKeys.document(name),
    queryFn: ({ signal }) => client.getStaticDocument(name, { signal }),
  });
}

/** One static document, typed by its name (the `_encrypt` variant is chosen by the client). */
export function useStaticDocumentQuery<N extends StaticDocumentName>(
  name: N,
): UseQueryResult<StaticDocument<N>, ApiError> {
  return useQuery(staticDocumentQueryOptions(useApiClient(), name));
}
