// The balance with its refresh icon (spec §2 Home header, Profile wallet card, §4 spinner).
import { formatMoney } from '@jinli/domain';
import { useBalance } from '../hooks/useBalance';
import { balanceStrings } from '../balanceStrings';
import './BalanceRefresh.css';

export interface BalanceRefreshProps {
  /** Minimum spin of the refresh icon, ms (see balanceSpinMs). */
  spinMs: number;
  /** 'light' on a coloured card, 'dark' on a light bar. Default 'dark'. */
  tone?: 'light' | 'dark';
  className?: string;
}

export function BalanceRefresh({ spinMs, tone = 'dark', className }: BalanceRefreshProps) {
  const { amount, spinning, refresh } = useBalance(spinMs);
  return (
    <span
      className={`jl-balance jl-balance--${tone}${className ? ` ${className}` : ''}`}
      data-testid="balance"
    >
      <span className="jl-balance__amount" aria-label={balanceStrings.balance}>
        <span className="jl-balance__currency">{balanceStrings.currency}</span>
        {amount === null ? balanceStrings.unknownBalance : formatMoney(amount)}
      </span>
      <button
        type="button"
        className={`jl-balance__refresh jl-hit${spinning ? ' jl-balance__refresh--spinning' : ''}`}
        aria-label={balanceStrings.refreshBalance}
        aria-busy={spinning}
        onClick={refresh}
      >
        <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
          <path
            fill="currentColor"
            d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35Z"
          />
        </svg>
      </button>
    </span>
  );
}
