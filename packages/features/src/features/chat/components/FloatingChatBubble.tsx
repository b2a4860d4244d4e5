// The floating chat bubble of spec §2 Bottom menu on the shell: shown by floatingChatVisible, its
// dragged position remembered for the session, a tap opening /chat-rooms, or toasting
// 聊天室目前不可用 (or the maintenance text) when chat cannot be entered.
import { FloatingChatButton, toast, type FloatingPoint } from '@jinli/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { backToTopFor } from '../../../app/layout/backToTopRules';
import { useFloatingBottom } from '../../../app/layout/floatingInset';
import {
  FLOATING_CHAT_POSITION_KEY,
  FLOATING_MARGIN_PX,
  floatingChatBottomInset,
  floatingChatVisible,
} from '../chatBubbleRules';
import { CHAT_ROOMS_PATH } from '../chatPaths';
import { CHAT_NOTICE_TOAST_MS } from '../hooks/chatStatusRedirect';
import { useChatSession } from '../state';
import { chatStrings as s } from '../strings';

function readPosition(): FloatingPoint | null {
  try {
    const raw = sessionStorage.getItem(FLOATING_CHAT_POSITION_KEY);
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    if (
      value &&
      typeof value === 'object' &&
      'x' in value &&
      'y' in value &&
      Number.isFinite(value.x) &&
      Number.isFinite(value.y)
    )
      return { x: Number(value.x), y: Number(value.y) };
  } catch {
    // Unreadable or blocked storage: start at the default place.
  }
  return null;
}

function savePosition(position: FloatingPoint): void {
  try {
    sessionStorage.setItem(FLOATING_CHAT_POSITION_KEY, JSON.stringify(position));
  } catch {
    // Storage full or blocked: the position is forgotten, nothing else changes.
  }
}

/** Whether the page has scrolled past `threshold` px (the back-to-top button is up). */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY >= threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

export interface FloatingChatBubbleProps {
  /** The screen has the bottom menu. */
  topLevel: boolean;
}

export function FloatingChatBubble({ topLevel }: FloatingChatBubbleProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { status } = useChatSession();
  const backToTopShown = useScrolledPast(backToTopFor(pathname).threshold);
  const [initial] = useState(readPosition);
  // Bars docked above the menu: a download banner or install prompt (pwa/), the bet list's cancel
  // bar (app/layout/floatingInset.ts).
  const docked = useFloatingBottom();
  if (!floatingChatVisible({ pathname, topLevel, backToTopShown })) return null;

  const onTap = () => {
    if (status === 'unavailable') toast.show(s.unavailable, { durationMs: CHAT_NOTICE_TOAST_MS });
    else if (status === 'maintenance')
      toast.show(s.maintenance, { durationMs: CHAT_NOTICE_TOAST_MS });
    else void navigate(CHAT_ROOMS_PATH);
  };
  return (
    <FloatingChatButton
      label={s.title}
      onTap={onTap}
      bottomInset={floatingChatBottomInset(docked)}
      margin={FLOATING_MARGIN_PX}
      initialPosition={initial}
      onPositionChange={savePosition}
    />
  );
}
