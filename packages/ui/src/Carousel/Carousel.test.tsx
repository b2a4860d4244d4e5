import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';
import type { CarouselItem } from './Carousel';

const slides: CarouselItem[] = [
  { id: 1, imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: '新春活动' },
  { id: 2, imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: '首充礼包' },
  { id: 3, imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
];

describe('Carousel', () => {
  it('renders every slide once, with alt texts', () => {
    render(<Carousel slides={slides} />);
    expect(screen.getByRole('region', { name: '轮播图' })).toBeInTheDocument();
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['新春活动', '首充礼包', '第3张']);
  });

  it('loads the first image eagerly, its neighbours ahead of time and the others lazily', () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ id: i, imageUrl: slides[0]!.imageUrl }));
    render(<Carousel slides={five} />);
    const loading = Object.fromEntries(
      screen
        .getAllByRole('img')
        .map((img) => [img.getAttribute('alt'), img.getAttribute('loading')]),
    );
    // Swiper drops loading="lazy" on the slides next to the active one (lazyPreloadPrevNext: 1).
    expect(loading).toEqual({
      第1张: 'eager',
      第2张: null,
      第3张: 'lazy',
      第4张: 'lazy',
      第5张: null,
    });
  });

  it('calls onSlideClick with the tapped slide', async () => {
    const onSlideClick = vi.fn();
    render(<Carousel slides={slides} onSlideClick={onSlideClick} />);
    await userEvent.click(screen.getByRole('button', { name: '首充礼包' }));
    expect(onSlideClick).toHaveBeenCalledTimes(1);
    expect(onSlideClick).toHaveBeenCalledWith(slides[1]);
  });

  it('has no buttons without onSlideClick', () => {
    render(<Carousel slides={slides} />);
    expect(screen.queryByRole('button', { name: '新春活动' })).toBeNull();
  });

  it('renders nothing for zero slides, and a busy placeholder while loading', () => {
    const { container, rerender } = render(<Carousel slides={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Carousel slides={[]} loading />);
    expect(screen.getByRole('status', { name: '轮播图' })).toHaveAttribute('aria-busy', 'true');
  });

  it('does not loop, paginate or autoplay a single slide', () => {
    const { container } = render(<Carousel slides={slides.slice(0, 1)} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    const swiper = container.querySelector('.swiper') as
      | (HTMLElement & {
          swiper?: { params: { loop: boolean; autoplay: { enabled?: boolean } | false } };
        })
      | null;
    expect(swiper?.swiper?.params.loop).toBe(false);
    expect(container.querySelector('.swiper-pagination-bullet')).toBeNull();
  });

  it('loops and autoplays several slides with the given delay, pausing on hover', () => {
    const { container } = render(<Carousel slides={slides} autoplayMs={4000} />);
    const el = container.querySelector('.swiper') as HTMLElement & {
      swiper: {
        params: {
          loop: boolean;
          autoplay: { enabled: boolean; delay: number; pauseOnMouseEnter: boolean };
        };
      };
    };
    expect(el.swiper.params.loop).toBe(true);
    expect(el.swiper.params.autoplay).toMatchObject({
      enabled: true,
      delay: 4000,
      pauseOnMouseEnter: true,
    });
    expect(container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(3);
  });
});
