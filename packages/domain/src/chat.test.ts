import type { ChatConfig } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
import {
  isChatInMaintenance,
  isFailedChatMessage,
  isKeptChatMessage,
  mergeChatMessages,
  shouldPromptInvite,
  shouldPromptPrivateMessage,
} from './chat';

const user = { user_id: 7, nickname: 'a', chatLevel: 1 };
const msg = (id: number | string, created_at: string | number, extra: object = {}) => ({
  id,
  created_at,
  command: 1,
  content: { userinfo: user },
  ...extra,
});

describe('chat messages', () => {
  it('keeps messages with content and userinfo and command other than 70', () => {
    expect(isKeptChatMessage(msg(1, 0))).toBe(true);
    expect(isKeptChatMessage({ id: 1, command: 70, content: { userinfo: user } })).toBe(false);
    expect(isKeptChatMessage({ id: 1, command: '70', content: { userinfo: user } })).toBe(false);
    expect(isKeptChatMessage({ id: 1, command: 1, content: {} })).toBe(false);
    expect(isKeptChatMessage({ id: 1, command: 1, content: null })).toBe(false);
  });

  it('merges: filters, dedupes by id (later copy wins) and sorts by creation time', () => {
    const current = [
      msg(1, '2025-01-01 10:00:02'),
      msg(2, '2025-01-01 10:00:01', { sending: true }),
    ];
    const incoming = [
      msg(3, '2025-01-01 10:00:00'),
      msg(2, '2025-01-01 10:00:01', { sending: false }),
      { id: 4, created_at: '2025-01-01 09:00:00', command: 70, content: { userinfo: user } },
      msg(5, 'garbage'),
      msg(6, '2025-01-01 10:00:02'),
    ];
    const merged = mergeChatMessages(current, incoming);
    expect(merged.map((m) => m.id)).toEqual([3, 2, 1, 6, 5]);
    expect(merged.find((m) => m.id === 2)).toMatchObject({ sending: false });
    expect(
      mergeChatMessages([msg('1', 1_735_700_000), msg(1, 1_735_600_000)]).map((m) => m.created_at),
    ).toEqual([1_735_600_000]);
  });

  it('a message is failed while sending, not uploading, with fewer than 2 retries', () => {
    expect(isFailedChatMessage({ sending: true })).toBe(true);
    expect(isFailedChatMessage({ sending: true, retry: 1 })).toBe(true);
    expect(isFailedChatMessage({ sending: true, retry: 2 })).toBe(false);
    expect(isFailedChatMessage({ sending: true, uploading: true })).toBe(false);
    expect(isFailedChatMessage({ sending: false })).toBe(false);
  });
});

describe('prompts', () => {
  const content = { reciveId: 7, room_id: 3, userinfo: { user_id: 9, chatLevel: 2 } };
  const me = { id: '7', chatLevel: 1 };

  it('prompts a private message from a level-2 sender to this user', () => {
    expect(shouldPromptPrivateMessage(content, me, '/chat-rooms/3')).toBe(true);
    expect(shouldPromptPrivateMessage(content, me, '/profile')).toBe(true);
    expect(shouldPromptPrivateMessage(content, me, '/chat-rooms/3/friends/8?nickname=x')).toBe(
      true,
    );
  });

  it('does not prompt otherwise', () => {
    expect(shouldPromptPrivateMessage({ ...content, reciveId: 8 }, me, '/')).toBe(false);
    expect(
      shouldPromptPrivateMessage({ ...content, userinfo: { user_id: 9, chatLevel: 1 } }, me, '/'),
    ).toBe(false);
    expect(shouldPromptPrivateMessage(content, { id: 7, chatLevel: '2' }, '/')).toBe(false);
    expect(shouldPromptPrivateMessage(content, me, '/game-center')).toBe(false);
    expect(shouldPromptPrivateMessage(content, me, '/game/110')).toBe(false);
    expect(shouldPromptPrivateMessage(content, me, '/lucky-niu-niu')).toBe(false);
    expect(shouldPromptPrivateMessage(content, me, '/chat-rooms/3/friends/9?nickname=x')).toBe(
      false,
    );
  });

  it('prompts an invite to another room', () => {
    expect(shouldPromptInvite(3, 4)).toBe(true);
    expect(shouldPromptInvite(3, '3')).toBe(false);
    expect(shouldPromptInvite(3, undefined)).toBe(true);
  });
});

describe('chat maintenance', () => {
  const config = (flag: string, start = '', end = '', tz = 'Asia/Shanghai'): ChatConfig => ({
    rech_level: [],
    chat_maintenance_config: { start, end, message: '' },
    sys_config: { time_zone: tz },
    enable_chat_maintenance: { configValue: flag },
  });
  const now = Date.UTC(2025, 0, 1, 4, 0); // 12:00 at UTC+8

  it('needs the flag, then the window decides', () => {
    expect(isChatInMaintenance(config('0', '00:00', '23:59'), now)).toBe(false);
    expect(isChatInMaintenance(config('1'), now)).toBe(true);
    expect(isChatInMaintenance(config('1', '11:00', '13:00'), now)).toBe(true);
    expect(isChatInMaintenance(config('1', '13:00', '14:00'), now)).toBe(false);
    expect(isChatInMaintenance(config('1', '03:00', '05:00', 'UTC'), now)).toBe(true);
    expect(
      isChatInMaintenance(config('1', '2025-01-01 11:00:00', '2025-01-01 11:30:00'), now),
    ).toBe(false);
    expect(isChatInMaintenance(null, now)).toBe(false);
  });
});
