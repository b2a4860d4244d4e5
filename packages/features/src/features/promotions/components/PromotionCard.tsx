// A promotion in the list (spec §2): cover, the name on a tag in the promotion's colour, the
// period start~end (YYYY/MM/DD) and the domain label. templateType 3 opens its image URL in a new
// window; the others open the detail.
import type { Promotion } from '@jinli/contract';
import { useNavigate } from 'react-router';
import { useAssetUrl } from '../../../app/context/useAssetUrl';
import { promotionPeriod, promotionTarget } from '../promotionRules';
import { promotionStrings as s } from '../strings';
import './PromotionCard.css';

export interface PromotionCardProps {
  promotion: Promotion;
  /** Shown when the promotion names no domain of its own: the deployment's (app/context/siteDomain.ts). */
  siteDomain?: string;
}

export function PromotionCard({ promotion, siteDomain = '' }: PromotionCardProps) {
  const domain = promotion.domain.trim() || siteDomain;
  const navigate = useNavigate();
  const assetUrl = useAssetUrl();
  const open = () => {
    const target = promotionTarget(promotion);
    if ('external' in target) window.open(assetUrl(target.external), '_blank', 'noopener');
    else void navigate(target.path);
  };
  return (
    <button type="button" className="jl-promo-card" onClick={open} data-testid="promotion-card">
      {promotion.coverUrl ? (
        <img className="jl-promo-card__cover" src={assetUrl(promotion.coverUrl)} alt="" />
      ) : null}
      <span className="jl-promo-card__info">
        <span
          className="jl-promo-card__name"
          style={promotion.color ? { backgroundColor: promotion.color } : undefined}
        >
          {promotion.name}
        </span>
        <span className="jl-promo-card__meta">
          <span data-testid="promotion-period">
            {s.period} {promotionPeriod(promotion)}
          </span>
          {domain ? (
            <span className="jl-promo-card__domain" data-testid="promotion-domain">
              {s.domain} {domain}
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}
