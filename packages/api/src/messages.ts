// Push messages of the notifications screen (spec §7: queryAll, modifyReadStatus, remove). Reading
// or removing one refreshes the list and the profile's unread count.
import type { Page, PushMessage } from '@jinli/contract';
import { accountKeys } from './accounts';
import type { ApiClient, RequestOptions } from './createApiClient';

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
