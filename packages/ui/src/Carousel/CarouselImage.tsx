// One banner picture of a Carousel, a button when slides are tappable. The first loads at once and
// first; the others lazily.
import type { CarouselItem } from './carouselItem';

export interface CarouselImageProps {
  slide: CarouselItem;
  index: number;
  onClick?: () => void;
}

export function CarouselImage({ slide, index, onClick }: CarouselImageProps) {
  const image = (
    <img
      className="jl-carousel__image"
      src={slide.imageUrl}
      alt={slide.alt ?? `第${index + 1}张`}
      draggable={false}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'auto'}
      decoding={index === 0 ? 'auto' : 'async'}
    />
  );
  if (!onClick) return image;
  return (
    <button type="button" className="jl-carousel__button" onClick={onClick}>
      {image}
    </button>
  );
}
