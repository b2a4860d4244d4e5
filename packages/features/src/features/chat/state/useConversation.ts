// The hooks of one conversation: useRoomChat (a group room) and usePrivateChat (a partner). Both
// follow the conversation while mounted and give the same shape.
import type { ChatContact, ChatRoom } from '@jinli/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { ClientChatMessage, Conversation } from './conversation';
import { useChatController } from './chatSessionContext';

export interface ConversationView {
  messages: ClientChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The first page arrived. */
  loaded: boolean;
  loadOlder(): Promise<void>;
  sendText(text: string): void;
  sendImage(file: File): void;
  retry(clientId: string): void;
  remove(id: string): Promise<void>;
  /** Seconds of slow mode left (counts down each second). */
  cooldownSeconds: number;
  /** The last refusal or failure (the server's msg), null when none. */
  error: string | null;
  /** The service refused the conversation (403): why, kept on screen. */
  refused: string | null;
  clearError(): void;
  /** The list's scroll: at the bottom, live messages keep at most 100. */
  setAtBottom(atBottom: boolean): void;
}

export interface RoomChatView extends ConversationView {
  room: ChatRoom | null;
}

export interface PrivateChatView extends ConversationView {
  contact: ChatContact | null;
  /** The private conversation's room id (once the contact is read). */
  roomId: string | null;
}

const noop = () => {};
const noopAsync = async () => {};
const emptyState = {
  room: null,
  contact: null,
  messages: [] as ClientChatMessage[],
  hasOlder: false,
  loadingOlder: false,
  loaded: false,
  cooldownUntil: 0,
  error: null,
  refused: null,
};

function useConversationView(conversation: Conversation | null) {
  const controller = useChatController();
  useEffect(() => {
    if (!conversation) return;
    return controller.openConversation(conversation);
  }, [controller, conversation]);
  const snap = useSnapshot(conversation?.state ?? emptyProxy);
  const cooldownSeconds = useCountdown(snap.cooldownUntil);
  const actions = useMemo(
    () => ({
      loadOlder: conversation ? () => conversation.loadOlder() : noopAsync,
      sendText: conversation ? (text: string) => conversation.sendText(text) : noop,
      sendImage: conversation ? (file: File) => conversation.sendImage(file) : noop,
      retry: conversation ? (clientId: string) => conversation.retry(clientId) : noop,
      remove: conversation ? (id: string) => conversation.remove(id) : noopAsync,
      clearError: conversation ? () => conversation.clearError() : noop,
      setAtBottom: conversation ? (at: boolean) => conversation.setAtBottom(at) : noop,
    }),
    [conversation],
  );
  return {
    snap,
    view: {
      messages: snap.messages as ClientChatMessage[],
      hasOlder: snap.hasOlder,
      loadingOlder: snap.loadingOlder,
      loaded: snap.loaded,
      cooldownSeconds,
      error: snap.error,
      refused: snap.refused,
      ...actions,
    } satisfies ConversationView,
  };
}

// A stand-in for "no conversation" that useSnapshot accepts.
const emptyProxy = proxy({ ...emptyState });

/** Seconds until `until` (epoch ms), re-rendering each second while above zero. */
function useCountdown(until: number): number {
  const left = useCallback(() => Math.max(0, Math.ceil((until - Date.now()) / 1000)), [until]);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (left() <= 0) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next <= 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [left]);
  return seconds;
}

/** A group room's conversation (null: none). */
export function useRoomChat(roomId: string | null): RoomChatView {
  const controller = useChatController();
  const conversation = useMemo(
    () => (roomId ? controller.conversation({ type: 'room', roomId }) : null),
    [controller, roomId],
  );
  const { snap, view } = useConversationView(conversation);
  return { ...view, room: snap.room as ChatRoom | null };
}

/** A private conversation with `friendId` (null: none). */
export function usePrivateChat(friendId: string | null): PrivateChatView {
  const controller = useChatController();
  const conversation = useMemo(
    () => (friendId ? controller.conversation({ type: 'private', friendId }) : null),
    [controller, friendId],
  );
  const { snap, view } = useConversationView(conversation);
  const contact = snap.contact as ChatContact | null;
  return { ...view, contact, roomId: contact?.room_id ?? null };
}
