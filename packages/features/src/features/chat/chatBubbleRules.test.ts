import { describe, expect, it } from 'vitest';
import {
  FLOATING_BANNER_PX,
  floatingChatBottomInset,
  floatingChatVisible,
} from './chatBubbleRules';

describe('floating chat bubble', () => {
  it('shows on top-level screens only, not on chat pages nor with back-to-top up', () => {
    expect(floatingChatVisible({ pathname: '/', topLevel: true, backToTopShown: false })).toBe(
      true,
    );
    expect(floatingChatVisible({ pathname: '/', topLevel: true, backToTopShown: true })).toBe(
      false,
    );
    expect(
      floatingChatVisible({ pathname: '/game/110', topLevel: false, backToTopShown: false }),
    ).toBe(false);
    expect(
      floatingChatVisible({ pathname: '/chat-rooms', topLevel: true, backToTopShown: false }),
    ).toBe(false);
  });

  it('keeps clear of the tab bar and of the bars docked above it', () => {
    expect(floatingChatBottomInset(0)).toBe(70);
    expect(floatingChatBottomInset(FLOATING_BANNER_PX)).toBe(126);
    expect(floatingChatBottomInset(60)).toBe(130);
  });
});
