// The home banners (spec §2 "Home"): company carousels by sort descending, autoplay 3000 ms, loop,
// pause on hover; a tap follows the slide's redirect rule. The game center shows the same banners.
// Slides not meant for the viewer (a sign-up call to a signed-in player, a first-recharge offer to
// one who has recharged: the domain's audience rule) are left out.
import type { CarouselSlide } from '@jinli/contract';
import { shownTo } from '@jinli/domain';
import { Carousel, Empty } from '@jinli/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAppContext } from '../../app/context/AppContext';
import { useAssetUrl } from '../../app/context/useAssetUrl';
import { carouselTarget, sortSlides } from '../carouselTarget';
import { useContentViewer } from '../hooks/useContentViewer';
import { sharedStrings } from '../strings';
import './HomeCarousel.css';

/** Autoplay delay of the home carousel in ms (spec §2). */
export const HOME_CAROUSEL_AUTOPLAY_MS = 3000;

export interface HomeCarouselProps {
  /** The company's slides in any order; undefined while loading or after a failure. */
  slides: readonly CarouselSlide[] | undefined;
  loading?: boolean;
}

export function HomeCarousel({ slides, loading = false }: HomeCarouselProps) {
  const navigate = useNavigate();
  const { isKnownPath } = useAppContext();
  const assetUrl = useAssetUrl();
  const viewer = useContentViewer();
  const ordered = useMemo(() => shownTo(sortSlides(slides ?? []), viewer), [slides, viewer]);
  const items = useMemo(
    () =>
      ordered.map((slide, index) => ({
        id: slide.id,
        imageUrl: assetUrl(slide.noticeContent),
        alt: `${sharedStrings.carouselLabel} ${index + 1}`,
      })),
    [ordered, assetUrl],
  );

  const open = (id: string | number) => {
    const slide = ordered.find((candidate) => candidate.id === id);
    if (!slide) return;
    const target = carouselTarget(slide.redirectUrl, isKnownPath);
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    else if (target.kind === 'internal') void navigate(target.path);
  };

  return (
    <div className="jl-home-carousel" data-testid="home-carousel">
      {loading ? (
        <Carousel slides={[]} loading ariaLabel={sharedStrings.carouselLabel} />
      ) : items.length === 0 ? (
        <div className="jl-home-carousel__empty">
          <Empty text={sharedStrings.empty} />
        </div>
      ) : (
        <Carousel
          slides={items}
          autoplayMs={HOME_CAROUSEL_AUTOPLAY_MS}
          loop
          pauseOnHover
          ariaLabel={sharedStrings.carouselLabel}
          onSlideClick={(item) => open(item.id)}
        />
      )}
    </div>
  );
}
