// The ad templates AD13 and AD14 (spec §9 ad slots) around a template: their ads as banners,
// highest sort first. A full URL opens externally, an app path only when it is a known route.
// While the ads load the slot holds one banner's place, and each banner has its size before its
// picture arrives: the card below does not jump (a tap on it landed on the banner instead).
// Nothing shows after a failure or when the slot is empty.
import { useNavigate } from 'react-router';
import { useAppContext } from '../../../app/context/AppContext';
import { useAssetUrl } from '../../../app/context/useAssetUrl';
import { AD_BANNER_SIZE } from '../../../shared/adBanner';
import { carouselTarget } from '../../../shared/carouselTarget';
import { useTemplateAds } from '../hooks/templateQueries';

export function TemplateAdSlot({ code }: { code: 'AD13' | 'AD14' }) {
  const query = useTemplateAds();
  const slots = query.data ?? [];
  const navigate = useNavigate();
  const { isKnownPath } = useAppContext();
  const assetUrl = useAssetUrl();
  const ads = [...(slots.find((s) => s.templateCode.toUpperCase() === code)?.ads ?? [])].sort(
    (a, b) => b.sort - a.sort,
  );
  if (query.isPending)
    return (
      <section className="jl-tpl-ads" aria-busy="true" aria-hidden="true">
        <span className="jl-tpl-ads__placeholder" />
      </section>
    );
  if (ads.length === 0) return null;
  return (
    <section className="jl-tpl-ads" data-testid={`template-ad-${code}`} aria-label={code}>
      {ads.map((ad) => (
        <button
          key={ad.id}
          type="button"
          className="jl-tpl-ads__ad"
          onClick={() => {
            const target = carouselTarget(ad.redirectUrl, isKnownPath);
            if (target.kind === 'external')
              window.open(target.url, '_blank', 'noopener,noreferrer');
            else if (target.kind === 'internal') void navigate(target.path);
          }}
        >
          <img
            src={assetUrl(ad.imageUrl)}
            alt={ad.title}
            width={AD_BANNER_SIZE.width}
            height={AD_BANNER_SIZE.height}
          />
        </button>
      ))}
    </section>
  );
}
