// The chat state the chat screens use (no UI here): the session, conversations, prompts, and the
// chat queries with the session's identity.
export {
  CHAT_IDLE_CLOSE_MS,
  CHAT_MAINTENANCE_POLL_MS,
  ChatSessionController,
  roomIdOfPath,
  type ChatInvitePrompt,
  type ChatPrivatePrompt,
  type ChatSessionOptions,
  type ChatSessionState,
  type ChatSessionStatus,
  type ChatTokenStore,
} from './chatSession';
export {
  CHAT_ECHO_TIMEOUT_MS,
  Conversation,
  type ClientChatMessage,
  type ConversationKind,
  type ConversationState,
} from './conversation';
export { apiChatPorts, type ChatApi, type ChatSocketPort } from './chatPorts';
export {
  ChatSessionContext,
  appChatTokens,
  chatSessionFor,
  useChatController,
} from './chatSessionContext';
export {
  onChatForbidden,
  onChatTokenInvalid,
  reportChatForbidden,
  reportChatTokenInvalid,
} from './chatAppEvents';
export {
  clearGuestIdentity,
  readGuestIdentity,
  GUEST_HASH_ID_KEY,
  GUEST_ID_KEY,
  GUEST_NAME_KEY,
} from './guestIdentity';
export { chatStateStrings } from './chatStateStrings';
export { useChatSession, type ChatSessionView } from './useChatSession';
export {
  usePrivateChat,
  useRoomChat,
  type ConversationView,
  type PrivateChatView,
  type RoomChatView,
} from './useConversation';
export { useChatPrompts, type ChatPromptsView } from './useChatPrompts';
export {
  useChatContactDetailQuery,
  useChatContactsQuery,
  useChatCustomerServiceQuery,
  useChatGuestFriendsQuery,
  useChatGuestInitRoomMutation,
  useChatRoomsQuery,
  useCreateChatContactMutation,
} from './chatQueries';
