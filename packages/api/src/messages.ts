// Push messages of the notifications screen (spec §7: queryAll, modifyReadStatus, remove). Reading
// or removing one refreshes the list and the profile's unread count.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { Page, PushMessage } from '@jinli/contract';
import { accountKeys } from './accounts';
import type { ApiError } from './ApiError';
import type { ApiClient, RequestOptions } from './createApiClient';
import { useApiClient } from './useApiClient';

/** Which page of messages; defaults page 1, 20 rows. */
export interface PushMessageQuery {
  page?: number;
  rows?: number;
}

/** Query keys of push messages (under the account's keys: dropped at logout). */
export const messageKeys = {
  all: [...accountKeys.all, 'messages'] as const,
  page: (query: PushMessageQuery = {}) =>
    [...messageKeys.all, { page: query.page ?? 1, rows: query.rows ?? 20 }] as const,
};

/** A page of the user's messages, newest first. */
export function getPushMessages(
  client: ApiClient,
  query: PushMessageQuery = {},
  options?: RequestOptions,
): Promise<Page<PushMessage>> {
  return client.call('pushMessages', {
    ...options,
    query: { page: query.page ?? 1, rows: query.rows ?? 20 },
  });
}

export async function markPushMessageRead(
  client: ApiClient,
  id: number,
  options?: RequestOptions,
): Promise<void> {
  await client.call('pushMessageRead', { ...options, query: { id }, dedupe: false });
}

export async function removePushMessage(
  client: ApiClient,
  id: number,
  options?: RequestOptions,
): Promise<void> {
  await client.call('pushMessageRemove', { ...options, query: { id }, dedupe: false });
}

export type PushMessagesQueryKey = ReturnType<typeof messageKeys.page>;

export function pushMessagesQueryOptions(client: ApiClient, query: PushMessageQuery = {}) {
  return queryOptions<Page<PushMessage>, ApiError, Page<PushMessage>, PushMessagesQueryKey>({
    queryKey: messageKeys.page(query),
    queryFn: ({ signal }) => getPushMessages(client, query, { signal }),
  });
}

export function usePushMessagesQuery(
  query: PushMessageQuery = {},
): UseQueryResult<Page<PushMessage>, ApiError> {
  return useQuery(pushMessagesQueryOptions(useApiClient(), query));
}

function useMessageMutation(
  action: (client: ApiClient, id: number) => Promise<void>,
): UseMutationResult<void, ApiError, number> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => action(client, id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
      ]);
    },
  });
}

/** Marks one message read. */
export function useMarkPushMessageReadMutation(): UseMutationResult<void, ApiError, number> {
  return useMessageMutation(markPushMessageRead);
}

/** Removes one message. */
export function useRemovePushMessageMutation(): UseMutationResult<void, ApiError, number> {
  return useMessageMutation(removePushMessage);
}
