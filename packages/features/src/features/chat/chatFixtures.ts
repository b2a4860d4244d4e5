// Chat answers for stories and tests: rooms (lobby and two game rooms), a conversation with text,
// emoji, an image, a system notice, a message being uploaded and a failed one, contacts and the
// viewer as a player, a moderator, a service account and a guest.
import type { ChatContact, ChatRoom, ChatSelf, ChatUserInfo } from '@jinli/contract';
import type { ConversationState } from './components/ChatConversation';
import type { ViewChatMessage } from './chatMessageView';

const base = new Date(2026, 10, 26, 20, 0).getTime();
const minute = 60_000;

export const playerSelf: ChatSelf = {
  user_id: '1001',
  nickname: 'demo01',
  chatLevel: 1,
  avatarId: 3,
  color: 4,
  isGuest: false,
  isService: false,
  enableChat: 1,
};
export const moderatorSelf: ChatSelf = {
  ...playerSelf,
  user_id: '9001',
  nickname: '管理员小锦',
  chatLevel: 2,
  avatarId: 8,
  color: 5,
};
export const serviceSelf: ChatSelf = {
  ...moderatorSelf,
  user_id: '9100',
  nickname: '在线客服',
  isService: true,
};
export const guestSelf: ChatSelf = {
  ...playerSelf,
  user_id: 'G20001',
  nickname: '游客2001',
  chatLevel: 0,
  avatarId: 0,
  color: 0,
  isGuest: true,
};

const people: ChatUserInfo[] = [
  { user_id: '1002', nickname: '幸运星', chatLevel: 1, avatarId: 5, color: 2 },
  { user_id: '1003', nickname: '老王看号', chatLevel: 1, avatarId: 11, color: 6 },
  { user_id: '9001', nickname: '管理员小锦', chatLevel: 2, avatarId: 8, color: 5 },
];
const me: ChatUserInfo = {
  user_id: playerSelf.user_id,
  nickname: playerSelf.nickname,
  chatLevel: 1,
  avatarId: 3,
  color: 4,
};
const system: ChatUserInfo = {
  user_id: '0',
  nickname: '系统',
  chatLevel: 2,
  avatarId: 0,
  color: 0,
};

/** An image drawn as an SVG data URL (stories run offline). */
export const chatPhoto = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#ffd36e"/><stop offset="1" stop-color="#e0262e"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/><text x="320" y="240" font-size="120" text-anchor="middle" fill="#fff" font-family="sans-serif">18</text><text x="320" y="360" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">今晚特码</text></svg>',
)}`;

let nextId = 5000;
function message(
  user: ChatUserInfo,
  minutes: number,
  body: string,
  extra: Partial<ViewChatMessage> & { type?: 'text' | 'image' | 'system' } = {},
): ViewChatMessage {
  const { type = 'text', ...rest } = extra;
  nextId += 1;
  return {
    id: String(nextId),
    created_at: base + minutes * minute,
    command: 20,
    channel: 'room:lobby',
    content: { type, body, room_id: 'lobby', userinfo: user },
    ...rest,
  };
}

export const roomMessagesFixture: ViewChatMessage[] = [
  message(people[0]!, 1, '晚上好，今晚六合彩大家看好哪几个号？'),
  message(people[1]!, 2, '我看 07、18、33，尾数 3 最近很热 🔥'),
  message(system, 3, '管理员删除了一条违规消息', { type: 'system' }),
  message(people[2]!, 4, '欢迎新朋友！理性投注，发广告会被禁言哦 🍀'),
  message(me, 5, '跟一手 18 号 😄'),
  message(people[1]!, 6, '', {
    type: 'image',
    content: {
      type: 'image',
      body: '',
      room_id: 'lobby',
      userinfo: people[1]!,
      image: { url: chatPhoto, thumbUrl: chatPhoto, width: 640, height: 480 },
    },
  }),
  message(people[0]!, 7, '<b>这不是粗体</b>，文字永远按文字显示'),
  message(me, 8, '', {
    type: 'image',
    sending: true,
    uploading: true,
    progress: 0.58,
    localImageUrl: chatPhoto,
    content: { type: 'image', body: '', room_id: 'lobby', userinfo: me, client_id: 'c-1' },
  }),
  message(me, 9, '这条没有发出去', {
    sending: true,
    retry: 1,
    failedMsg: '',
    content: {
      type: 'text',
      body: '这条没有发出去',
      room_id: 'lobby',
      userinfo: me,
      client_id: 'c-2',
    },
  }),
];

function lastOf(m: ViewChatMessage): ChatRoom['last_message'] {
  return {
    id: m.id,
    created_at: m.created_at,
    command: m.command,
    channel: m.channel,
    content: m.content,
  };
}

export const roomsFixture: ChatRoom[] = [
  {
    room_id: 'g110',
    name: '澳门六合彩',
    gameId: 110,
    enable_chat: 1,
    min_chat_level: 1,
    total_people: 36,
    sec_per_mess: 5,
    last_message: lastOf(roomMessagesFixture[1]!),
  },
  {
    room_id: 'lobby',
    name: '聊天大厅',
    gameId: null,
    enable_chat: 1,
    min_chat_level: 0,
    total_people: 128,
    sec_per_mess: 0,
    last_message: lastOf(roomMessagesFixture[4]!),
  },
  {
    room_id: 'g71',
    name: '香港六合彩',
    gameId: 71,
    enable_chat: 0,
    min_chat_level: 2,
    total_people: 9,
    sec_per_mess: 10,
    last_message: null,
  },
];

export const contactsFixture: ChatContact[] = [
  {
    id: '9001',
    guest_id: '',
    hash_id: '',
    nickname: '管理员小锦',
    avatarId: 8,
    room_id: 'p-1001-9001',
    userId: 9001,
    isService: 0,
    unread: 2,
    remark: '',
    last_message: {
      content: { type: 'text', body: '您好，有什么可以帮您？' },
      created_at: base + 12 * minute,
    },
  },
  {
    id: 'G20001',
    guest_id: 'G20001',
    hash_id: 'h-20001',
    nickname: '游客2001',
    avatarId: 0,
    room_id: 'p-G20001-9100',
    userId: null,
    isService: 0,
    unread: 0,
    remark: '忘记密码',
    last_message: { content: { type: 'image', body: '' }, created_at: base + 3 * minute },
  },
];

/** A conversation state as the chat hooks return it, doing nothing. */
export function conversationFixture(over: Partial<ConversationState> = {}): ConversationState {
  return {
    messages: roomMessagesFixture,
    hasOlder: true,
    loadingOlder: false,
    loadOlder: () => Promise.resolve(),
    sendText: () => {},
    sendImage: () => {},
    retry: () => {},
    remove: () => Promise.resolve(),
    cooldownSeconds: 0,
    error: null,
    ...over,
  };
}
