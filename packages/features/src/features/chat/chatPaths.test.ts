import { describe, expect, it } from 'vitest';
import { isChatPath, privateChatPath, roomIdOfPath, servicesPath } from './chatPaths';

describe('chat paths', () => {
  it('builds the spec paths with the nickname query', () => {
    expect(privateChatPath('lobby', '12', '小 明')).toBe(
      '/chat-rooms/lobby/friends/12?nickname=%E5%B0%8F+%E6%98%8E',
    );
    expect(servicesPath('forgotPassword')).toBe('/services?from=forgotPassword');
  });

  it('knows chat pages and the room a path is in', () => {
    expect(isChatPath('/chat-rooms')).toBe(true);
    expect(isChatPath('/game/110/chat-rooms/g110')).toBe(true);
    expect(isChatPath('/talk/jl/guest/9')).toBe(true);
    expect(isChatPath('/game/110')).toBe(false);
    expect(isChatPath('/chat-roomsx')).toBe(false);
    expect(roomIdOfPath('/game/110/chat-rooms/g110')).toBe('g110');
    expect(roomIdOfPath('/chat-rooms/lobby/friends/3')).toBe('lobby');
    expect(roomIdOfPath('/profile')).toBeNull();
  });
});
