// One banner picture of a Carousel, a button when slides are tappable. The first of the page's main
// banner loads at once and first (its largest picture); every other one lazily.
import type { CarouselItem } from './carouselItem';

export interface CarouselImageProps {
  slide: CarouselItem;
  index: number;
  /** The carousel is the page's main picture: its first slide is fetched at once, ahead of others. */
  priority?: boolean;
  onClick?: () => void;
}

export function CarouselImage({ slide, index, priority = true, onClick }: CarouselImageProps) {
  const first = index === 0;
  const image = (
    <img
      className="jl-carousel__image"
      src={slide.imageUrl}
      alt={slide.alt ?? `第${index + 1}张`}
      draggable={false}
      loading={first && priority ? 'eager' : 'lazy'}
      fetchPriority={first && priority ? 'high' : 'auto'}
      decoding={first && priority ? 'auto' : 'async'}
    />
  );
  if (!onClick) return image;
  return (
    <button type="button" className="jl-carousel__button" onClick={onClick}>
      {image}
    </button>
  );
}
