import { useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { CHAT_EMOJI } from './chatEmoji';
import '../styles/tokens.css';
import './ChatComposer.css';

/** A further action in the bar (e.g. 发红包), an icon button after the image button. */
export interface ChatComposerTool {
  key: string;
  /** Accessible name. */
  label: string;
  /** An SVG icon (1em, currentColor). */
  icon: ReactNode;
  onSelect(): void;
}

/** Props of {@link ChatComposer}. */
export interface ChatComposerProps {
  /** Called with the trimmed text (never empty); the field is cleared. */
  onSendText(text: string): void;
  /** Called with a picked image; without it there is no image button. */
  onPickImage?(file: File): void;
  /** Read only: the reason shown instead of the field (e.g. the server's refusal). */
  readOnlyText?: string | null;
  /** Not ready to send yet (the conversation is still loading): typing works, sending waits. */
  sendDisabled?: boolean;
  /** Slow mode: seconds until the next message may go; the send button counts down. Default 0. */
  cooldownSeconds?: number;
  /** Longest text, characters. Default 500. */
  maxLength?: number;
  placeholder?: string;
  /** Default 发送. */
  sendLabel?: string;
  /** Accessible name of the emoji button. Default 表情. */
  emojiLabel?: string;
  /** Accessible name of the image button. Default 发送图片. */
  imageLabel?: string;
  /** Accessible name of the text field. Default 输入消息. */
  inputLabel?: string;
  /** Further actions after the image button. */
  tools?: readonly ChatComposerTool[];
  className?: string;
}

/** Characters (code points) of a text, as the server counts them. */
function lengthOf(text: string): number {
  return Array.from(text).length;
}

/**
 * The bar under a chat: text field, emoji panel, image picker and send button. Enter sends (not
 * while an IME is composing), Shift+Enter breaks the line. In slow mode the send button shows the
 * seconds left; a read-only chat shows its reason instead of the field.
 */
export function ChatComposer({
  onSendText,
  onPickImage,
  readOnlyText,
  sendDisabled = false,
  cooldownSeconds = 0,
  maxLength = 500,
  placeholder = '说点什么…',
  sendLabel = '发送',
  emojiLabel = '表情',
  imageLabel = '发送图片',
  inputLabel = '输入消息',
  tools = [],
  className,
}: ChatComposerProps) {
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const coolingDown = cooldownSeconds > 0;
  const trimmed = text.trim();
  const canSend = trimmed !== '' && !coolingDown && !sendDisabled && lengthOf(trimmed) <= maxLength;

  if (readOnlyText) {
    return (
      <div
        className={cx('jl-chat-composer', 'jl-chat-composer--readonly', className)}
        role="status"
      >
        {readOnlyText}
      </div>
    );
  }

  const send = () => {
    if (!canSend) return;
    onSendText(trimmed);
    setText('');
    setEmojiOpen(false);
  };

  const insertEmoji = (emoji: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + emoji + text.slice(end);
    if (lengthOf(next) > maxLength) return;
    setText(next);
    requestAnimationFrame(() => {
      if (!input) return;
      const caret = start + emoji.length;
      input.setSelectionRange(caret, caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again fires change again.
    event.target.value = '';
    if (file) onPickImage?.(file);
  };

  return (
    <div className={cx('jl-chat-composer', className)}>
      <div className="jl-chat-composer__bar">
        <button
          type="button"
          className={cx('jl-chat-composer__icon', emojiOpen && 'jl-chat-composer__icon--active')}
          aria-label={emojiLabel}
          aria-expanded={emojiOpen}
          onClick={() => setEmojiOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="9" cy="10" r="1.2" fill="currentColor" />
            <circle cx="15" cy="10" r="1.2" fill="currentColor" />
            <path
              d="M8 14.5c1 1.5 2.3 2.2 4 2.2s3-.7 4-2.2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        </button>
        {onPickImage ? (
          <>
            <button
              type="button"
              className="jl-chat-composer__icon"
              aria-label={imageLabel}
              onClick={() => fileRef.current?.click()}
            >
              <svg
                viewBox="0 0 24 24"
                width="1em"
                height="1em"
                aria-hidden="true"
                focusable="false"
              >
                <rect
                  x="3.5"
                  y="5"
                  width="17"
                  height="14"
                  rx="2.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
                <circle cx="9" cy="10" r="1.6" fill="currentColor" />
                <path
                  d="M5 17l4.5-4.5 3 3 2.5-2.5L19 17"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
            <input
              ref={fileRef}
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              className="jl-chat-composer__file"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="chat-image-input"
              onChange={onFile}
            />
          </>
        ) : null}
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className="jl-chat-composer__icon"
            aria-label={tool.label}
            onClick={tool.onSelect}
          >
            {tool.icon}
          </button>
        ))}
        <textarea
          ref={inputRef}
          className="jl-chat-composer__input"
          rows={1}
          value={text}
          placeholder={placeholder}
          aria-label={inputLabel}
          enterKeyHint="send"
          onChange={(event) => {
            const next = event.target.value;
            if (lengthOf(next) <= maxLength || next.length < text.length) setText(next);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setEmojiOpen(false)}
        />
        <button
          type="button"
          className="jl-chat-composer__send"
          disabled={!canSend}
          onClick={send}
          // The name holds the visible countdown as a word of its own (WCAG 2.5.3: 发送 5s).
          aria-label={coolingDown ? `${sendLabel} ${cooldownSeconds}s` : sendLabel}
        >
          {coolingDown ? `${cooldownSeconds}s` : sendLabel}
        </button>
      </div>
      {emojiOpen ? (
        <div className="jl-chat-composer__emoji" role="listbox" aria-label={emojiLabel}>
          {CHAT_EMOJI.map((emoji) => (
            <button
              key={emoji}
              type="button"
              role="option"
              aria-selected={false}
              className="jl-chat-composer__emoji-item"
              onClick={() => insertEmoji(emoji)}
            >
              {emoji}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
