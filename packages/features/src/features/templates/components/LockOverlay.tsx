// The overlay over a withheld item (spec §4 "Locks"): what unlocks it and a tap that goes there.
// The server already withheld the content; this only explains why.
import type { ContentLock } from '@jinli/domain';
import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '../../../app/router/loginRedirect';
import { templateStrings } from '../strings';

export interface LockOverlayProps {
  lock: ContentLock;
  /** On home the login lock shows its short prompt (登录后可解锁 免费查看). */
  onHome?: boolean;
  /** Covers the whole card (MB37) rather than one row. */
  block?: boolean;
}

export function LockOverlay({ lock, onHome = false, block = false }: LockOverlayProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const text = lock.kind === 'login' && onHome ? lock.homePrompt : lock.message;
  const target =
    lock.kind === 'login'
      ? loginHref(`${location.pathname}${location.search}${location.hash}`)
      : lock.target;
  return (
    <button
      type="button"
      className={`jl-tpl-lock jl-tpl-lock--${lock.kind}${block ? ' jl-tpl-lock--block' : ''}`}
      data-testid={`template-lock-${lock.kind}`}
      onClick={() => void navigate(target)}
    >
      <LockIcon />
      <span className="jl-tpl-lock__text">{text}</span>
      <span className="jl-tpl-lock__action">
        {lock.kind === 'login' ? templateStrings.unlockLogin : templateStrings.unlockRecharge}
      </span>
    </button>
  );
}

function LockIcon() {
  return (
    <svg
      className="jl-tpl-lock__icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
    >
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 4a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14Z"
      />
    </svg>
  );
}
