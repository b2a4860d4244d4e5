// /promotional/{classifyType}/{id} (spec §2 Promotions): one promotion with its name tag, period,
// domain and full image, read from the promotion list.
import { darkenForWhiteText } from '@jinli/domain';
import { usePromotionListQuery } from '@jinli/api/react';
import { Empty, NavBar, Skeleton } from '@jinli/ui';
import { useNavigate, useParams } from 'react-router';
import { useSiteDomain } from '../../app/context/siteDomain';
import { useAssetUrl } from '../../app/context/useAssetUrl';
import { promotionPeriod } from './promotionRules';
import { promotionStrings as s } from './strings';
import './PromotionsScreen.css';

export function PromotionDetailScreen() {
  const { id } = useParams();
  const list = usePromotionListQuery();
  const domain = useSiteDomain();
  const navigate = useNavigate();
  const assetUrl = useAssetUrl();
  const promotion = list.data?.data.find((p) => String(p.id) === id);
  const back = () => {
    const state = window.history.state as { idx?: unknown } | null;
    if (typeof state?.idx === 'number' && state.idx > 0) void navigate(-1);
    else void navigate('/promotional', { replace: true });
  };
  return (
    <main className="jl-promotions" data-testid="promotion-detail-screen">
      <NavBar title={promotion?.name ?? s.detailTitle} onBack={back} />
      <div className="jl-promotions__body">
        {list.isPending ? (
          <Skeleton rows={8} label={s.loading} />
        ) : !promotion ? (
          <Empty text={s.notFound} />
        ) : (
          <article className="jl-promo-detail">
            <h2
              className="jl-promo-detail__name"
              // The operator's colour, darkened until it reads at 4.5:1 on the white card (the
              // ratio is the same either way round: white on it, or it on white).
              style={promotion.color ? { color: darkenForWhiteText(promotion.color) } : undefined}
            >
              {promotion.name}
            </h2>
            <p className="jl-promo-detail__meta">
              {s.period} {promotionPeriod(promotion)}
            </p>
            <p className="jl-promo-detail__meta" data-testid="promotion-domain">
              {s.domain} {promotion.domain.trim() || domain}
            </p>
            {promotion.content
              ? promotion.content.split(/\n\s*\n/).map((paragraph, index) => (
                  <p key={index} className="jl-promo-detail__text">
                    {paragraph}
                  </p>
                ))
              : null}
            {promotion.imageUrl || promotion.coverUrl ? (
              <img
                className="jl-promo-detail__image"
                src={assetUrl(promotion.imageUrl || promotion.coverUrl)}
                alt={promotion.name}
              />
            ) : null}
          </article>
        )}
      </div>
    </main>
  );
}
