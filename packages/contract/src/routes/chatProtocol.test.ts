// The zod-free chat frame check against the contract's schema: the same verdict and the same value
// (unknown keys dropped) for every kind of server frame and for broken ones.
import { describe, expect, it } from 'vitest';
import {
  chatHongbaoCardSchema,
  chatImageSchema,
  chatMessageContentSchema,
  chatMessageSchema,
  chatRoomSchema,
  chatUserInfoSchema,
} from '../chat';
import { chatServerFrameSchema } from '../chatSocket';
import { ChatCommand } from './chatConstants';
import { chatSocketQuery, parseChatServerFrame } from './chatProtocol';

const userinfo = { user_id: '1024', nickname: '小明', chatLevel: 1, avatarId: 3, color: 2 };
const message = {
  id: '77',
  created_at: 1_764_000_000_000,
  command: ChatCommand.ROOM_MESSAGE,
  channel: 'room:lobby',
  content: { type: 'text', body: '你好', room_id: 'lobby', userinfo, client_id: 'c1' },
};
const imageMessage = {
  ...message,
  id: '78',
  content: {
    type: 'image',
    body: '',
    room_id: 'lobby',
    userinfo,
    image: { url: '/chat-api/img/1.png', thumbUrl: '/chat-api/img/1_t.png', width: 10, height: 20 },
  },
};
const privateMessage = {
  ...message,
  id: '79',
  command: ChatCommand.PRIVATE_MESSAGE,
  channel: 'private:p1',
  content: { type: 'text', body: '私聊', room_id: 'p1', reciveId: '2048', userinfo },
};
const room = {
  room_id: 'lobby',
  name: '大厅',
  gameId: null,
  enable_chat: 1,
  min_chat_level: 0,
  total_people: 12,
  sec_per_mess: 5,
  last_message: message,
};

const valid: unknown[] = [
  message,
  imageMessage,
  privateMessage,
  {
    ...message,
    content: {
      ...message.content,
      type: 'hongbao',
      body: '恭喜发财',
      hongbao: { id: '12', kind: 'equal', greeting: '恭喜发财', count: 5 },
    },
  },
  {
    command: ChatCommand.AWARD,
    channel: 'room:lobby',
    content: {
      room_id: 'lobby',
      nickname: '锦鲤',
      userName: 'ZGUqKio=',
      gameName: '澳门六合彩',
      reward: 12_000_000,
    },
  },
  { ...message, command: ChatCommand.HIDDEN },
  { command: ChatCommand.PONG },
  { command: ChatCommand.PONG, channel: 'x', content: 5 },
  { command: ChatCommand.JOINED, channel: 'room:lobby', content: { room, last_id: '77' } },
  {
    command: ChatCommand.JOINED,
    channel: 'room:g71',
    content: { room: { ...room, room_id: 'g71', gameId: 71, last_message: null }, last_id: '' },
  },
  {
    command: ChatCommand.JOINED,
    channel: 'room:g72',
    content: {
      room: { ...room, enable_chat: 0, readonly_reason: '您已被禁言，暂时无法发言' },
      last_id: '',
    },
  },
  { command: ChatCommand.LEFT, channel: 'room:lobby', content: { room_id: 'lobby' } },
  { command: ChatCommand.INVITE_RECEIVED, channel: 'u', content: { room_id: 'g71', userinfo } },
  { command: ChatCommand.MESSAGE_DELETED, channel: 'r', content: { id: '77', room_id: 'lobby' } },
  { command: ChatCommand.PEOPLE, channel: 'r', content: { room_id: 'lobby', total_people: 3 } },
  { command: ChatCommand.SYSTEM, channel: 'r', content: { body: '公告' } },
  { command: ChatCommand.SYSTEM, channel: 'r', content: { room_id: 'lobby', body: '公告' } },
  { command: ChatCommand.ERROR, content: { code: 'SYS/TOO_MANY_REQUESTS', msg: '发言过快' } },
  { command: ChatCommand.ERROR, channel: 'r', content: { code: 'E', msg: 'm', client_id: 'c' } },
  { command: ChatCommand.KICKED, content: { msg: '您的账号已在其他设备登录' } },
  { command: ChatCommand.TOKEN_INVALID, channel: 'x', content: { msg: 'token' } },
  { command: ChatCommand.UNAVAILABLE, content: { msg: '聊天室目前不可用' } },
  // Unknown keys are dropped, at every level.
  {
    ...message,
    extra: 1,
    content: { ...message.content, more: 2, userinfo: { ...userinfo, x: 1 } },
  },
  {
    command: ChatCommand.PEOPLE,
    channel: 'r',
    extra: 1,
    content: { room_id: 'a', total_people: 0, y: 1 },
  },
];

const broken: unknown[] = [
  null,
  'pong',
  [],
  {},
  { command: 999, channel: 'r', content: {} },
  { ...message, id: 77 },
  { ...message, content: { ...message.content, type: 'html' } },
  { ...message, content: { ...message.content, userinfo: { ...userinfo, chatLevel: '2' } } },
  { ...message, content: { ...message.content, userinfo: undefined } },
  { ...message, content: { ...message.content, userinfo: { ...userinfo, isService: true } } },
  { ...imageMessage, content: { ...imageMessage.content, image: { url: 'x' } } },
  {
    command: ChatCommand.JOINED,
    channel: 'r',
    content: { room: { ...room, enable_chat: 2 }, last_id: '' },
  },
  { command: ChatCommand.JOINED, channel: 'r', content: { room, last_id: 7 } },
  { command: ChatCommand.JOINED, content: { room, last_id: '' } },
  {
    command: ChatCommand.JOINED,
    channel: 'r',
    content: { room: { ...room, readonly_reason: 1 }, last_id: '' },
  },
  { command: ChatCommand.PEOPLE, channel: 'r', content: { room_id: 'a', total_people: -1 } },
  { command: ChatCommand.PEOPLE, channel: 'r', content: { room_id: 'a', total_people: 1.5 } },
  { command: ChatCommand.MESSAGE_DELETED, channel: 'r', content: { id: 7, room_id: 'a' } },
  { command: ChatCommand.ERROR, content: { code: 'E' } },
  { command: ChatCommand.KICKED, content: {} },
  { command: ChatCommand.SYSTEM, channel: 'r', content: { room_id: 5, body: 'x' } },
  { command: ChatCommand.PONG, channel: 5 },
  { command: ChatCommand.AWARD, channel: 'r', content: { room_id: 'a', nickname: 'n', reward: 1 } },
  {
    command: ChatCommand.AWARD,
    channel: 'r',
    content: { room_id: 'a', nickname: 'n', userName: 'dQ==', gameName: 'g', reward: 1.5 },
  },
];

describe('parseChatServerFrame', () => {
  it.each(valid.map((frame, i) => [i, frame]))(
    'accepts valid frame %i as the schema does',
    (_i, frame) => {
      const expected = chatServerFrameSchema.safeParse(frame);
      expect(expected.success).toBe(true);
      expect(parseChatServerFrame(frame)).toEqual(expected.data);
    },
  );

  it.each(broken.map((frame, i) => [i, frame]))(
    'refuses broken frame %i as the schema does',
    (_i, frame) => {
      expect(chatServerFrameSchema.safeParse(frame).success).toBe(false);
      expect(parseChatServerFrame(frame)).toBeUndefined();
    },
  );
});

describe('parseChatServerFrame keeps every field of the schemas', () => {
  // A field added to a schema must be added to the plain check too (it drops unknown keys).
  const fullContent = {
    ...imageMessage.content,
    reciveId: '2048',
    client_id: 'c1',
    hongbao: { id: '9', kind: 'lucky', greeting: '恭喜发财', count: 3 },
    userinfo: { ...userinfo, isService: 1 },
  };
  const full = { ...imageMessage, content: fullContent };
  const fullRoom = { ...room, last_message: full, readonly_reason: '只读' };
  const joined = parseChatServerFrame({
    command: ChatCommand.JOINED,
    channel: 'room:lobby',
    content: { room: fullRoom, last_id: '1' },
  }) as { content: { room: Record<string, unknown> } };
  const keys = (value: unknown) => Object.keys(value as object).sort();
  const shape = (schema: { shape: object }) => Object.keys(schema.shape).sort();

  it('room, message, content, userinfo and image', () => {
    const parsedRoom = joined.content.room;
    const message = parsedRoom.last_message as Record<string, unknown>;
    const content = message.content as Record<string, unknown>;
    expect(keys(parsedRoom)).toEqual(shape(chatRoomSchema));
    expect(keys(message)).toEqual(shape(chatMessageSchema));
    expect(keys(content)).toEqual(shape(chatMessageContentSchema));
    expect(keys(content.userinfo)).toEqual(shape(chatUserInfoSchema));
    expect(keys(content.image)).toEqual(shape(chatImageSchema));
    expect(keys(content.hongbao)).toEqual(shape(chatHongbaoCardSchema));
  });
});

describe('chatSocketQuery', () => {
  it('carries the token, the guest flag and the app id', () => {
    expect(chatSocketQuery('a b', { isGuest: true, appId: 'jinli' })).toBe(
      'token=a+b&isGuest=1&app_id=jinli',
    );
    expect(chatSocketQuery('t')).toBe('token=t');
  });
});
