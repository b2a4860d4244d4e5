import type { ChatMessage } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
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
    created_at: new Date(2026, 10, 26, 20, 5).getTime(),
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

const now = new Date(2026, 10, 26, 21, 0).getTime();

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
    expect(chatTimeText(new Date(2026, 10, 25, 9, 3).getTime(), now)).toBe('11-25 09:03');
  });
});
