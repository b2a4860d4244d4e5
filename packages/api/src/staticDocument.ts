// The static JSON documents under /sys-upload/data/json/ (config, config_chat, registerLimit, …).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaticDocumentName } from '@jinli/contract';
import type { ApiClient } from './createApiClient';
import { useApiClient } from './useApiClient';

/** Query keys of static documents; invalidate `staticDocumentKeys.all` to refetch all of them. */
export const staticDocumentKeys = {
  all: ['staticDocument'] as const,
  document: <N extends StaticDocumentName>(name: N) => [...staticDocumentKeys.all, name] as const,
};

export function staticDocumentQueryOptions<N extends StaticDocumentName>(client: ApiClient, name: N) {
  return queryOptions({
    queryKey: staticDocumentKeys.document(name),
    queryFn: ({ signal }) => client.getStaticDocument(name, { signal }),
  });
}

/** One static document, typed by its name (the `_encrypt` variant is chosen by the client). */
export function useStaticDocumentQuery<N extends StaticDocumentName>(name: N) {
  return useQuery(staticDocumentQueryOptions(useApiClient(), name));
}
