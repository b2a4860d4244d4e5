import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, MouseEvent as ReactMouseEvent, ReactNode } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './ChatMessageBubble.css';

/** An action offered on a message (long press, right click or its ⋯ button), e.g. 删除. */
export interface ChatMessageAction {
  label: string;
  onSelect(): void;
  /** Shown in the danger colour. */
  danger?: boolean;
}

/** An image a message carries. */
export interface ChatMessageImage {
  /** The thumbnail (or the local preview while uploading). */
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * How a message is drawn: 'bubble' (a bubble, the sender's colour a stripe on it), 'tail' (a
 * rounder bubble with a tail toward the sender), 'line' (a flat timeline line, everyone's on the
 * left, ruled from the next), 'card' (a card holding name and text, the name a badge) or 'quote'
 * (no frame: the text set like a quotation under a hairline in the sender's colour, spaced apart).
 */
export type ChatMessageVariant = 'bubble' | 'tail' | 'line' | 'card' | 'quote';

/** Props of {@link ChatMessageBubble}. */
export interface ChatMessageBubbleProps {
  /** The viewer's own message: on the right. */
  mine?: boolean;
  nickname: string;
  /** Drawn beside the bubble (an avatar). */
  avatar?: ReactNode;
  /** The sender's chat colour (a CSS colour): the bubble's stripe, tint and the name. */
  color?: string;
  /** Shown after the name, e.g. 12:30. */
  time?: string;
  /** A short role tag after the name, e.g. 管理员 or 客服. */
  tag?: string;
  /** Plain text; rendered as text, never as HTML. */
  text?: string;
  image?: ChatMessageImage;
  /** Drawn instead of the bubble (a red packet's card): no bubble frame around it. */
  card?: ReactNode;
  /** A tap on the image (opens the preview). */
  onImageClick?(): void;
  /** sending: greyed; uploading: with `progress`; failed: with the resend button. Default 'sent'. */
  state?: 'sent' | 'sending' | 'uploading' | 'failed';
  /** Upload progress 0-100 while uploading. */
  progress?: number;
  /** Why it failed, e.g. 发送失败 or the server's refusal. */
  failedText?: string;
  /** Label of the resend button. Default 重发. */
  retryLabel?: string;
  onRetry?(): void;
  actions?: ChatMessageAction[];
  /** Accessible name of the ⋯ button. Default 更多操作. */
  actionsLabel?: string;
  /** How the message is drawn (the brand's choice). Default 'bubble'. */
  variant?: ChatMessageVariant;
  className?: string;
}

/** How long a press must last to open the actions, ms. */
export const CHAT_LONG_PRESS_MS = 500;

function fitImage(width: number, height: number, max = 180): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: max, height: max };
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(48, Math.round(width * scale)),
    height: Math.max(48, Math.round(height * scale)),
  };
}

/**
 * One chat message: avatar, name (in the sender's chat colour) with a role tag and the time, and
 * the bubble with plain text or an image thumbnail. A message being sent shows greyed, an upload its
 * progress, a failed one a resend button. With `actions`, a long press, a right click or the ⋯
 * button opens a small menu (a moderator's 删除).
 */
export function ChatMessageBubble({
  mine = false,
  nickname,
  avatar,
  color,
  time,
  tag,
  text,
  image,
  card,
  onImageClick,
  state = 'sent',
  progress,
  failedText,
  retryLabel = '重发',
  onRetry,
  actions,
  actionsLabel = '更多操作',
  variant = 'bubble',
  className,
}: ChatMessageBubbleProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const hasActions = !!actions && actions.length > 0;

  useEffect(() => () => clearTimeout(pressTimer.current), []);
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [menuOpen]);

  const pressHandlers = hasActions
    ? {
        onPointerDown: () => {
          clearTimeout(pressTimer.current);
          pressTimer.current = setTimeout(() => setMenuOpen(true), CHAT_LONG_PRESS_MS);
        },
        onPointerUp: () => clearTimeout(pressTimer.current),
        onPointerLeave: () => clearTimeout(pressTimer.current),
        onPointerCancel: () => clearTimeout(pressTimer.current),
        onContextMenu: (event: ReactMouseEvent) => {
          event.preventDefault();
          setMenuOpen(true);
        },
      }
    : {};

  const style = color ? ({ '--jl-chat-accent': color } as CSSProperties) : undefined;
  const size = image ? fitImage(image.width, image.height) : null;

  return (
    <div
      ref={rootRef}
      className={cx(
        'jl-chat-msg',
        `jl-chat-msg--${variant}`,
        mine && 'jl-chat-msg--mine',
        card != null && 'jl-chat-msg--with-card',
        color && 'jl-chat-msg--colored',
        state !== 'sent' && `jl-chat-msg--${state}`,
        className,
      )}
      style={style}
      data-state={state}
    >
      {avatar ? <div className="jl-chat-msg__avatar">{avatar}</div> : null}
      <div className="jl-chat-msg__body">
        <div className="jl-chat-msg__meta">
          <span className="jl-chat-msg__name">{nickname}</span>
          {tag ? <span className="jl-chat-msg__tag">{tag}</span> : null}
          {time ? <time className="jl-chat-msg__time">{time}</time> : null}
          {hasActions ? (
            <button
              type="button"
              className="jl-chat-msg__more"
              aria-label={actionsLabel}
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
            >
              ⋯
            </button>
          ) : null}
        </div>
        <div className="jl-chat-msg__row">
          {card ? (
            <div className="jl-chat-msg__card" {...pressHandlers}>
              {card}
            </div>
          ) : (
            <div className="jl-chat-msg__bubble" {...pressHandlers}>
              {image && size ? (
                <button
                  type="button"
                  className="jl-chat-msg__image"
                  onClick={onImageClick}
                  style={{ width: size.width, height: size.height }}
                  aria-label={image.alt}
                >
                  <img
                    src={image.src}
                    alt=""
                    width={size.width}
                    height={size.height}
                    loading="lazy"
                  />
                  {state === 'uploading' ? (
                    <span
                      className="jl-chat-msg__progress"
                      role="progressbar"
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(progress ?? 0)}
                    >
                      {Math.round(progress ?? 0)}%
                    </span>
                  ) : null}
                </button>
              ) : null}
              {text ? <span className="jl-chat-msg__text">{text}</span> : null}
            </div>
          )}
          {state === 'failed' ? (
            <span className="jl-chat-msg__failed">
              {failedText ? <span className="jl-chat-msg__failed-text">{failedText}</span> : null}
              {onRetry ? (
                <button type="button" className="jl-chat-msg__retry" onClick={onRetry}>
                  {retryLabel}
                </button>
              ) : null}
            </span>
          ) : null}
        </div>
        {menuOpen && hasActions ? (
          <div className="jl-chat-msg__menu" role="menu">
            {actions.map((action) => (
              <button
                key={action.label}
                type="button"
                role="menuitem"
                className={cx(
                  'jl-chat-msg__menu-item',
                  action.danger && 'jl-chat-msg__menu-item--danger',
                )}
                onClick={() => {
                  setMenuOpen(false);
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
