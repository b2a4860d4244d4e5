// The moving carousel on swiper (Autoplay + Pagination modules only), loaded by Carousel only when
// it first has to move: swiper's code is not part of a first screen that shows a banner at rest.
import { useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { CarouselItem } from './carouselItem';
import { CarouselImage } from './CarouselImage';

export interface SwiperCarouselProps {
  slides: CarouselItem[];
  loop: boolean;
  /** Autoplay delay in ms; 0: no autoplay. */
  autoplayMs: number;
  pauseOnHover: boolean;
  onSlideClick?(slide: CarouselItem): void;
  /** Slide shown first (the one the still banner showed, or the one a tap on its dots chose). */
  initialSlide: number;
  /** Move one slide on at once (the first autoplay step was due when swiper was asked for). */
  stepNow: number;
  /** The page's main picture (Carousel's `priority`). */
  priority: boolean;
}

export function SwiperCarousel({
  slides,
  loop,
  autoplayMs,
  pauseOnHover,
  onSlideClick,
  initialSlide,
  stepNow,
  priority,
}: SwiperCarouselProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  return (
    <Swiper
      // Loop and slide count are read at init only; a new instance keeps them consistent.
      key={`${loop}-${slides.length}`}
      className="jl-carousel__swiper"
      modules={[Autoplay, Pagination]}
      loop={loop}
      initialSlide={initialSlide}
      autoplay={
        autoplayMs > 0
          ? { delay: autoplayMs, pauseOnMouseEnter: pauseOnHover, disableOnInteraction: false }
          : false
      }
      pagination={{ clickable: true }}
      lazyPreloadPrevNext={1}
      onSwiper={(swiper) => {
        swiperRef.current = swiper;
        if (stepNow === 0) return;
        // The step in a task of its own: swiper's start (loop copies, sizes) and the step's move
        // made one long task of a phone's main thread together.
        setTimeout(() => {
          if (swiper.destroyed) return;
          if (stepNow > 0) swiper.slideNext();
          else swiper.slidePrev();
        }, 0);
      }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide
          key={slide.id}
          className="jl-carousel__slide"
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} / ${slides.length}`}
        >
          <CarouselImage
            slide={slide}
            index={index}
            priority={priority}
            // A swipe ends with a click on the slide under the finger: swiper marks it.
            onClick={
              onSlideClick
                ? () => {
                    if (swiperRef.current?.allowClick === false) return;
                    onSlideClick(slide);
                  }
                : undefined
            }
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
