// Runs chatStatusAction for the current chat page once per status change.
import { toast } from '@jinli/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logout } from '../../../app/session/sessionStore';
import type { ChatConnectionStatus } from '../components/ChatStatusNotice';
import { CHAT_NOTICE_TOAST_MS, chatStatusAction } from './chatStatusRedirect';

/** Delay before the reload after a kick, so the toast is seen. */
const KICK_RELOAD_MS = 1500;

export function useChatStatusRedirect(
  status: ChatConnectionStatus,
  message: string | null = null,
): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const action = chatStatusAction(status, pathname, message);
    if (action.kind === 'leave') {
      toast.show(action.toast, { durationMs: CHAT_NOTICE_TOAST_MS });
      void navigate(action.to, { replace: true });
    } else if (action.kind === 'logout') {
      toast.show(action.toast, { durationMs: KICK_RELOAD_MS });
      logout();
      const timer = setTimeout(() => window.location.reload(), KICK_RELOAD_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
    // Only a new status acts; moving between pages with the same status does not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);
}
