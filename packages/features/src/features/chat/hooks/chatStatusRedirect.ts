// What a chat page does when the chat session ends badly (spec §4, §8): unavailable (405) → home
// with 聊天室目前不可用 (0.5 s); maintenance → 系统在维护中，请稍等！ (0.5 s) and out of the room;
// token failure → back to the chat list, or home from the list; signed in elsewhere → logged out
// and the page reloads.
import { CHAT_ROOMS_PATH } from '../chatPaths';
import type { ChatConnectionStatus } from '../components/ChatStatusNotice';
import { chatStrings as s } from '../strings';

/** Spec §5/§8: the unavailable and maintenance toasts stay 0.5 s. */
export const CHAT_NOTICE_TOAST_MS = 500;

export type ChatStatusAction =
  | { kind: 'none' }
  | { kind: 'leave'; to: string; toast: string }
  | { kind: 'logout'; toast: string };

/**
 * The action for `status` on a chat page at `pathname`. `message` is the server's reason with the
 * stop (the enable check's msg, e.g. a muted player's 您已被禁言…); without one the spec's texts.
 */
export function chatStatusAction(
  status: ChatConnectionStatus,
  pathname: string,
  message: string | null = null,
): ChatStatusAction {
  const onList = pathname === CHAT_ROOMS_PATH;
  switch (status) {
    case 'unavailable':
      return { kind: 'leave', to: '/', toast: message || s.unavailable };
    case 'maintenance':
      return onList
        ? { kind: 'none' }
        : { kind: 'leave', to: CHAT_ROOMS_PATH, toast: s.maintenance };
    case 'tokenInvalid':
      return { kind: 'leave', to: onList ? '/' : CHAT_ROOMS_PATH, toast: s.tokenInvalid };
    case 'kicked':
      return { kind: 'logout', toast: message || s.kicked };
    default:
      return { kind: 'none' };
  }
}
