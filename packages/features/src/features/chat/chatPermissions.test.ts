import type { ChatRoom, ChatSelf } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
import { canOpenPrivateChat, isModerator, roomReadOnlyReason } from './chatPermissions';

const room: ChatRoom = {
  room_id: 'lobby',
  name: '聊天大厅',
  gameId: null,
  enable_chat: 1,
  min_chat_level: 1,
  total_people: 3,
  sec_per_mess: 0,
  last_message: null,
};
const player: ChatSelf = {
  user_id: '7',
  nickname: '小明',
  chatLevel: 0,
  avatarId: 1,
  color: 1,
  isGuest: false,
  isService: false,
  enableChat: 1,
};

describe('chat permissions', () => {
  it('gives the server reason for a read-only room, else works it out', () => {
    expect(roomReadOnlyReason(room, player)).toBeNull();
    const closed = { ...room, enable_chat: 0 as const };
    expect(
      roomReadOnlyReason({ ...closed, readonly_reason: '您当前的VIP等级暂未开放发言' }, player),
    ).toBe('您当前的VIP等级暂未开放发言');
    expect(roomReadOnlyReason(closed, { ...player, enableChat: 0 })).toBe(
      '您已被禁言，暂时无法发言',
    );
    expect(roomReadOnlyReason(closed, player)).toBe('您的聊天等级不足，无法在本房间发言');
    expect(roomReadOnlyReason(room, { ...player, isGuest: true })).toBe(
      '游客仅可浏览，登录后即可发言',
    );
  });

  it('lets moderators delete and private chats need a moderator on one side', () => {
    expect(isModerator(player)).toBe(false);
    expect(isModerator({ ...player, chatLevel: 2 })).toBe(true);
    expect(canOpenPrivateChat(player, 0)).toBe(false);
    expect(canOpenPrivateChat(player, 2)).toBe(true);
    expect(canOpenPrivateChat({ ...player, chatLevel: 2 }, 0)).toBe(true);
    expect(canOpenPrivateChat({ ...player, isGuest: true }, 2)).toBe(false);
  });
});
