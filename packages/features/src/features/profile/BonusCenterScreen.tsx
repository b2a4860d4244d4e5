// /bonus-center, the welfare centre: the one-time upgrade bonus of every VIP level (claim once
// reached; the server pays each at most once) and the way to the rebate (洗码) page.
import { useClaimVipBonusMutation, useVipBonusQuery } from '@jinli/api/react';
import { VIP_BONUS_STATUS, type VipBonusLevel } from '@jinli/contract';
import { formatMoney } from '@jinli/domain';
import { Button, Empty, Skeleton, toast } from '@jinli/ui';
import { Link } from 'react-router';
import { AccountPage } from '../../shared/components/AccountPage';
import { profileStrings } from './strings';
import './BonusCenterScreen.css';

const s = profileStrings.bonusCenter;

export function BonusCenterScreen() {
  const bonus = useVipBonusQuery();
  const claim = useClaimVipBonusMutation();

  const onClaim = (level: VipBonusLevel) => {
    if (claim.isPending) return;
    claim.mutate(level.vipLevel, {
      onSuccess: (paid) =>
        toast.show(s.claimedToast(formatMoney(paid.bonus)), { durationMs: 2000 }),
      onError: (error) => toast.show(error.msg, { durationMs: 3000 }),
    });
  };

  return (
    <AccountPage title={s.title} testId="bonus-center-screen">
      <section className="jl-bonus-summary" aria-label={s.claimableTotal}>
        {bonus.data ? (
          <>
            <p className="jl-bonus-summary__label">{s.claimableTotal}</p>
            <p className="jl-bonus-summary__amount" data-testid="bonus-claimable">
              {formatMoney(bonus.data.claimable)}
            </p>
            <p className="jl-bonus-summary__level">{s.currentLevel(bonus.data.vipLevel)}</p>
          </>
        ) : null}
      </section>

      {bonus.isPending ? (
        <Skeleton rows={6} label={profileStrings.loading} />
      ) : bonus.error || !bonus.data ? (
        <Empty text={bonus.error?.msg ?? profileStrings.loadFailed}>
          <Button variant="primary" onClick={() => void bonus.refetch()}>
            {profileStrings.retry}
          </Button>
        </Empty>
      ) : bonus.data.levels.length === 0 ? (
        <Empty text={s.empty} />
      ) : (
        <ul className="jl-bonus-list">
          {bonus.data.levels.map((level) => (
            <li
              key={level.vipLevel}
              className="jl-bonus-item"
              data-testid={`bonus-level-${level.vipLevel}`}
            >
              <span className="jl-bonus-item__badge">{profileStrings.vip(level.vipLevel)}</span>
              <span className="jl-bonus-item__text">
                <strong>{s.level(level.vipLevel)}</strong>
                <small>{s.requirement(formatMoney(level.betMoney, { minDecimals: 0 }))}</small>
              </span>
              <span className="jl-bonus-item__amount">{formatMoney(level.bonus)}</span>
              {level.status === VIP_BONUS_STATUS.claimable ? (
                <Button
                  variant="primary"
                  size="sm"
                  disabled={claim.isPending}
                  onClick={() => onClaim(level)}
                >
                  {s.claim}
                </Button>
              ) : (
                <span className="jl-bonus-item__state">
                  {level.status === VIP_BONUS_STATUS.claimed ? s.claimed : s.locked}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="jl-bonus-note">{s.turnoverNote}</p>

      <Link className="jl-bonus-rebate" to="/betting-bonus">
        <span>
          <strong>{s.rebateTitle}</strong>
          <small>{s.rebateText}</small>
        </span>
        <span className="jl-bonus-rebate__action">{s.rebateAction}</span>
      </Link>
    </AccountPage>
  );
}
