import { type ComponentType, useEffect, useRef, useState } from 'react';
import { cx } from '../internal/cx';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
// The still banner wears swiper's class names, dressed by the few rules of Carousel.css it needs;
// swiper's own styles come with its code (SwiperCarousel), not on the first screen.
import '../styles/tokens.css';
import '../Skeleton/Skeleton.css';
import './Carousel.css';
import { CarouselImage } from './CarouselImage';
import type { CarouselItem } from './carouselItem';
import type { SwiperCarouselProps } from './SwiperCarousel';

/** Props of {@link Carousel}. */
export interface CarouselProps {
  slides: CarouselItem[];
  /** Delay between slides in milliseconds (spec §2: 3000); 0 turns autoplay off. Default 3000. */
  autoplayMs?: number;
  /** Wrap around from the last slide to the first. Default true; never with a single slide. */
  loop?: boolean;
  /** Pause autoplay while a mouse is over the banner (spec §2 "pause on hover"). Default true. */
  pauseOnHover?: boolean;
  /** Called when a slide is tapped (not when it is swiped). Slides are buttons only when given. */
  onSlideClick?(slide: CarouselItem): void;
  /** CSS aspect-ratio of the banner. Default '5 / 2'. */
  aspectRatio?: string;
  /** Show a shimmer of the banner's size instead of the slides (e.g. while company info loads). */
  loading?: boolean;
  /** Accessible name of the carousel region. Default 轮播图. */
  ariaLabel?: string;
  /**
   * The page's main picture (its LCP): the first slide is fetched at once and ahead of the rest.
   * Default true; false for a banner further down, which loads lazily and leaves the way free.
   */
  priority?: boolean;
  className?: string;
}

/** Distance a finger must travel on the still banner to count as a swipe, px. */
const SWIPE_PX = 30;

type Engine = ComponentType<SwiperCarouselProps>;

/** What the still banner hands swiper when it takes over. */
interface Takeover {
  /** Slide swiper starts on (a dot tapped on the still banner chooses it). */
  initialSlide: number;
  /** Steps to make at once: 1 when the first autoplay step is due or after a swipe left. */
  stepNow: number;
}

/**
 * Banner carousel. It first shows its first slide at rest, in swiper's own markup and styles, with
 * plain HTML (a tap on a slide already works); swiper's code (Autoplay + Pagination modules) loads
 * when the banner first has to move: when the first autoplay step is due, or when a hand reaches
 * for it (touch, mouse, keyboard focus load it; a swipe or a dot tapped meanwhile is carried over).
 * Images after the first load lazily (swiper then preloads the next one); autoplay stops for users
 * who ask for reduced motion, and swiper itself pauses it while the page is hidden. One slide never
 * loads swiper. Renders nothing for zero slides.
 */
export function Carousel({
  slides,
  autoplayMs = 3000,
  loop = true,
  pauseOnHover = true,
  onSlideClick,
  aspectRatio = '5 / 2',
  loading = false,
  ariaLabel = '轮播图',
  priority = true,
  className,
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  /** Swiper's code is wanted (a hand reached for the banner): load it, keep the still banner. */
  const [wanted, setWanted] = useState(false);
  const [engine, setEngine] = useState<Engine | null>(null);
  /** Swiper is to take over from the still banner as soon as its code is there. */
  const [takeover, setTakeover] = useState<Takeover | null>(null);
  const pointerStart = useRef<number | null>(null);
  const style = { aspectRatio };
  const several = slides.length > 1;
  const canLoop = loop && several;
  const autoplay = several && autoplayMs > 0 && !reducedMotion;

  // The first autoplay step is due: swiper takes over and makes it.
  useEffect(() => {
    if (!autoplay || takeover) return;
    const timer = setTimeout(() => setTakeover({ initialSlide: 0, stepNow: 1 }), autoplayMs);
    return () => clearTimeout(timer);
  }, [autoplay, autoplayMs, takeover]);

  useEffect(() => {
    if ((!wanted && !takeover) || engine) return;
    let cancelled = false;
    void import('./SwiperCarousel').then((module) => {
      if (!cancelled) setEngine(() => module.SwiperCarousel);
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, takeover, engine]);

  if (loading) {
    return (
      <div
        className={cx('jl-carousel', className)}
        style={style}
        role="status"
        aria-busy="true"
        aria-label={ariaLabel}
      >
        <span className="jl-skeleton__block jl-carousel__placeholder" />
      </div>
    );
  }
  if (slides.length === 0) return null;

  const want = () => {
    if (several) setWanted(true);
  };
  const take = (next: Takeover) => {
    if (several) setTakeover((current) => current ?? next);
  };
  const Engine = takeover ? engine : null;

  return (
    <section
      className={cx('jl-carousel', className)}
      style={style}
      aria-roledescription="carousel"
      aria-label={ariaLabel}
      data-engine={Engine ? 'swiper' : 'still'}
    >
      {Engine && takeover ? (
        <Engine
          slides={slides}
          loop={canLoop}
          autoplayMs={autoplay ? autoplayMs : 0}
          pauseOnHover={pauseOnHover}
          onSlideClick={onSlideClick}
          initialSlide={takeover.initialSlide}
          stepNow={takeover.stepNow}
          priority={priority}
        />
      ) : (
        <div
          className="swiper swiper-horizontal jl-carousel__swiper"
          onPointerEnter={want}
          onFocus={want}
          onPointerDown={(event) => {
            pointerStart.current = event.clientX;
            want();
          }}
          onPointerUp={(event) => {
            const start = pointerStart.current;
            pointerStart.current = null;
            const dot = (event.target as HTMLElement).dataset.slideIndex;
            if (dot !== undefined) take({ initialSlide: Number(dot), stepNow: 0 });
            else if (start !== null && Math.abs(event.clientX - start) >= SWIPE_PX)
              take({ initialSlide: 0, stepNow: event.clientX < start ? 1 : -1 });
          }}
        >
          <div className="swiper-wrapper">
            {slides.map((slide, index) => (
              <div
                key={slide.id}
                className={cx(
                  'swiper-slide jl-carousel__slide',
                  index === 0 && 'swiper-slide-active',
                )}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} / ${slides.length}`}
              >
                <CarouselImage
                  slide={slide}
                  index={index}
                  priority={priority}
                  onClick={onSlideClick ? () => onSlideClick(slide) : undefined}
                />
              </div>
            ))}
          </div>
          {several ? (
            <div className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal">
              {slides.map((slide, index) => (
                <span
                  key={slide.id}
                  data-slide-index={index}
                  className={cx(
                    'swiper-pagination-bullet',
                    index === 0 && 'swiper-pagination-bullet-active',
                  )}
                />
              ))}
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
