import type { ReactNode } from 'react';
import { CloseIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './Hongbao.css';

/**
 * closed: the 開 button waits; opening: it turns while the grab is under way (still under
 * prefers-reduced-motion, which only pulses it); done: the outcome `message` shows in its place.
 */
export type HongbaoEnvelopePhase = 'closed' | 'opening' | 'done';

/** Props of {@link HongbaoEnvelope}. */
export interface HongbaoEnvelopeProps {
  phase: HongbaoEnvelopePhase;
  /** The sender's avatar. */
  avatar?: ReactNode;
  /** Whose packet: 小明的红包. */
  fromText: string;
  greeting: string;
  /** The outcome once done (手慢了，红包派完了 / 该红包已过期). */
  message?: string;
  /** Label of the open button (開) and its accessible name (开红包). */
  openText?: string;
  openLabel?: string;
  onOpen?(): void;
  /** A link to the detail under the envelope (看看大家的手气). */
  detailText?: string;
  onDetail?(): void;
  /** Accessible name of the close button. Default 关闭. */
  closeLabel?: string;
  onClose?(): void;
  className?: string;
}

/**
 * The opened-up red packet: red envelope with a curved gold-rimmed flap, the sender and greeting,
 * and the round gold 開 button on the flap's edge; under it a close button. Pure look: the caller
 * puts it in a modal layer and drives the phase.
 */
export function HongbaoEnvelope({
  phase,
  avatar,
  fromText,
  greeting,
  message,
  openText = '開',
  openLabel = '开红包',
  onOpen,
  detailText,
  onDetail,
  closeLabel = '关闭',
  onClose,
  className,
}: HongbaoEnvelopeProps) {
  return (
    <div className={cx('jl-hongbao-envelope', className)} data-phase={phase}>
      <div className="jl-hongbao-envelope__paper">
        <div className="jl-hongbao-envelope__head">
          {avatar ? <div className="jl-hongbao-envelope__avatar">{avatar}</div> : null}
          <p className="jl-hongbao-envelope__from">{fromText}</p>
          <p className="jl-hongbao-envelope__greeting">{greeting}</p>
          {phase === 'done' && message ? (
            <p className="jl-hongbao-envelope__message" role="status">
              {message}
            </p>
          ) : null}
        </div>
        <div className="jl-hongbao-envelope__flap" aria-hidden="true" />
        {phase !== 'done' && onOpen ? (
          <button
            type="button"
            className="jl-hongbao-envelope__open"
            aria-label={openLabel}
            aria-busy={phase === 'opening'}
            disabled={phase === 'opening'}
            onClick={onOpen}
            data-testid="hongbao-open"
          >
            <span className="jl-hongbao-envelope__open-face">{openText}</span>
          </button>
        ) : null}
        {detailText && onDetail ? (
          <button type="button" className="jl-hongbao-envelope__detail" onClick={onDetail}>
            {detailText}
            <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ) : null}
      </div>
      {onClose ? (
        <button
          type="button"
          className="jl-hongbao-envelope__close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
