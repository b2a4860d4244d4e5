// The static JSON documents under /sys-upload/data/json/ (config, config_chat, registerLimit, …).
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { StaticDocument, StaticDocumentName } from '@jinli/contract';
import type { ApiError } from './ApiError';
import type { ApiClient } from './createApiClient';
import { useApiClient } from './useApiClient';

export type StaticDocumentQueryKey<N extends StaticDocumentName> = readonly ['staticDocument', N];

/** Query keys of static documents; invalidate `staticDocumentKeys.all` to refetch all of them. */
export const staticDocumentKeys = {
  all: ['staticDocument'] as const,
  document: <N extends StaticDocumentName>(name: N): StaticDocumentQueryKey<N> => [
    ...staticDocumentKeys.all,
    name,
  ],
};

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
