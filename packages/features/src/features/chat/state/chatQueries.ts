// The chat service's queries with the session's identity filled in ('user' or 'guest'), and only
// once the session has its chat token (a call without one would be refused).
import {
  useChatContactDetailQuery as useContactDetail,
  useChatContactsQuery as useContacts,
  useChatCustomerServiceQuery as useCustomerService,
  useChatGuestFriendsQuery as useGuestFriends,
  useChatRoomsQuery as useRooms,
  useCreateChatContactMutation as useCreateContact,
  useInitChatGuestRoomMutation,
} from '@jinli/api/react';
import { useSnapshot } from 'valtio';
import { useChatController } from './chatSessionContext';

interface Enabled {
  /** Default true; the query also waits for the chat session. */
  enabled?: boolean;
}

function useIdentity() {
  const controller = useChatController();
  const snap = useSnapshot(controller.state);
  return { identity: snap.isGuest ? ('guest' as const) : ('user' as const), ready: !!snap.self };
}

/** The rooms with head counts and last messages. */
export function useChatRoomsQuery({ enabled = true }: Enabled = {}) {
  const { identity, ready } = useIdentity();
  return useRooms(identity, { enabled: enabled && ready });
}

/** The viewer's private conversations (a service account: all of them). */
export function useChatContactsQuery({ enabled = true }: Enabled = {}) {
  const { identity, ready } = useIdentity();
  return useContacts(identity, { enabled: enabled && ready });
}

export function useChatContactDetailQuery(
  friendId: string | null,
  { enabled = true }: Enabled = {},
) {
  const { identity, ready } = useIdentity();
  return useContactDetail(identity, friendId, { enabled: enabled && ready });
}

/** The default customer-service account (/services). */
export function useChatCustomerServiceQuery({ enabled = true }: Enabled = {}) {
  const { identity, ready } = useIdentity();
  return useCustomerService(identity, { enabled: enabled && ready });
}

/** A guest's conversations, 20 a page. */
export function useChatGuestFriendsQuery(page = 1, { enabled = true }: Enabled = {}) {
  const { identity, ready } = useIdentity();
  return useGuestFriends(page, { enabled: enabled && ready && identity === 'guest' });
}

/** Adds a contact for the session's identity. */
export function useCreateChatContactMutation() {
  return useCreateContact(useIdentity().identity);
}

/** Opens a guest's conversation with a service account (init-room). */
export const useChatGuestInitRoomMutation = useInitChatGuestRoomMutation;
