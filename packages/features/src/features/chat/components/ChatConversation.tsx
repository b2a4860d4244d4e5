// One conversation (a room, a private chat, customer service): the connection notice, the message
// list and the composer, on the chat hooks' state. Refusals and failures toast (spec §8: chat
// errors 1.5 s); a moderator's delete toasts 操作成功.
import { ChatComposer, toast, type ChatComposerTool } from '@jinli/ui';
import { CHAT_TEXT_MAX_LENGTH } from '@jinli/contract';
import { useContext, useEffect, type ReactNode } from 'react';
import { AppContext } from '../../../app/context/AppContext';
import type { ChatBubbleView, ViewChatMessage } from '../chatMessageView';
import { chatStrings as s } from '../strings';
import { ChatMessageList } from './ChatMessageList';
import { ChatStatusNotice, type ChatConnectionStatus } from './ChatStatusNotice';
import './ChatConversation.css';

/** Spec §8: chat error toasts stay 1.5 s. */
export const CHAT_ERROR_TOAST_MS = 1500;
/** Spec §8: success toasts stay 2 s. */
export const CHAT_SUCCESS_TOAST_MS = 2000;

/** What a conversation needs of useRoomChat / usePrivateChat. */
export interface ConversationState {
  messages: readonly ViewChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder(): Promise<void>;
  sendText(text: string): void;
  sendImage(file: File): void;
  retry(clientId: string): void;
  remove(id: string): Promise<void>;
  cooldownSeconds: number;
  error: string | null;
  /** The service refused the conversation: why, shown in place of the messages and composer. */
  refused?: string | null;
  /** The first page arrived (sending waits until then). Default true. */
  loaded?: boolean;
  /** Forget the error once shown. */
  clearError?(): void;
  /** The reader is at the bottom (the hooks keep at most 100 live messages then). */
  setAtBottom?(atBottom: boolean): void;
}

export interface ChatConversationProps {
  chat: ConversationState;
  status: ChatConnectionStatus;
  onTakeOver(): void;
  selfId: string | null;
  chatOrigin: string;
  /** Read only: why (shown instead of the composer). */
  readOnlyText?: string | null;
  /** Offer 删除 on messages (moderators in group rooms). */
  canDelete?: boolean;
  onSenderTap?(message: ChatBubbleView): void;
  canTapSender?(message: ChatBubbleView): boolean;
  /** Image sending offered. Default true. */
  allowImages?: boolean;
  emptyText?: string;
  placeholder?: string;
  /** Draws card messages (red packets) in place of their bubble. */
  renderCard?(message: ChatBubbleView): ReactNode;
  /** Further composer actions (发红包). */
  composerTools?: readonly ChatComposerTool[];
  /** Shown over the top of the messages (the award notice). */
  overlay?: ReactNode;
  /** The company's UTC offset the times are written at (useChatUtcOffset); UTC+8 by default. */
  offsetMinutes?: number;
}

export function ChatConversation({
  chat,
  status,
  onTakeOver,
  selfId,
  chatOrigin,
  readOnlyText,
  canDelete = false,
  onSenderTap,
  canTapSender,
  allowImages = true,
  emptyText,
  placeholder = s.placeholder,
  renderCard,
  composerTools,
  overlay,
  offsetMinutes,
}: ChatConversationProps) {
  const { error, clearError } = chat;
  useEffect(() => {
    if (!error) return;
    toast.show(error, { durationMs: CHAT_ERROR_TOAST_MS });
    clearError?.();
  }, [error, clearError]);

  const remove = (id: string) => {
    chat.remove(id).then(
      () => toast.show(s.operationSuccess, { durationMs: CHAT_SUCCESS_TOAST_MS }),
      (error: unknown) =>
        toast.show(
          error && typeof error === 'object' && 'msg' in error && typeof error.msg === 'string'
            ? error.msg
            : s.systemError,
          { durationMs: CHAT_ERROR_TOAST_MS },
        ),
    );
  };

  const blocked = status === 'tabLimit';
  // The brand's drawing of messages; outside an app (a story) the default bubbles.
  const messageStyle = useContext(AppContext)?.switches.chatMessageStyle;
  return (
    <section className="jl-chat-conversation" data-testid="chat-conversation" data-status={status}>
      <ChatStatusNotice status={status} onTakeOver={onTakeOver} />
      {overlay ? <div className="jl-chat-conversation__overlay">{overlay}</div> : null}
      <ChatMessageList
        messages={chat.messages}
        selfId={selfId}
        chatOrigin={chatOrigin}
        hasOlder={chat.hasOlder}
        loadingOlder={chat.loadingOlder}
        onLoadOlder={() => void chat.loadOlder()}
        onRetry={chat.retry}
        onAtBottomChange={chat.setAtBottom}
        onDelete={canDelete ? remove : undefined}
        onSenderTap={onSenderTap}
        canTapSender={canTapSender}
        renderCard={renderCard}
        emptyText={chat.refused ?? emptyText}
        offsetMinutes={offsetMinutes}
        variant={messageStyle}
      />
      <ChatComposer
        onSendText={chat.sendText}
        onPickImage={allowImages ? chat.sendImage : undefined}
        readOnlyText={blocked ? s.tabLimit : (chat.refused ?? readOnlyText)}
        sendDisabled={chat.loaded === false}
        cooldownSeconds={chat.cooldownSeconds}
        maxLength={CHAT_TEXT_MAX_LENGTH}
        placeholder={placeholder}
        sendLabel={s.send}
        emojiLabel={s.emoji}
        imageLabel={s.image}
        inputLabel={s.input}
        tools={composerTools}
      />
    </section>
  );
}
