import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';
import type { CarouselItem } from './carouselItem';

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

  it('shows the first slide at rest without swiper: the first image eager, the others lazy', () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ id: i, imageUrl: slides[0]!.imageUrl }));
    const { container } = render(<Carousel slides={five} />);
    expect(screen.getByRole('region', { name: '轮播图' })).toHaveAttribute('data-engine', 'still');
    const loading = Object.fromEntries(
      screen
        .getAllByRole('img')
        .map((img) => [img.getAttribute('alt'), img.getAttribute('loading')]),
    );
    expect(loading).toEqual({
      第1张: 'eager',
      第2张: 'lazy',
      第3张: 'lazy',
      第4张: 'lazy',
      第5张: 'lazy',
    });
    expect(container.querySelector('.swiper-slide-active')).toHaveAttribute('aria-label', '1 / 5');
    expect(container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(5);
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

  it('fetches the first slide first only where it is the main picture (priority)', () => {
    const { rerender } = render(<Carousel slides={slides} />);
    const first = () => screen.getAllByRole('img')[0]!;
    expect(first()).toHaveAttribute('loading', 'eager');
    expect(first()).toHaveAttribute('fetchpriority', 'high');
    rerender(<Carousel slides={slides} priority={false} />);
    expect(first()).toHaveAttribute('loading', 'lazy');
    expect(first()).toHaveAttribute('fetchpriority', 'auto');
  });

  it('renders nothing for zero slides, and a busy placeholder while loading', () => {
    const { container, rerender } = render(<Carousel slides={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Carousel slides={[]} loading />);
    expect(screen.getByRole('status', { name: '轮播图' })).toHaveAttribute('aria-busy', 'true');
  });

  it('never loads swiper for a single slide: no loop, dots or autoplay', async () => {
    const { container } = render(<Carousel slides={slides.slice(0, 1)} autoplayMs={20} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    fireEvent.pointerDown(container.querySelector('.swiper')!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('region', { name: '轮播图' })).toHaveAttribute('data-engine', 'still');
    expect(container.querySelector('.swiper-pagination-bullet')).toBeNull();
  });

  it('hands over to swiper, looping and autoplaying with the given delay, when a dot is tapped', async () => {
    const { container } = render(<Carousel slides={slides} autoplayMs={4000} />);
    fireEvent.pointerDown(container.querySelector('.swiper')!);
    fireEvent.pointerUp(container.querySelectorAll('.swiper-pagination-bullet')[2]!);
    const region = screen.getByRole('region', { name: '轮播图' });
    await waitFor(() => expect(region).toHaveAttribute('data-engine', 'swiper'));
    const el = container.querySelector('.swiper') as HTMLElement & {
      swiper: {
        realIndex: number;
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
    expect(el.swiper.realIndex).toBe(2);
    expect(container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(3);
    // Every slide is still there once, with its alt text.
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(
      expect.arrayContaining(['新春活动', '首充礼包', '第3张']),
    );
  });

  it('brings swiper in when the first autoplay step is due, and makes that step', async () => {
    const { container } = render(<Carousel slides={slides} autoplayMs={50} />);
    const region = screen.getByRole('region', { name: '轮播图' });
    expect(region).toHaveAttribute('data-engine', 'still');
    await waitFor(() => expect(region).toHaveAttribute('data-engine', 'swiper'));
    const el = container.querySelector('.swiper') as HTMLElement & {
      swiper: { realIndex: number };
    };
    await waitFor(() => expect(el.swiper.realIndex).toBeGreaterThan(0));
  });
});
