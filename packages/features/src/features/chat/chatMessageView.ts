// How one chat message shows (spec §3, §5): whose it is, its state (sending, uploading with
// progress, failed with or without a resend), the sender's chat colour and role, and its time.
import type { ChatHongbaoCard, ChatMessage } from '@jinli/contract';
import { CHAT_MODERATOR_LEVEL } from '@jinli/contract';
import {
  CHAT_MAX_RETRIES,
  formatEpochMs,
  SYSTEM_UTC_OFFSET_MINUTES,
  themeColorOf,
  wallTimeOf,
} from '@jinli/domain';
import { chatStrings as s } from './strings';

/** A message as the chat hooks hold it (the server's, plus the client's sending state). */
export type ViewChatMessage = ChatMessage & {
  sending?: boolean;
  uploading?: boolean;
  /** Upload progress 0..1. */
  progress?: number;
  retry?: number;
  /** Why sending failed (set when it did). */
  failedMsg?: string;
  /** A local preview of an image being uploaded. */
  localImageUrl?: string;
};

export interface ChatBubbleView {
  id: string;
  system: boolean;
  mine: boolean;
  senderId: string;
  /** The sender's chat level (2: moderator or service). */
  senderLevel: number;
  nickname: string;
  avatarId: number;
  tag: string | undefined;
  color: string | undefined;
  time: string;
  text: string | undefined;
  image: { src: string; fullSrc: string; width: number; height: number } | undefined;
  /** A red packet's card (type 'hongbao'). */
  hongbao: ChatHongbaoCard | undefined;
  state: 'sent' | 'sending' | 'uploading' | 'failed';
  /** Upload progress in percent 0-100. */
  progress: number | undefined;
  failedText: string | undefined;
  /** A resend is offered: failed with fewer than CHAT_MAX_RETRIES (2) retries. */
  canRetry: boolean;
}

/**
 * HH:mm today, MM-DD HH:mm on another day, as the clock reads at `offsetMinutes` (the company's
 * zone: chat config sys_config.time_zone, UTC+8 by default), never the device's: the room and the
 * red packet's detail must show one time for one packet wherever the phone is set.
 */
export function chatTimeText(
  epochMs: number,
  nowMs = Date.now(),
  offsetMinutes: number = SYSTEM_UTC_OFFSET_MINUTES,
): string {
  const at = wallTimeOf(epochMs, offsetMinutes);
  const today = wallTimeOf(nowMs, offsetMinutes);
  const sameDay = at.year === today.year && at.month === today.month && at.day === today.day;
  return formatEpochMs(epochMs, sameDay ? 'HH:mm' : 'MM-DD HH:mm', offsetMinutes);
}

/**
 * The badge by a sender's name: customer service wears its own (客服) though it has the
 * moderators' chat level; moderators 管理员; players none.
 */
function senderTag(info: ViewChatMessage['content']['userinfo']): string | undefined {
  if (info.isService === 1) return s.serviceTag;
  return info.chatLevel >= CHAT_MODERATOR_LEVEL ? s.moderatorTag : undefined;
}

/**
 * A chat-service path on the chat origin; http(s), blob: and data:image URLs stay as they are, any
 * other scheme (javascript:, file:) becomes '' so a hostile URL never reaches an element.
 */
export function chatAssetUrl(url: string, chatOrigin: string): string {
  if (/^(?:https?:|blob:|data:image\/|\/\/)/i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return '';
  return `${chatOrigin}${url.startsWith('/') ? '' : '/'}${url}`;
}

function messageState(message: ViewChatMessage): ChatBubbleView['state'] {
  if (message.uploading) return 'uploading';
  if (message.failedMsg !== undefined) return 'failed';
  if (message.sending) return 'sending';
  return 'sent';
}

export function chatBubbleView(
  message: ViewChatMessage,
  selfId: string | null,
  chatOrigin: string,
  nowMs = Date.now(),
  /** The company's UTC offset (useChatUtcOffset); UTC+8 by default. */
  offsetMinutes: number = SYSTEM_UTC_OFFSET_MINUTES,
): ChatBubbleView {
  const info = message.content.userinfo;
  const state = messageState(message);
  const image = message.content.image;
  const localImage = message.localImageUrl;
  return {
    id: message.id,
    system: message.content.type === 'system',
    mine: selfId !== null && info.user_id === selfId,
    senderId: info.user_id,
    senderLevel: info.chatLevel,
    nickname: info.nickname,
    avatarId: info.avatarId,
    tag: senderTag(info),
    color: themeColorOf(info.color)?.color,
    time: chatTimeText(message.created_at, nowMs, offsetMinutes),
    text:
      message.content.type === 'text' || message.content.type === 'system'
        ? message.content.body
        : undefined,
    image:
      image || localImage
        ? {
            src: localImage ?? chatAssetUrl(image?.thumbUrl ?? '', chatOrigin),
            fullSrc: localImage ?? chatAssetUrl(image?.url ?? '', chatOrigin),
            width: image?.width ?? 0,
            height: image?.height ?? 0,
          }
        : undefined,
    hongbao: message.content.type === 'hongbao' ? message.content.hongbao : undefined,
    state,
    progress: message.progress === undefined ? undefined : Math.round(message.progress * 100),
    failedText: state === 'failed' ? message.failedMsg || s.failed : undefined,
    canRetry: state === 'failed' && (message.retry ?? 0) < CHAT_MAX_RETRIES,
  };
}
