import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './Hongbao.css';

/** Props of {@link HongbaoCard}. */
export interface HongbaoCardProps {
  /** The sender's greeting (恭喜发财，大吉大利). */
  greeting: string;
  /** What kind of packet, in the foot (拼手气红包 / 普通红包). */
  kindLabel: string;
  /** The viewer's state under the greeting (已领取, 已抢完, 已过期); none while it can be opened. */
  status?: string;
  /**
   * Opened or over for this viewer: drawn faded, as a spent packet is. Default false (a fresh
   * packet in full red and gold).
   */
  spent?: boolean;
  /** A tap on the card (opens it, or its detail). */
  onOpen?(): void;
  /**
   * Accessible name; default the greeting, the status and the kind, in the order the card shows
   * them (a name must hold the visible text as it reads: WCAG 2.5.3).
   */
  ariaLabel?: string;
  /** Drawn at the seal's place instead of the default coin (e.g. a brand mark). */
  seal?: ReactNode;
  className?: string;
}

/**
 * A red packet as a chat message: a red card with a gold seal, the greeting and, once opened or
 * over, the viewer's state; the foot names the kind. The whole card is one button.
 */
export function HongbaoCard({
  greeting,
  kindLabel,
  status,
  spent = false,
  onOpen,
  ariaLabel,
  seal,
  className,
}: HongbaoCardProps) {
  return (
    <button
      type="button"
      className={cx('jl-hongbao-card', spent && 'jl-hongbao-card--spent', className)}
      onClick={onOpen}
      aria-label={ariaLabel ?? [greeting, status, kindLabel].filter(Boolean).join('，')}
      data-testid="hongbao-card"
      data-spent={spent}
    >
      <span className="jl-hongbao-card__main">
        <span className="jl-hongbao-card__seal" aria-hidden="true">
          {seal ?? <HongbaoSeal />}
        </span>
        <span className="jl-hongbao-card__text">
          <span className="jl-hongbao-card__greeting">{greeting}</span>
          {status ? <span className="jl-hongbao-card__status">{status}</span> : null}
        </span>
      </span>
      <span className="jl-hongbao-card__foot">{kindLabel}</span>
    </button>
  );
}

/** The card's seal: a small envelope with a gold coin. */
function HongbaoSeal() {
  return (
    <svg viewBox="0 0 32 40" width="32" height="40" focusable="false">
      <rect x="1" y="1" width="30" height="38" rx="4" fill="var(--jl-hongbao-red-dark, #b8202a)" />
      {/* The flap: the packet's red, lit a little, over the darker body. */}
      <path
        d="M1 11c4.6 3.6 9.6 5.4 15 5.4S26.4 14.6 31 11V5a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4z"
        fill="var(--jl-hongbao-red, #e2412f)"
      />
      <path
        d="M1 11c4.6 3.6 9.6 5.4 15 5.4S26.4 14.6 31 11V5a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4z"
        fill="#ffffff"
        opacity="0.2"
      />
      <circle
        cx="16"
        cy="17"
        r="5.2"
        fill="var(--jl-hongbao-gold, var(--jl-color-accent, #f6c244))"
      />
      <path
        d="M14 15.2h4M14 17h4M16 15.2v4.2"
        stroke="var(--jl-hongbao-red-dark, #b8202a)"
        strokeWidth="1.1"
        strokeLinecap="round"
      />
    </svg>
  );
}
