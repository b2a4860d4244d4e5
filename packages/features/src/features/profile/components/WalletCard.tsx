// The profile's wallet card (spec §2 Profile): balance with refresh, withdraw and deposit. Trial
// accounts are refused the money actions before they leave the page (spec §6).
import { accountActionRefusal } from '@jinli/domain';
import type { AccountAction } from '@jinli/domain';
import { toast } from '@jinli/ui';
import { useNavigate } from 'react-router';
import { BalanceRefresh } from '../../wallet/components/BalanceRefresh';
import { profileStrings } from '../strings';
import './WalletCard.css';

export interface WalletCardProps {
  /** userInfo.type of the signed-in user. */
  userType: string;
  /** Spinner time of the refresh icon, ms. */
  spinMs: number;
}

export function WalletCard({ userType, spinMs }: WalletCardProps) {
  const navigate = useNavigate();
  const go = (action: AccountAction, path: string) => {
    const refusal = accountActionRefusal(action, { loggedIn: true, userType });
    if (refusal) toast.show(refusal);
    else void navigate(path);
  };
  return (
    <section className="jl-wallet-card" aria-label={profileStrings.wallet}>
      <div className="jl-wallet-card__balance">
        <span className="jl-wallet-card__label">{profileStrings.wallet}</span>
        <BalanceRefresh spinMs={spinMs} tone="light" className="jl-wallet-card__amount" />
      </div>
      <div className="jl-wallet-card__actions">
        <button type="button" onClick={() => go('withdraw', '/withdraw-money')}>
          {profileStrings.withdraw}
        </button>
        <button type="button" onClick={() => go('recharge', '/recharge')}>
          {profileStrings.deposit}
        </button>
      </div>
    </section>
  );
}
