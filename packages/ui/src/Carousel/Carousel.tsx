import { useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { cx } from '../internal/cx';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import 'swiper/css';
import 'swiper/css/pagination';
import '../styles/tokens.css';
import '../Skeleton/Skeleton.css';
import './Carousel.css';

/** One banner of a {@link Carousel}. */
export interface CarouselItem {
  id: string | number;
  imageUrl: string;
  /** Image description; default 第N张 (slide number). */
  alt?: string;
}

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
  className?: string;
}

/**
 * Banner carousel on swiper (Autoplay + Pagination modules only). Images after the first load
 * lazily (the next one is preloaded); autoplay stops for users who ask for reduced motion, and
 * swiper itself pauses it while the page is hidden. Renders nothing for zero slides.
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
  className,
}: CarouselProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const style = { aspectRatio };

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

  const several = slides.length > 1;
  const canLoop = loop && several;
  const autoplay = several && autoplayMs > 0 && !reducedMotion;

  return (
    <section
      className={cx('jl-carousel', className)}
      style={style}
      aria-roledescription="carousel"
      aria-label={ariaLabel}
    >
      <Swiper
        // Loop and slide count are read at init only; a new instance keeps them consistent.
        key={`${canLoop}-${slides.length}`}
        className="jl-carousel__swiper"
        modules={[Autoplay, Pagination]}
        loop={canLoop}
        autoplay={
          autoplay
            ? { delay: autoplayMs, pauseOnMouseEnter: pauseOnHover, disableOnInteraction: false }
            : false
        }
        pagination={several ? { clickable: true } : false}
        lazyPreloadPrevNext={1}
        allowTouchMove={several}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
      >
        {slides.map((slide, index) => {
          const alt = slide.alt ?? `第${index + 1}张`;
          const image = (
            <img
              className="jl-carousel__image"
              src={slide.imageUrl}
              alt={alt}
              draggable={false}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          );
          return (
            <SwiperSlide
              key={slide.id}
              className="jl-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
            >
              {onSlideClick ? (
                <button
                  type="button"
                  className="jl-carousel__button"
                  onClick={() => {
                    // A swipe ends with a click on the slide under the finger: swiper marks it.
                    if (swiperRef.current?.allowClick === false) return;
                    onSlideClick(slide);
                  }}
                >
                  {image}
                </button>
              ) : (
                image
              )}
            </SwiperSlide>
          );
        })}
      </Swiper>
    </section>
  );
}
