// A home ad slot (AD12, AD02; spec §2 Home): its ads as tappable banners, highest sort first. A
// tap follows the banner rule (full URL opens externally, a path only when it is a known route).
// Nothing is shown while loading, after a failure or when the slot has no ads.
import { useHomeAdsQuery } from '@jinli/api';
import type { AdItem } from '@jinli/contract';
import { Carousel } from '@jinli/ui';
import { useNavigate } from 'react-router';
import { useAppContext } from '../../app/AppContext';
import { useAssetUrl } from '../../app/useAssetUrl';
import { carouselTarget } from '../carouselTarget';
import { adsOfSlot } from './homeAdsRules';
import './HomeAds.css';

/** Banner slot ads are 750×200 (the server's pictures); several rotate like the home banners. */
const AD_BANNER_ASPECT = '15 / 4';
const AD_AUTOPLAY_MS = 3000;

export interface HomeAdSlotProps {
  /** Slot code, e.g. 'AD12'. */
  code: string;
}

/** Follows an ad's redirect: returns the handler of a tap. */
export function useOpenAd(): (ad: AdItem) => void {
  const navigate = useNavigate();
  const { isKnownPath } = useAppContext();
  return (ad) => {
    const target = carouselTarget(ad.redirectUrl, isKnownPath);
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    else if (target.kind === 'internal') void navigate(target.path);
  };
}

export function HomeAdSlot({ code }: HomeAdSlotProps) {
  const slots = useHomeAdsQuery().data;
  const ads = adsOfSlot(slots, code);
  const label = slots?.find((slot) => slot.templateCode === code)?.name || code;
  const assetUrl = useAssetUrl();
  const open = useOpenAd();
  if (ads.length === 0) return null;
  return (
    <section className="jl-home-ads" data-testid={`home-ad-${code}`} aria-label={label}>
      {ads.length > 1 ? (
        <Carousel
          slides={ads.map((ad) => ({ id: ad.id, imageUrl: assetUrl(ad.imageUrl), alt: ad.title }))}
          autoplayMs={AD_AUTOPLAY_MS}
          aspectRatio={AD_BANNER_ASPECT}
          ariaLabel={label}
          onSlideClick={(slide) => {
            const ad = ads.find((candidate) => candidate.id === slide.id);
            if (ad) open(ad);
          }}
        />
      ) : (
        ads.map((ad) => (
          <button key={ad.id} type="button" className="jl-home-ads__ad" onClick={() => open(ad)}>
            <img src={assetUrl(ad.imageUrl)} alt={ad.title} />
          </button>
        ))
      )}
    </section>
  );
}
