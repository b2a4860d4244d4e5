// The swiper part of ImagePreview, in its own chunk (loaded with React.lazy on first open).
import { useEffect, useImperativeHandle, useRef } from 'react';
import type { Ref } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/zoom';

/** What ImagePreview can ask of the gallery. */
export interface GalleryHandle {
  /** Shows image `index` (keyboard navigation). */
  go(index: number): void;
}

interface GalleryProps {
  ref?: Ref<GalleryHandle>;
  images: string[];
  index: number;
  onIndexChange(index: number): void;
  altOf(index: number): string;
  maxZoom: number;
}

export default function ImagePreviewGallery({
  ref,
  images,
  index,
  onIndexChange,
  altOf,
  maxZoom,
}: GalleryProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);

  useImperativeHandle(ref, () => ({
    go: (target) => swiperRef.current?.slideTo(target),
  }));

  // A new index from the parent (not from a swipe): jump there without animation.
  useEffect(() => {
    const swiper = swiperRef.current;
    if (swiper && !swiper.destroyed && swiper.activeIndex !== index) swiper.slideTo(index, 0);
  }, [index]);

  return (
    <Swiper
      className="jl-preview__swiper"
      modules={[Zoom]}
      zoom={{ maxRatio: maxZoom, toggle: true }}
      initialSlide={index}
      spaceBetween={16}
      lazyPreloadPrevNext={1}
      onSwiper={(swiper) => {
        swiperRef.current = swiper;
      }}
      onSlideChange={(swiper) => {
        // Leaving a zoomed image: the next one starts at normal size.
        if (swiper.zoom.scale !== 1) swiper.zoom.out();
        onIndexChange(swiper.activeIndex);
      }}
    >
      {images.map((src, i) => (
        <SwiperSlide
          // The same URL may appear twice in a gallery.
          key={`${i}:${src}`}
          className="jl-preview__slide"
          zoom
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} / ${images.length}`}
        >
          <img
            className="jl-preview__image"
            src={src}
            alt={altOf(i)}
            draggable={false}
            loading={i === index ? 'eager' : 'lazy'}
            decoding="async"
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
