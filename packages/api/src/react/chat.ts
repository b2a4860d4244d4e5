// The chat calls' queryOptions and hooks (rooms, self, customer service, contacts, guest friends,
// the moderator's delete, new contacts, guest rooms) over ../chat.ts.
import {
  queryOptions,
  useMutation,
  type UseMutationResult,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  ChatContact,
  ChatCustomerService,
  ChatIdentity,
  ChatRoom,
  ChatSelf,
} from '@jinli/contract';
import type { ApiError } from '../ApiError';
import {
  type ChatContactCreate,
  chatKeys,
  createChatContact,
  deleteChatMessage,
  getChatContactDetail,
  getChatContacts,
  getChatCustomerService,
  getChatGuestFriend,
  getChatGuestFriends,
  getChatRooms,
  getChatSelf,
  initChatGuestRoom,
} from '../chat';
import type { ApiClient } from '../createApiClient';
import { useApiClient } from './useApiClient';

// ---- query options and hooks ----

export function chatRoomsQueryOptions(client: ApiClient, identity: ChatIdentity) {
  return queryOptions<ChatRoom[], ApiError, ChatRoom[], ReturnType<typeof chatKeys.rooms>>({
    queryKey: chatKeys.rooms(identity),
    queryFn: ({ signal }) => getChatRooms(client, identity, { signal }),
    // People counts and last messages move: a visit to the list reads them again.
    staleTime: 0,
  });
}

export function chatSelfQueryOptions(client: ApiClient, identity: ChatIdentity) {
  return queryOptions<ChatSelf, ApiError, ChatSelf, ReturnType<typeof chatKeys.self>>({
    queryKey: chatKeys.self(identity),
    queryFn: ({ signal }) => getChatSelf(client, identity, { signal }),
  });
}

export function chatCustomerServiceQueryOptions(client: ApiClient, identity: ChatIdentity) {
  return queryOptions<
    ChatCustomerService,
    ApiError,
    ChatCustomerService,
    ReturnType<typeof chatKeys.customerService>
  >({
    queryKey: chatKeys.customerService(identity),
    queryFn: ({ signal }) => getChatCustomerService(client, identity, { signal }),
  });
}

export function chatContactsQueryOptions(client: ApiClient, identity: ChatIdentity) {
  return queryOptions<ChatContact[], ApiError, ChatContact[], ReturnType<typeof chatKeys.contacts>>(
    {
      queryKey: chatKeys.contacts(identity),
      queryFn: ({ signal }) => getChatContacts(client, identity, { signal }),
      staleTime: 0,
    },
  );
}

export function chatContactDetailQueryOptions(
  client: ApiClient,
  identity: ChatIdentity,
  friendId: string,
) {
  return queryOptions<ChatContact, ApiError, ChatContact, ReturnType<typeof chatKeys.contact>>({
    queryKey: chatKeys.contact(identity, friendId),
    queryFn: ({ signal }) => getChatContactDetail(client, identity, friendId, { signal }),
  });
}

export function chatGuestFriendsQueryOptions(client: ApiClient, page = 1) {
  return queryOptions<
    { items: ChatContact[]; total: number },
    ApiError,
    { items: ChatContact[]; total: number },
    ReturnType<typeof chatKeys.guestFriends>
  >({
    queryKey: chatKeys.guestFriends(page),
    queryFn: ({ signal }) => getChatGuestFriends(client, page, { signal }),
    staleTime: 0,
  });
}

export function chatGuestFriendQueryOptions(client: ApiClient, id: string) {
  return queryOptions<ChatContact, ApiError, ChatContact, ReturnType<typeof chatKeys.guestFriend>>({
    queryKey: chatKeys.guestFriend(id),
    queryFn: ({ signal }) => getChatGuestFriend(client, id, { signal }),
  });
}

interface Enabled {
  /** Default true; pass false until the chat token is there. */
  enabled?: boolean;
}

/** The rooms with head counts and last messages. */
export function useChatRoomsQuery(
  identity: ChatIdentity,
  { enabled = true }: Enabled = {},
): UseQueryResult<ChatRoom[], ApiError> {
  return useQuery({ ...chatRoomsQueryOptions(useApiClient(), identity), enabled });
}

export function useChatSelfQuery(
  identity: ChatIdentity,
  { enabled = true }: Enabled = {},
): UseQueryResult<ChatSelf, ApiError> {
  return useQuery({ ...chatSelfQueryOptions(useApiClient(), identity), enabled });
}

export function useChatCustomerServiceQuery(
  identity: ChatIdentity,
  { enabled = true }: Enabled = {},
): UseQueryResult<ChatCustomerService, ApiError> {
  return useQuery({ ...chatCustomerServiceQueryOptions(useApiClient(), identity), enabled });
}

/** The viewer's private conversations (a service account: all of its conversations). */
export function useChatContactsQuery(
  identity: ChatIdentity,
  { enabled = true }: Enabled = {},
): UseQueryResult<ChatContact[], ApiError> {
  return useQuery({ ...chatContactsQueryOptions(useApiClient(), identity), enabled });
}

/** One conversation partner; disabled without a friend id. */
export function useChatContactDetailQuery(
  identity: ChatIdentity,
  friendId: string | null,
  { enabled = true }: Enabled = {},
): UseQueryResult<ChatContact, ApiError> {
  return useQuery({
    ...chatContactDetailQueryOptions(useApiClient(), identity, friendId ?? ''),
    enabled: enabled && !!friendId,
  });
}

export function useChatGuestFriendsQuery(
  page = 1,
  { enabled = true }: Enabled = {},
): UseQueryResult<{ items: ChatContact[]; total: number }, ApiError> {
  return useQuery({ ...chatGuestFriendsQueryOptions(useApiClient(), page), enabled });
}

export function useChatGuestFriendQuery(
  id: string | null,
  { enabled = true }: Enabled = {},
): UseQueryResult<ChatContact, ApiError> {
  return useQuery({
    ...chatGuestFriendQueryOptions(useApiClient(), id ?? ''),
    enabled: enabled && !!id,
  });
}

/** Deletes a room message (moderators). */
export function useDeleteChatMessageMutation(): UseMutationResult<
  { id: string; room_id: string },
  ApiError,
  string
> {
  const client = useApiClient();
  return useMutation({ mutationFn: (id: string) => deleteChatMessage(client, id) });
}

/** Adds a contact; the contact list is read again. */
export function useCreateChatContactMutation(
  identity: ChatIdentity,
): UseMutationResult<ChatContact, ApiError, ChatContactCreate> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatContactCreate) => createChatContact(client, identity, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.contacts(identity) }),
  });
}

/** Opens a guest's conversation with a service account; the guest's friends are read again. */
export function useInitChatGuestRoomMutation(): UseMutationResult<
  ChatContact,
  ApiError,
  { friend_id: string; remark?: string }
> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { friend_id: string; remark?: string }) => initChatGuestRoom(client, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'guest', 'friends'] }),
  });
}
