// The chat socket's server-frame check and query string, zod-free (chatSocket.ts and chat.ts hold
// the schemas, chatConstants.ts the plain names both sides use): the floating chat bubble lives on
// the start page, and the chat state it reads must not load zod. chatProtocol.test.ts holds the
// check to the schema's answers.
import type { ChatServerFrame } from '../chatSocket';
import { ChatCommand } from './chatConstants';

/** Socket query parameters. */
export function chatSocketQuery(
  token: string,
  options: { isGuest?: boolean; appId?: string } = {},
): string {
  const params = new URLSearchParams({ token });
  if (options.isGuest) params.set('isGuest', '1');
  if (options.appId) params.set('app_id', options.appId);
  return params.toString();
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isCount = (value: unknown): value is number => isInt(value) && value >= 0;
const isFlag = (value: unknown): value is 0 | 1 => value === 0 || value === 1;
const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || isString(value);
const MESSAGE_TYPES: readonly unknown[] = ['text', 'image', 'system', 'hongbao'];
const HONGBAO_KINDS: readonly unknown[] = ['lucky', 'equal'];

/** Each check answers the value with only its known keys (as zod's objects do), or undefined. */
function userInfo(value: unknown) {
  if (!isObject(value) || !isString(value.user_id) || !isString(value.nickname)) return undefined;
  if (!isInt(value.chatLevel) || !isInt(value.avatarId) || !isInt(value.color)) return undefined;
  if (value.isService !== undefined && !isFlag(value.isService)) return undefined;
  const { user_id, nickname, chatLevel, avatarId, color } = value;
  return {
    user_id,
    nickname,
    chatLevel,
    avatarId,
    color,
    ...(value.isService !== undefined ? { isService: value.isService } : {}),
  };
}

function image(value: unknown) {
  if (!isObject(value) || !isString(value.url) || !isString(value.thumbUrl)) return undefined;
  if (!isInt(value.width) || !isInt(value.height)) return undefined;
  const { url, thumbUrl, width, height } = value;
  return { url, thumbUrl, width, height };
}

function hongbaoCard(value: unknown) {
  if (!isObject(value) || !isString(value.id) || !HONGBAO_KINDS.includes(value.kind))
    return undefined;
  if (!isString(value.greeting) || !isInt(value.count)) return undefined;
  const { id, greeting, count } = value;
  return { id, kind: value.kind as 'lucky' | 'equal', greeting, count };
}

function messageContent(value: unknown) {
  if (!isObject(value) || !MESSAGE_TYPES.includes(value.type) || !isString(value.body))
    return undefined;
  if (!isString(value.room_id) || !isOptionalString(value.reciveId)) return undefined;
  if (!isOptionalString(value.client_id)) return undefined;
  const info = userInfo(value.userinfo);
  const picture = value.image === undefined ? undefined : image(value.image);
  if (!info || (value.image !== undefined && !picture)) return undefined;
  const card = value.hongbao === undefined ? undefined : hongbaoCard(value.hongbao);
  if (value.hongbao !== undefined && !card) return undefined;
  return {
    type: value.type as 'text' | 'image' | 'system' | 'hongbao',
    body: value.body,
    ...(picture ? { image: picture } : {}),
    ...(card ? { hongbao: card } : {}),
    room_id: value.room_id,
    ...(value.reciveId !== undefined ? { reciveId: value.reciveId } : {}),
    userinfo: info,
    ...(value.client_id !== undefined ? { client_id: value.client_id } : {}),
  };
}

function message(value: unknown) {
  if (!isObject(value) || !isString(value.id) || !isInt(value.created_at)) return undefined;
  if (!isInt(value.command) || !isString(value.channel)) return undefined;
  const content = messageContent(value.content);
  if (!content) return undefined;
  const { id, created_at, command, channel } = value;
  return { id, created_at, command, channel, content };
}

function room(value: unknown) {
  if (!isObject(value) || !isString(value.room_id) || !isString(value.name)) return undefined;
  if (!(value.gameId === null || isInt(value.gameId)) || !isFlag(value.enable_chat))
    return undefined;
  if (!isInt(value.min_chat_level) || !isCount(value.total_people)) return undefined;
  if (!isCount(value.sec_per_mess) || !isOptionalString(value.readonly_reason)) return undefined;
  const last = value.last_message === null ? null : message(value.last_message);
  if (last === undefined) return undefined;
  return {
    room_id: value.room_id,
    name: value.name,
    gameId: value.gameId as number | null,
    enable_chat: value.enable_chat,
    min_chat_level: value.min_chat_level,
    total_people: value.total_people,
    sec_per_mess: value.sec_per_mess,
    last_message: last,
    ...(value.readonly_reason !== undefined ? { readonly_reason: value.readonly_reason } : {}),
  };
}

/**
 * A frame the chat server sent, checked by the rules of chatSocket.ts's `chatServerFrameSchema`
 * (unknown keys dropped, a message shape first whatever its command); undefined when it breaks one.
 */
export function parseChatServerFrame(value: unknown): ChatServerFrame | undefined {
  const asMessage = message(value);
  if (asMessage) return asMessage;
  if (!isObject(value)) return undefined;
  const { command, channel, content } = value;
  const withChannel = <T>(checked: T | undefined) =>
    checked !== undefined && isString(channel)
      ? ({ command, channel, content: checked } as ChatServerFrame)
      : undefined;
  switch (command) {
    case ChatCommand.PONG:
      return isOptionalString(channel)
        ? ({
            command,
            ...(channel !== undefined ? { channel } : {}),
            ...(content !== undefined ? { content } : {}),
          } as ChatServerFrame)
        : undefined;
    case ChatCommand.JOINED: {
      if (!isObject(content) || !isString(content.last_id)) return undefined;
      const joined = room(content.room);
      return withChannel(joined ? { room: joined, last_id: content.last_id } : undefined);
    }
    case ChatCommand.LEFT:
      return withChannel(
        isObject(content) && isString(content.room_id) ? { room_id: content.room_id } : undefined,
      );
    case ChatCommand.INVITE_RECEIVED: {
      if (!isObject(content) || !isString(content.room_id)) return undefined;
      const info = userInfo(content.userinfo);
      return withChannel(info ? { room_id: content.room_id, userinfo: info } : undefined);
    }
    case ChatCommand.MESSAGE_DELETED:
      return withChannel(
        isObject(content) && isString(content.id) && isString(content.room_id)
          ? { id: content.id, room_id: content.room_id }
          : undefined,
      );
    case ChatCommand.PEOPLE:
      return withChannel(
        isObject(content) && isString(content.room_id) && isCount(content.total_people)
          ? { room_id: content.room_id, total_people: content.total_people }
          : undefined,
      );
    case ChatCommand.SYSTEM:
      return withChannel(
        isObject(content) && isOptionalString(content.room_id) && isString(content.body)
          ? {
              ...(content.room_id !== undefined ? { room_id: content.room_id } : {}),
              body: content.body,
            }
          : undefined,
      );
    case ChatCommand.AWARD: {
      if (!isObject(content) || !isString(content.room_id) || !isString(content.nickname))
        return undefined;
      if (!isString(content.userName) || !isString(content.gameName)) return undefined;
      if (!isInt(content.reward)) return undefined;
      const { room_id, nickname, userName, gameName, reward } = content;
      return withChannel({ room_id, nickname, userName, gameName, reward });
    }
    case ChatCommand.ERROR: {
      if (!isOptionalString(channel) || !isObject(content)) return undefined;
      if (!isString(content.code) || !isString(content.msg)) return undefined;
      if (!isOptionalString(content.client_id)) return undefined;
      return {
        command,
        ...(channel !== undefined ? { channel } : {}),
        content: {
          code: content.code,
          msg: content.msg,
          ...(content.client_id !== undefined ? { client_id: content.client_id } : {}),
        },
      } as ChatServerFrame;
    }
    case ChatCommand.KICKED:
    case ChatCommand.TOKEN_INVALID:
    case ChatCommand.UNAVAILABLE:
      if (!isOptionalString(channel) || !isObject(content) || !isString(content.msg))
        return undefined;
      return {
        command,
        ...(channel !== undefined ? { channel } : {}),
        content: { msg: content.msg },
      } as ChatServerFrame;
    default:
      return undefined;
  }
}
