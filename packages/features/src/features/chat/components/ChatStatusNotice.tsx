// A thin bar over a conversation while the chat socket is not open: connecting, reconnecting, or
// open in another tab ('close other tabs', with a button to chat here instead).
import { Button } from '@jinli/ui';
import type { ChatSessionStatus } from '../state';
import { chatStrings as s } from '../strings';
import './ChatStatusNotice.css';

/** useChatSession().status (the screens were written before the state; one type, one list). */
export type ChatConnectionStatus = ChatSessionStatus;

export interface ChatStatusNoticeProps {
  status: ChatConnectionStatus;
  onTakeOver(): void;
}

export function ChatStatusNotice({ status, onTakeOver }: ChatStatusNoticeProps) {
  if (status === 'tabLimit') {
    return (
      <div
        className="jl-chat-status jl-chat-status--warn"
        role="alert"
        data-testid="chat-tab-limit"
      >
        <span>{s.tabLimit}</span>
        <Button size="sm" variant="primary" onClick={onTakeOver}>
          {s.takeOver}
        </Button>
      </div>
    );
  }
  const text =
    status === 'connecting' ? s.connecting : status === 'reconnecting' ? s.reconnecting : null;
  if (!text) return null;
  return (
    <div className="jl-chat-status" role="status">
      {text}
    </div>
  );
}
