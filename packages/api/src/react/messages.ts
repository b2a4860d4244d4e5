// Push messages' queryOptions and hooks over ../messages.ts. Reading or removing one refreshes the
// list and the profile's unread count.
import {
  queryOptions,
  useMutation,
  type UseMutationResult,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { Page, PushMessage } from '@jinli/contract';
import { accountKeys } from '../accounts';
import type { ApiError } from '../ApiError';
import type { ApiClient } from '../createApiClient';
import {
  getPushMessages,
  markPushMessageRead,
  messageKeys,
  type PushMessageQuery,
  type PushMessagesQueryKey,
  removePushMessage,
} from '../messages';
import { useApiClient } from './useApiClient';

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
