// The static JSON documents under /sys-upload/data/json/ (config, config_chat, registerLimit, …).
import type { StaticDocumentName } from '@jinli/contract';

export type StaticDocumentQueryKey<N extends StaticDocumentName> = readonly ['staticDocument', N];

/** Query keys of static documents; invalidate `staticDocumentKeys.all` to refetch all of them. */
export const staticDocumentKeys = {
  all: ['staticDocument'] as const,
  document: <N extends StaticDocumentName>(name: N): StaticDocumentQueryKey<N> => [
    ...staticDocumentKeys.all,
    name,
  ],
};
