// The frame of a full chat page: the navigation bar over a body that fills the rest of the screen
// (the conversation scrolls inside it, the composer stays at the bottom). Back goes one step, or
// to `fallback` on a direct load.
import { NavBar } from '@jinli/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { currentHistoryIndex } from '../../../app/router/historyIndex';
import './ChatPage.css';

export interface ChatPageProps {
  title: ReactNode;
  children: ReactNode;
  /** Where back goes on a direct load. Default '/'. */
  fallback?: string;
  right?: ReactNode;
  testId?: string;
  /** The body scrolls as a page (lists) instead of holding a conversation. */
  scroll?: boolean;
}

export function ChatPage({
  title,
  children,
  fallback = '/',
  right,
  testId,
  scroll = false,
}: ChatPageProps) {
  const navigate = useNavigate();
  const back = () => {
    if (currentHistoryIndex() > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
  return (
    <main
      className={scroll ? 'jl-chat-page jl-chat-page--scroll' : 'jl-chat-page'}
      data-testid={testId}
    >
      <NavBar title={title} onBack={back} right={right} />
      <div className="jl-chat-page__body">{children}</div>
    </main>
  );
}
