// The client's mirror of spec §6 for what a screen offers (the server decides): why a room is read
// only, who may delete, and whom a private chat may be opened with.
import type { ChatRoom, ChatSelf } from '@jinli/contract';
import { CHAT_MODERATOR_LEVEL, CHAT_REFUSAL } from '@jinli/contract';
import { chatStrings as s } from './strings';

/** Why the viewer cannot send in `room` (null: they can). Guests only read group rooms. */
export function roomReadOnlyReason(room: ChatRoom | null, self: ChatSelf | null): string | null {
  if (self?.isGuest) return s.guestReadOnly;
  if (!room || room.enable_chat === 1) return null;
  if (room.readonly_reason) return room.readonly_reason;
  if (self?.enableChat === 0) return CHAT_REFUSAL.muted;
  if (self && self.chatLevel < room.min_chat_level) return CHAT_REFUSAL.levelTooLow;
  return s.readOnly;
}

/** Moderators (chat level 2) delete room messages. */
export function isModerator(self: ChatSelf | null): boolean {
  return !!self && !self.isGuest && self.chatLevel >= CHAT_MODERATOR_LEVEL;
}

/** A private chat needs a moderator (or service account) on one side; guests only reach service. */
export function canOpenPrivateChat(self: ChatSelf | null, partnerChatLevel: number): boolean {
  if (!self || self.isGuest) return false;
  return isModerator(self) || self.isService || partnerChatLevel >= CHAT_MODERATOR_LEVEL;
}
