// /recharge/failed (spec §2): the payment did not complete.
import { Button } from '@jinli/ui';
import { useNavigate } from 'react-router';
import { AccountPage } from '../../shared/components/AccountPage';
import { walletStrings as s } from './strings';

export function RechargeFailedScreen() {
  const navigate = useNavigate();
  return (
    <AccountPage title={s.failedTitle} fallback="/recharge" testId="recharge-failed-screen">
      <section className="jl-wallet-result">
        <p className="jl-wallet-result__title">{s.failedTitle}</p>
        <p className="jl-wallet-result__hint">{s.failedHint}</p>
        <Button
          variant="primary"
          block
          onClick={() => void navigate('/recharge', { replace: true })}
        >
          {s.backToRecharge}
        </Button>
      </section>
    </AccountPage>
  );
}
