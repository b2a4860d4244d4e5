// The profile's VIP card (spec §2 Profile): level, this cycle's bet amount over the next level's
// requirement with the percentage, and the next level — only while the level is below 9.
import type { VipRuleRow } from '@jinli/contract';
import { formatMoney, formatPercent, vipProgress } from '@jinli/domain';
import { Link } from 'react-router';
import { profileStrings } from '../strings';
import './VipCard.css';

export interface VipCardProps {
  vipLevel: number;
  /** Bet amount of the current cycle, thousandths. */
  cycleBetAmount: number;
  rules: readonly VipRuleRow[];
}

const s = profileStrings.vipCard;

export function VipCard({ vipLevel, cycleBetAmount, rules }: VipCardProps) {
  const progress = vipProgress(vipLevel, cycleBetAmount, rules);
  if (!progress) return null;
  return (
    <Link to="/profile-vip" className="jl-vip-card" data-testid="vip-card">
      <div className="jl-vip-card__row">
        <strong>{s.current(progress.level)}</strong>
        <span>{s.next(progress.nextLevel)}</span>
      </div>
      <div
        className="jl-vip-card__bar"
        role="progressbar"
        aria-label={s.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <span style={{ width: `${progress.percent}%` }} />
      </div>
      <div className="jl-vip-card__row jl-vip-card__row--small">
        <span>
          {formatMoney(progress.cycleBetAmount)} / {formatMoney(progress.required)}
        </span>
        <span>{formatPercent(progress.percent)}</span>
      </div>
    </Link>
  );
}
