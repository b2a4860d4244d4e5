// The frame of the lottery pages: a navigation bar with back and title over the content. Back goes
// one step, or home when the page was opened directly.
import { NavBar } from '@jinli/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import './LotteryPage.css';

export interface LotteryPageProps {
  title: string;
  children: ReactNode;
  /** Where back goes on a direct load. Default '/'. */
  fallback?: string;
  right?: ReactNode;
  testId?: string;
}

/** react-router keeps the history index in history.state.idx. */
function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

export function LotteryPage({ title, children, fallback = '/', right, testId }: LotteryPageProps) {
  const navigate = useNavigate();
  const back = () => {
    if (historyIndex() > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
  return (
    <main className="jl-lottery-page" data-testid={testId}>
      <NavBar title={title} onBack={back} right={right} />
      <div className="jl-lottery-page__body">{children}</div>
    </main>
  );
}
