// /betting-bonus (洗码, spec §2/§3): the rebate not yet claimed — amount, rate (‰ of the profile's
// rebate, shown as a percentage) and the valid bets it is based on — and the claim (exactly once on
// the server); success shows a toast and the balance after; nothing to claim shows its state.
import { newIdempotencyKey } from '@jinli/api';
import { useBettingBonusQuery, useClaimBettingBonusMutation } from '@jinli/api/react';
import { formatMoney, rebateRateText } from '@jinli/domain';
import { Button, Empty, Skeleton, toast } from '@jinli/ui';
import { useState } from 'react';
import { LotteryPage } from '../../lottery/components/LotteryPage';
import { useBalance } from '../../wallet/hooks/useBalance';
import { betStrings as s } from '../strings';
import './BettingBonusScreen.css';

const BALANCE_SPIN_MS = 500;

export function BettingBonusScreen() {
  const bonus = useBettingBonusQuery();
  const claim = useClaimBettingBonusMutation();
  const balance = useBalance(BALANCE_SPIN_MS);
  // One key per claim attempt: a network retry of the same tap is never paid twice.
  const [attempt, setAttempt] = useState(newIdempotencyKey);

  const onClaim = () =>
    claim.mutate(
      { idempotencyKey: attempt },
      {
        onSuccess: (result) => {
          toast.show(s.bonusClaimed(formatMoney(result.amount)));
          setAttempt(newIdempotencyKey());
        },
        onError: (error) => {
          toast.show(error.msg);
          setAttempt(newIdempotencyKey());
        },
      },
    );

  let body;
  if (bonus.isPending) body = <Skeleton rows={4} label={s.loading} />;
  else if (bonus.isError)
    body = (
      <Empty text={bonus.error.msg}>
        <Button variant="primary" onClick={() => void bonus.refetch()}>
          {s.retry}
        </Button>
      </Empty>
    );
  else {
    const data = bonus.data;
    const claimable = data.amount > 0;
    body = (
      <>
        <section className="jl-bonus__card" data-testid="betting-bonus">
          <p className="jl-bonus__label">{s.bonusClaimable}</p>
          <p className="jl-bonus__amount" data-testid="bonus-amount">
            {formatMoney(data.amount)}
            <small>{s.yuan}</small>
          </p>
          <dl className="jl-bonus__facts">
            <div>
              <dt>{s.bonusRate}</dt>
              <dd data-testid="bonus-rate">{rebateRateText(data.rate)}</dd>
            </div>
            <div>
              <dt>{s.bonusValidBet}</dt>
              <dd data-testid="bonus-valid">{formatMoney(data.validBetAmount)}</dd>
            </div>
            <div>
              <dt>{s.bonusBets}</dt>
              <dd>{data.betCount}</dd>
            </div>
            <div>
              <dt>{s.balance}</dt>
              <dd data-testid="bonus-balance">
                {balance.amount === null ? '--' : formatMoney(balance.amount)}
              </dd>
            </div>
          </dl>
          {claimable ? (
            <Button variant="primary" block disabled={claim.isPending} onClick={onClaim}>
              {claim.isPending ? s.bonusClaiming : s.bonusClaim}
            </Button>
          ) : (
            <p className="jl-bonus__nothing" role="status">
              {s.bonusNothing}
            </p>
          )}
        </section>
        <p className="jl-bonus__explain">{s.bonusExplain}</p>
      </>
    );
  }
  return (
    <LotteryPage title={s.bonusTitle} testId="betting-bonus-screen">
      {body}
    </LotteryPage>
  );
}
