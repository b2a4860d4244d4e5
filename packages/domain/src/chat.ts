// Chat rules of spec §5 and §4: which messages a room keeps and in what order, which count as
// failed, when private-message and invite prompts appear, and chat maintenance.
import type { ChatConfig } from '@jinli/contract';
import { isWithinWindow, parseMaintenanceWindow } from './maintenance';
import { SYSTEM_UTC_OFFSET_MINUTES, type TimeInput, toEpochMs, utcOffsetOfTimeZone } from './time';

/** Chat texts. */
export const CHAT_TEXT = {
  /** Chat unavailable (HTTP 405, or the floating icon while unavailable). */
  unavailable: '聊天室目前不可用',
  /** Entry refused during chat maintenance (0.5 s). */
  maintenance: '系统在维护中，请稍等！',
} as const;

/** Messages with this command are never shown in a room. */
export const HIDDEN_CHAT_COMMAND = 70;
/** A sending message with this many retries or more is no longer offered for resending. */
export const CHAT_MAX_RETRIES = 2;

/** The parts of a chat message these rules read. */
export interface ChatMessageLike {
  id: string | number;
  created_at?: TimeInput | null;
  command?: number | string | null;
  content?: {
    userinfo?: { user_id?: string | number; chatLevel?: number | string | null } | null;
  } | null;
  sending?: boolean;
  uploading?: boolean;
  retry?: number;
}

/** A message is kept when it has content with userinfo and its command is not 70. */
export function isKeptChatMessage(message: ChatMessageLike): boolean {
  return (
    !!message.content &&
    !!message.content.userinfo &&
    Number(message.command) !== HIDDEN_CHAT_COMMAND
  );
}

/**
 * The room's message list after new messages arrive: kept messages only, one per id (a later
 * copy replaces an earlier one, e.g. the server's echo of a message being sent), sorted by
 * created_at ascending. Equal or unreadable times keep arrival order, unreadable ones last.
 */
export function mergeChatMessages<M extends ChatMessageLike>(
  current: readonly M[],
  incoming: readonly M[] = [],
): M[] {
  const byId = new Map<string, { message: M; order: number }>();
  let order = 0;
  for (const message of [...current, ...incoming]) {
    if (!isKeptChatMessage(message)) continue;
    const key = String(message.id);
    const previous = byId.get(key);
    byId.set(key, { message, order: previous?.order ?? order });
    order += 1;
  }
  const time = (m: M): number => toEpochMs(m.created_at) ?? Infinity;
  return [...byId.values()]
    .sort((a, b) => {
      const ta = time(a.message);
      const tb = time(b.message);
      return ta === tb ? a.order - b.order : ta < tb ? -1 : 1;
    })
    .map((entry) => entry.message);
}

/** A message shows as failed (offering a resend) while sending, not uploading, with fewer than 2 retries. */
export function isFailedChatMessage(
  message: Pick<ChatMessageLike, 'sending' | 'uploading' | 'retry'>,
): boolean {
  return (
    message.sending === true &&
    message.uploading !== true &&
    (message.retry ?? 0) < CHAT_MAX_RETRIES
  );
}

/** A private message pushed to the client. */
export interface PrivateMessageContent {
  reciveId: string | number;
  room_id?: string | number;
  userinfo: { user_id: string | number; chatLevel?: number | string | null };
}

/** Route prefixes where no private-message prompt interrupts (the game screens). */
export const PRIVATE_PROMPT_QUIET_SECTIONS = ['game-center', 'game', 'lucky-niu-niu'] as const;

/**
 * Whether to prompt about a private message: it is for the current user, the sender has chat
 * level 2, the current user does not, and the user is not on a game-center, game or
 * lucky-niu-niu page nor already in the private chat with that sender
 * (/chat-rooms/{room_id}/friends/{sender}).
 */
export function shouldPromptPrivateMessage(
  content: PrivateMessageContent,
  currentUser: { id: string | number; chatLevel?: number | string | null },
  pathname: string,
): boolean {
  if (String(content.reciveId) !== String(currentUser.id)) return false;
  if (Number(content.userinfo.chatLevel) !== 2 || Number(currentUser.chatLevel) === 2) return false;
  const segments =
    pathname
      .split('?')[0]
      ?.split('/')
      .filter((s) => s !== '') ?? [];
  if ((PRIVATE_PROMPT_QUIET_SECTIONS as readonly string[]).includes(segments[0] ?? ''))
    return false;
  const inThatChat =
    segments[0] === 'chat-rooms' &&
    segments[2] === 'friends' &&
    segments[3] === String(content.userinfo.user_id);
  return !inThatChat;
}

/** Prompt about an invite when it names a room other than the one the user is in (or the user is in none). */
export function shouldPromptInvite(
  inviteRoomId: string | number,
  currentRoomId: string | number | null | undefined,
): boolean {
  return (
    currentRoomId === null ||
    currentRoomId === undefined ||
    String(inviteRoomId) !== String(currentRoomId)
  );
}

/**
 * Chat is in maintenance when enable_chat_maintenance is '1' and `nowMs` is inside the configured
 * start~end (read in sys_config.time_zone, UTC+8 by default); with the flag on and no readable
 * window, the flag alone decides.
 */
export function isChatInMaintenance(config: ChatConfig | null | undefined, nowMs: number): boolean {
  if (config?.enable_chat_maintenance?.configValue?.trim() !== '1') return false;
  const { start = '', end = '' } = config.chat_maintenance_config ?? {};
  const offset =
    utcOffsetOfTimeZone(config.sys_config?.time_zone, nowMs) ?? SYSTEM_UTC_OFFSET_MINUTES;
  const window = parseMaintenanceWindow(`${start}~${end}`, offset);
  return window === null || isWithinWindow(window, nowMs, offset);
}
