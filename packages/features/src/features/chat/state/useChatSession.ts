// The chat session as a screen sees it: status, who the viewer is, and the two actions.
import type { ChatSelf } from '@jinli/contract';
import { useSnapshot } from 'valtio';
import type { ChatSessionStatus } from './chatSession';
import { useChatController } from './chatSessionContext';

export interface ChatSessionView {
  status: ChatSessionStatus;
  self: ChatSelf | null;
  isGuest: boolean;
  /** The server's message with the last stop (kicked, unavailable), if any. */
  message: string | null;
  /** Starts chat if it is not running (stable; never rejects). */
  ensureStarted(): Promise<void>;
  /** 'Use chat here' after another tab took chat (stable). */
  takeOver(): void;
  /** A moderator invites a player into a group room; false when chat is not connected (stable). */
  invite(reciveId: string, roomId: string): boolean;
}

export function useChatSession(): ChatSessionView {
  const controller = useChatController();
  const snap = useSnapshot(controller.state);
  return {
    status: snap.status,
    self: snap.self as ChatSelf | null,
    isGuest: snap.isGuest,
    message: snap.message,
    ensureStarted: controller.ensureStarted,
    takeOver: controller.takeOver,
    invite: controller.invite,
  };
}
