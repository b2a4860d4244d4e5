// The frame of the inner account pages: a navigation bar with back and title over the content.
// Back goes one step, or to `fallback` when the page was opened directly.
import { NavBar } from '@jinli/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { currentHistoryIndex } from '../../app/router/historyIndex';
import './AccountPage.css';

export interface AccountPageProps {
  title: string;
  children: ReactNode;
  /** Where back goes on a direct load. Default '/profile'. */
  fallback?: string;
  /** Right side of the bar. */
  right?: ReactNode;
  /** data-testid of the page. */
  testId?: string;
}

export function AccountPage({
  title,
  children,
  fallback = '/profile',
  right,
  testId,
}: AccountPageProps) {
  const navigate = useNavigate();
  const back = () => {
    if (currentHistoryIndex() > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
  return (
    <main className="jl-account-page" data-testid={testId}>
      <NavBar title={title} onBack={back} right={right} />
      <div className="jl-account-page__body">{children}</div>
    </main>
  );
}
