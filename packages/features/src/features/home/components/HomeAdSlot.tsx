// A home ad slot (AD12, AD02; spec §2 Home): its ads as tappable banners, highest sort first. A
// tap follows the banner rule (full URL opens externally, a path only when it is a known route).
// While the ads load the slot holds one banner's place (the page below does not jump when they
// come); nothing is shown after a failure or when the slot has no ads.
import { useHomeAdsQuery } from '@jinli/api/react';
import type { AdItem } from '@jinli/contract';
import { Carousel } from '@jinli/ui';
import { useNavigate } from 'react-router';
import { useAppContext } from '../../../app/context/AppContext';
import { useAssetUrl } from '../../../app/context/useAssetUrl';
import { AD_BANNER_ASPECT, AD_BANNER_SIZE } from '../../../shared/adBanner';
import { carouselTarget } from '../../../shared/carouselTarget';
import { useContentViewer } from '../../../shared/hooks/useContentViewer';
import { adsOfSlot } from './homeAdsRules';
import './HomeAds.css';

/** Several ads of a slot rotate like the home banners. */
const AD_AUTOPLAY_MS = 3000;

export interface HomeAdSlotProps {
  /** Slot code, e.g. 'AD12'. */
  code: string;
  /**
   * The slot is below the home banners: its pictures load lazily, never ahead of the banner (the
   * screen's largest picture). Default false.
   */
  belowBanners?: boolean;
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

export function HomeAdSlot({ code, belowBanners = false }: HomeAdSlotProps) {
  const query = useHomeAdsQuery();
  const slots = query.data;
  const ads = adsOfSlot(slots, code, useContentViewer());
  const label = slots?.find((slot) => slot.templateCode === code)?.name || code;
  const assetUrl = useAssetUrl();
  const open = useOpenAd();
  if (query.isPending)
    return (
      <section className="jl-home-ads" aria-busy="true" aria-hidden="true">
        <span className="jl-home-ads__placeholder" />
      </section>
    );
  if (ads.length === 0) return null;
  return (
    <section className="jl-home-ads" data-testid={`home-ad-${code}`} aria-label={label}>
      {ads.length > 1 ? (
        <Carousel
          slides={ads.map((ad) => ({ id: ad.id, imageUrl: assetUrl(ad.imageUrl), alt: ad.title }))}
          autoplayMs={AD_AUTOPLAY_MS}
          aspectRatio={AD_BANNER_ASPECT}
          ariaLabel={label}
          priority={!belowBanners}
          onSlideClick={(slide) => {
            const ad = ads.find((candidate) => candidate.id === slide.id);
            if (ad) open(ad);
          }}
        />
      ) : (
        ads.map((ad) => (
          <button key={ad.id} type="button" className="jl-home-ads__ad" onClick={() => open(ad)}>
            {/* The banner's size before its picture is there: no jump when it arrives. */}
            <img
              src={assetUrl(ad.imageUrl)}
              alt={ad.title}
              width={AD_BANNER_SIZE.width}
              height={AD_BANNER_SIZE.height}
              loading={belowBanners ? 'lazy' : undefined}
            />
          </button>
        ))
      )}
    </section>
  );
}
