// The scrolling list of a conversation (spec §5, §9): opens at the newest message, loads the
// previous page (150) when scrolled to the top and keeps the reader's place while it arrives,
// follows new messages while the reader is at the bottom and counts them in a pill otherwise.
import { SYSTEM_UTC_OFFSET_MINUTES } from '@jinli/domain';
import {
  ChatMessageBubble,
  ChevronDownIcon,
  ImagePreview,
  Loading,
  type ChatMessageVariant,
} from '@jinli/ui';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { chatBubbleView, type ChatBubbleView, type ViewChatMessage } from '../chatMessageView';
import { chatStrings as s } from '../strings';
import { ChatAvatar } from './ChatAvatar';
import './ChatMessageList.css';

/** Within this many px of the bottom the list follows new messages. */
const FOLLOW_THRESHOLD_PX = 80;
/** Within this many px of the top the previous page loads. */
const LOAD_OLDER_THRESHOLD_PX = 40;

export interface ChatMessageListProps {
  messages: readonly ViewChatMessage[];
  /** The viewer's user_id (their messages on the right). */
  selfId: string | null;
  chatOrigin: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  onRetry(clientId: string): void;
  /** Told when the reader reaches or leaves the bottom. */
  onAtBottomChange?(atBottom: boolean): void;
  /** Offered on others' messages (moderators). */
  onDelete?(id: string): void;
  /** A tap on a sender's avatar (opens a private chat), when that sender may be written to. */
  onSenderTap?(message: ChatBubbleView): void;
  canTapSender?(message: ChatBubbleView): boolean;
  /** Draws a card message (a red packet) in place of its bubble; without it such messages show empty. */
  renderCard?(message: ChatBubbleView): ReactNode;
  emptyText?: string;
  /** The company's UTC offset the times are written at (useChatUtcOffset); UTC+8 by default. */
  offsetMinutes?: number;
  /** How the messages are drawn (the brand's FeatureSwitches.chatMessageStyle). Default 'bubble'. */
  variant?: ChatMessageVariant;
}

export function ChatMessageList({
  messages,
  selfId,
  chatOrigin,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onAtBottomChange,
  onDelete,
  onSenderTap,
  canTapSender,
  renderCard,
  emptyText = s.noMessagesYet,
  offsetMinutes = SYSTEM_UTC_OFFSET_MINUTES,
  variant = 'bubble',
}: ChatMessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ firstId?: string; lastId?: string; height: number; count: number }>({
    height: 0,
    count: 0,
  });
  const [unseen, setUnseen] = useState(0);
  const [preview, setPreview] = useState<number | null>(null);

  const views = useMemo(
    () =>
      messages.map((message) =>
        chatBubbleView(message, selfId, chatOrigin, Date.now(), offsetMinutes),
      ),
    [messages, selfId, chatOrigin, offsetMinutes],
  );
  const images = useMemo(
    () => views.flatMap((view) => (view.image ? [view.image.fullSrc] : [])),
    [views],
  );

  // Before paint: keep the reader's place when older messages arrive above, follow new ones at
  // the bottom (always for the viewer's own), or count them for the pill.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const before = previous.current;
    const first = views[0]?.id;
    const last = views[views.length - 1];
    if (el) {
      if (before.count === 0) {
        el.scrollTop = el.scrollHeight;
        atBottom.current = true;
      } else if (first !== before.firstId && last?.id === before.lastId) {
        el.scrollTop += el.scrollHeight - before.height;
      } else if (last && last.id !== before.lastId) {
        if (atBottom.current || last.mine) {
          el.scrollTop = el.scrollHeight;
          setUnseen(0);
        } else {
          const index = views.findIndex((view) => view.id === before.lastId);
          const added = index >= 0 ? views.length - 1 - index : 1;
          setUnseen((n) => n + Math.max(1, added));
        }
      }
      previous.current = {
        firstId: first,
        lastId: last?.id,
        height: el.scrollHeight,
        count: views.length,
      };
    }
  }, [views]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const nowAtBottom = el.scrollHeight - el.scrollTop - el.clientHeight <= FOLLOW_THRESHOLD_PX;
    if (nowAtBottom !== atBottom.current) onAtBottomChange?.(nowAtBottom);
    atBottom.current = nowAtBottom;
    previous.current.height = el.scrollHeight;
    if (atBottom.current && unseen > 0) setUnseen(0);
    if (el.scrollTop <= LOAD_OLDER_THRESHOLD_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  const toBottom = () => {
    const el = scrollRef.current;
    if (el) el.scrollTo({ top: el.scrollHeight });
    if (!atBottom.current) onAtBottomChange?.(true);
    atBottom.current = true;
    setUnseen(0);
  };

  let imageIndex = 0;
  return (
    <div className="jl-chat-list" data-variant={variant}>
      <div
        ref={scrollRef}
        className="jl-chat-list__scroll"
        onScroll={onScroll}
        data-testid="chat-messages"
        role="log"
        aria-label={s.messagesLabel}
        aria-live="polite"
        aria-relevant="additions"
        // Scrolled by the keyboard too (axe: scrollable-region-focusable): a guest's log holds
        // nothing focusable to scroll it with.
        tabIndex={0}
      >
        <div className="jl-chat-list__top">
          {loadingOlder ? (
            <Loading size={16} label={s.loadingOlder} status={false} />
          ) : hasOlder ? null : views.length > 0 ? (
            <span>{s.noOlder}</span>
          ) : null}
        </div>
        {views.length === 0 && !loadingOlder ? (
          <p className="jl-chat-list__empty">{emptyText}</p>
        ) : null}
        {views.map((view, i) => {
          const source = messages[i];
          if (view.system) {
            return (
              <p key={view.id} className="jl-chat-list__system" data-testid="chat-system">
                {view.text}
              </p>
            );
          }
          const myImageIndex = view.image ? imageIndex++ : -1;
          const tappable = !view.mine && !!onSenderTap && (canTapSender?.(view) ?? true);
          const avatar = <ChatAvatar avatarId={view.avatarId} nickname={view.nickname} />;
          return (
            <div key={view.id} data-testid="chat-message" data-mine={view.mine} data-id={view.id}>
              <ChatMessageBubble
                variant={variant}
                mine={view.mine}
                nickname={view.nickname}
                avatar={
                  tappable ? (
                    <button
                      type="button"
                      className="jl-chat-list__avatar-button"
                      aria-label={`${s.privateChat} ${view.nickname}`}
                      onClick={() => onSenderTap?.(view)}
                    >
                      {avatar}
                    </button>
                  ) : (
                    avatar
                  )
                }
                color={view.color}
                time={view.time}
                tag={view.tag}
                text={view.text}
                card={view.hongbao ? renderCard?.(view) : undefined}
                image={
                  view.image
                    ? {
                        src: view.image.src,
                        width: view.image.width,
                        height: view.image.height,
                        alt: s.imageAlt,
                      }
                    : undefined
                }
                onImageClick={() => setPreview(myImageIndex)}
                state={view.state}
                progress={view.progress}
                failedText={view.failedText}
                retryLabel={s.retry}
                onRetry={
                  view.canRetry ? () => onRetry(source?.content.client_id ?? view.id) : undefined
                }
                actions={
                  onDelete && view.state === 'sent'
                    ? [{ label: s.remove, danger: true, onSelect: () => onDelete(view.id) }]
                    : undefined
                }
                actionsLabel={s.actions}
              />
            </div>
          );
        })}
      </div>
      {unseen > 0 ? (
        <button
          type="button"
          className="jl-chat-list__pill"
          onClick={toBottom}
          data-testid="chat-new-pill"
        >
          {s.newMessages(unseen)}
          <ChevronDownIcon className="jl-inline-icon" />
        </button>
      ) : null}
      <ImagePreview
        open={preview !== null}
        images={images}
        index={preview ?? 0}
        onIndexChange={setPreview}
        onClose={() => setPreview(null)}
        ariaLabel={s.imagePreview}
      />
    </div>
  );
}
