// The chat socket: protocol, URL and the one-tab rule.
export {
  ChatSocket,
  chatSocketUrl,
  compareChatIds,
  type ChatRoomSend,
  type ChatSocketEventName,
  type ChatSocketEvents,
  type ChatSocketOptions,
  type ChatSocketStatus,
} from './ChatSocket';
export {
  CHAT_TAB_LOCK_NAME,
  createTabLock,
  type BroadcastChannelLike,
  type ChatTabLock,
  type TabLockOptions,
} from './chatTabLock';
