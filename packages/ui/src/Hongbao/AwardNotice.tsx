import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './Hongbao.css';

/** Props of {@link AwardNotice}. */
export interface AwardNoticeProps {
  /** The sentence (恭喜 dem***01 在 极速六合彩 中奖); parts may be emphasised by the caller. */
  message: ReactNode;
  /** The reward as shown (1,888.00元). */
  amount: string;
  className?: string;
}

/**
 * A big win's notice over a chat room (spec §4: one at a time): a gold banner with a trophy, the
 * sentence and the amount; it slides in (fades under prefers-reduced-motion) when mounted, so give
 * each notice its own React key. Announced politely.
 */
export function AwardNotice({ message, amount, className }: AwardNoticeProps) {
  return (
    <div
      className={cx('jl-award-notice', className)}
      role="status"
      aria-live="polite"
      data-testid="award-notice"
    >
      <span className="jl-award-notice__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="1em" height="1em" focusable="false">
          <path d="M7 4h10v4.5a5 5 0 0 1-10 0z" fill="currentColor" />
          <path
            d="M7 6H4.5v1.5A3 3 0 0 0 7.6 10.5M17 6h2.5v1.5a3 3 0 0 1-3.1 3M12 13.5V17M8.5 20h7M9.5 17h5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </span>
      <span className="jl-award-notice__text">{message}</span>
      <span className="jl-award-notice__amount">{amount}</span>
    </div>
  );
}
