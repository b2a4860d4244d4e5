// Who may do what in chat (spec §6), as pure functions of the sender's state as it is now (read
// per send, so a mute or a level change counts at once) and the room. Each answers the refusal
// text of CHAT_REFUSAL, or null when allowed.
import { CHAT_MODERATOR_LEVEL, CHAT_REFUSAL, CHAT_TEXT_MAX_LENGTH } from '@jinli/contract';

/** A sender's standing, fresh from the database. */
export interface SenderState {
  userId: string;
  isGuest: boolean;
  /** A customer-service account. */
  isService: boolean;
  /** userInfo.enableChat. */
  enableChat: boolean;
  /** The VIP level's enableChat (vip_rule.enable_chat; true when the level has no rule). */
  vipEnableChat: boolean;
  chatLevel: number;
  /** The player's avatar and chat colour as they are now (a message carries them; guests 0 and 1). */
  avatarId: number;
  color: number;
}

/** Moderators (chat level 2) and service accounts delete, invite and private-message anyone. */
export const isModerator = (s: Pick<SenderState, 'chatLevel' | 'isService' | 'isGuest'>) =>
  !s.isGuest && (s.isService || s.chatLevel === CHAT_MODERATOR_LEVEL);

/** Why `sender` may not write in a group room of `minChatLevel`, or null. */
export function roomRefusal(sender: SenderState, minChatLevel: number): string | null {
  if (sender.isGuest) return CHAT_REFUSAL.guestServiceOnly;
  if (sender.isService) return null;
  if (!sender.enableChat) return CHAT_REFUSAL.muted;
  if (!sender.vipEnableChat) return CHAT_REFUSAL.vipDenied;
  if (sender.chatLevel < minChatLevel) return CHAT_REFUSAL.levelTooLow;
  return null;
}

/** The receiver of a private message as the rule needs it. */
export interface ReceiverState {
  isGuest: boolean;
  isService: boolean;
  chatLevel: number;
}

/**
 * Why `sender` may not private-message `receiver`, or null. Guests talk to service accounts only;
 * players to moderators and service accounts only; moderators and service accounts to anyone. A
 * muted player (or one whose VIP level may not chat) can still reach customer service: that is the
 * way out for a player with a problem.
 */
export function privateRefusal(sender: SenderState, receiver: ReceiverState): string | null {
  if (sender.isGuest) return receiver.isService ? null : CHAT_REFUSAL.guestServiceOnly;
  if (isModerator(sender)) return null;
  if (receiver.isService) return null;
  if (!sender.enableChat) return CHAT_REFUSAL.muted;
  if (!sender.vipEnableChat) return CHAT_REFUSAL.vipDenied;
  if (receiver.isGuest || receiver.chatLevel !== CHAT_MODERATOR_LEVEL) {
    return CHAT_REFUSAL.privateNotAllowed;
  }
  return null;
}

/** Code points of `text` (what CHAT_TEXT_MAX_LENGTH counts). */
export const codePoints = (text: string) => [...text].length;

/**
 * The text as stored: line ends normalised, control characters other than line breaks and tabs
 * removed, trimmed; null when it is empty or longer than CHAT_TEXT_MAX_LENGTH.
 */
export function cleanText(body: string): string | null {
  const text = body
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  const length = codePoints(text);
  return length === 0 || length > CHAT_TEXT_MAX_LENGTH ? null : text;
}
