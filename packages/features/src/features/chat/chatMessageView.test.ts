import type { ChatMessage } from '@jinli/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  chatAssetUrl,
  chatBubbleView,
  chatTimeText,
  type ViewChatMessage,
} from './chatMessageView';

function message(
  over: Partial<ViewChatMessage> = {},
  info: Partial<ChatMessage['content']['userinfo']> = {},
): ViewChatMessage {
  return {
    id: '10',
    created_at: shanghai(2026, 11, 26, 20, 5),
    command: 20,
    channel: 'room:lobby',
    content: {
      type: 'text',
      body: '你好',
      room_id: 'lobby',
      userinfo: { user_id: '7', nickname: '小明', chatLevel: 0, avatarId: 3, color: 4, ...info },
    },
    ...over,
  };
}

/** Epoch ms of a wall time in Shanghai (UTC+8), month 1-12. */
function shanghai(y: number, mo: number, d: number, h: number, mi: number): number {
  return Date.UTC(y, mo - 1, d, h - 8, mi);
}

const now = shanghai(2026, 11, 26, 21, 0);

describe('chatBubbleView', () => {
  it('tells mine from others and takes the sender colour and moderator tag', () => {
    expect(chatBubbleView(message(), '7', '', now)).toMatchObject({
      mine: true,
      color: '#1e88e5',
      tag: undefined,
      time: '20:05',
      text: '你好',
      state: 'sent',
    });
    expect(chatBubbleView(message({}, { chatLevel: 2, color: 0 }), '8', '', now)).toMatchObject({
      mine: false,
      color: undefined,
      tag: '管理员',
    });
    expect(chatBubbleView(message(), null, '', now).mine).toBe(false);
  });

  it('badges customer service 客服, not 管理员, though both have chat level 2 (issue 34)', () => {
    const service = chatBubbleView(message({}, { chatLevel: 2, isService: 1 }), '8', '', now);
    expect(service.tag).toBe('客服');
    expect(chatBubbleView(message({}, { chatLevel: 2, isService: 0 }), '8', '', now).tag).toBe(
      '管理员',
    );
  });

  it('offers a resend on a failed message while it has fewer than 2 retries', () => {
    const failed = chatBubbleView(
      message({ sending: true, failedMsg: '', retry: 1 }),
      '7',
      '',
      now,
    );
    expect(failed).toMatchObject({ state: 'failed', failedText: '发送失败', canRetry: true });
    const refused = chatBubbleView(
      message({ sending: true, failedMsg: '发言过快，请3秒后再试', retry: 2 }),
      '7',
      '',
      now,
    );
    expect(refused).toMatchObject({
      state: 'failed',
      failedText: '发言过快，请3秒后再试',
      canRetry: false,
    });
    expect(chatBubbleView(message({ sending: true }), '7', '', now).state).toBe('sending');
    expect(
      chatBubbleView(message({ sending: true, uploading: true, progress: 0.3 }), '7', '', now),
    ).toMatchObject({ state: 'uploading', progress: 30, canRetry: false });
  });

  it('resolves image paths on the chat origin and prefers the local preview', () => {
    const withImage = message({
      content: {
        ...message().content,
        type: 'image',
        body: '',
        image: {
          url: '/chat-api/i/a.webp',
          thumbUrl: '/chat-api/i/a_t.webp',
          width: 800,
          height: 600,
        },
      },
    });
    expect(chatBubbleView(withImage, null, 'https://chat.example', now).image).toEqual({
      src: 'https://chat.example/chat-api/i/a_t.webp',
      fullSrc: 'https://chat.example/chat-api/i/a.webp',
      width: 800,
      height: 600,
    });
    expect(
      chatBubbleView({ ...withImage, localImageUrl: 'blob:x' }, null, '', now).image?.src,
    ).toBe('blob:x');
    expect(chatAssetUrl('javascript:alert(1)', '')).toBe('');
    expect(chatAssetUrl('i/b.png', 'http://c')).toBe('http://c/i/b.png');
  });

  it('writes the time as HH:mm today and MM-DD HH:mm before', () => {
    expect(chatTimeText(shanghai(2026, 11, 25, 9, 3), now)).toBe('11-25 09:03');
  });

  it('writes times in the company’s zone, whatever the device’s (issue 34: 04:34 in the room, 12:35 on the red packet)', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    try {
      const sent = Date.UTC(2026, 10, 26, 4, 35); // 12:35 in Shanghai
      expect(chatTimeText(sent, sent + 60_000)).toBe('12:35');
      expect(chatBubbleView(message({ created_at: sent }), null, '', sent).time).toBe('12:35');
      // Just after midnight in Shanghai is still the previous evening in Los Angeles: a new day.
      const lateSent = Date.UTC(2026, 10, 26, 15, 50); // 23:50 on 11-26 in Shanghai
      expect(chatTimeText(lateSent, Date.UTC(2026, 10, 26, 16, 10))).toBe('11-26 23:50');
      // A configured zone other than UTC+8 (chat config sys_config.time_zone) is followed.
      expect(chatTimeText(sent, sent, 0)).toBe('04:35');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
