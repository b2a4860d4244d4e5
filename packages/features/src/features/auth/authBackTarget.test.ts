import { describe, expect, it } from 'vitest';
import { authBackTarget } from './authBackTarget';

describe('authBackTarget', () => {
  it('goes home on a direct load (no earlier in-app page)', () => {
    expect(authBackTarget({ historyIndex: 0, previousPath: null })).toBe('/');
    expect(authBackTarget({ historyIndex: 0, previousPath: '/bills' })).toBe('/');
  });

  it('goes one step back when there is an earlier page', () => {
    expect(authBackTarget({ historyIndex: 3, previousPath: null })).toBe(-1);
    expect(authBackTarget({ historyIndex: 1, previousPath: '/bills?x=1' })).toBe(-1);
  });

  it('goes home when the earlier page was a game chat room', () => {
    expect(authBackTarget({ historyIndex: 2, previousPath: '/game/110/chat-rooms/9' })).toBe('/');
    expect(authBackTarget({ historyIndex: 2, previousPath: '/game/110/chat-rooms?a=1' })).toBe('/');
    expect(authBackTarget({ historyIndex: 2, previousPath: '/game/110/chat' })).toBe(-1);
  });
});
