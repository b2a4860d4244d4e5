import { describe, expect, it } from 'vitest';
import { chatStatusAction } from './chatStatusRedirect';

describe('chatStatusAction', () => {
  it('leaves for home with 聊天室目前不可用 when chat is unavailable (405)', () => {
    expect(chatStatusAction('unavailable', '/chat-rooms/lobby')).toEqual({
      kind: 'leave',
      to: '/',
      toast: '聊天室目前不可用',
    });
  });

  it("says the server's reason when it gave one (a muted player)", () => {
    expect(chatStatusAction('unavailable', '/chat-rooms', '您已被禁言，暂时无法发言')).toEqual({
      kind: 'leave',
      to: '/',
      toast: '您已被禁言，暂时无法发言',
    });
  });

  it('refuses a room in maintenance but keeps the list', () => {
    expect(chatStatusAction('maintenance', '/game/110/chat-rooms/g110')).toEqual({
      kind: 'leave',
      to: '/chat-rooms',
      toast: '系统在维护中，请稍等！',
    });
    expect(chatStatusAction('maintenance', '/chat-rooms')).toEqual({ kind: 'none' });
  });

  it('goes back to the chat list on a token failure, home from the list', () => {
    expect(chatStatusAction('tokenInvalid', '/chat-rooms/lobby')).toMatchObject({
      to: '/chat-rooms',
    });
    expect(chatStatusAction('tokenInvalid', '/chat-rooms')).toMatchObject({ to: '/' });
  });

  it('logs out when the account signed in elsewhere; does nothing while open', () => {
    expect(chatStatusAction('kicked', '/chat-rooms').kind).toBe('logout');
    expect(chatStatusAction('open', '/chat-rooms/lobby').kind).toBe('none');
    expect(chatStatusAction('tabLimit', '/chat-rooms/lobby').kind).toBe('none');
  });
});
