import { describe, expect, it } from 'vitest';
import { carouselTarget, sortSlides } from './carouselTarget';

const known = (path: string) =>
  ['/gallery', '/game-center', '/promotional/1/7'].includes(path.split(/[?#]/)[0]!);

describe('carouselTarget', () => {
  it('opens full http(s) URLs externally', () => {
    expect(carouselTarget('https://promo.example.com/a?b=1', known)).toEqual({
      kind: 'external',
      url: 'https://promo.example.com/a?b=1',
    });
    expect(carouselTarget(' HTTP://promo.example.com ', known)).toEqual({
      kind: 'external',
      url: 'HTTP://promo.example.com',
    });
  });
  it('navigates to a path only when it is a known route', () => {
    expect(carouselTarget('/gallery', known)).toEqual({ kind: 'internal', path: '/gallery' });
    expect(carouselTarget('promotional/1/7', known)).toEqual({
      kind: 'internal',
      path: '/promotional/1/7',
    });
    expect(carouselTarget('/game-center#fish', known)).toEqual({
      kind: 'internal',
      path: '/game-center#fish',
    });
    expect(carouselTarget('/no-such-screen', known)).toEqual({ kind: 'none' });
  });
  it('does nothing for empty targets, other schemes and protocol-relative URLs', () => {
    expect(carouselTarget('', known)).toEqual({ kind: 'none' });
    expect(carouselTarget('   ', known)).toEqual({ kind: 'none' });
    expect(carouselTarget('javascript:alert(1)', known)).toEqual({ kind: 'none' });
    expect(carouselTarget('//evil.example/gallery', known)).toEqual({ kind: 'none' });
    expect(carouselTarget('http://', known)).toEqual({ kind: 'none' });
  });
});

describe('sortSlides', () => {
  it('orders by sort descending, keeping the order of equal sorts', () => {
    const slides = [
      { id: 1, sort: 1 },
      { id: 2, sort: 5 },
      { id: 3, sort: 1 },
      { id: 4, sort: 9 },
    ];
    expect(sortSlides(slides).map((slide) => slide.id)).toEqual([4, 2, 1, 3]);
    expect(slides.map((slide) => slide.id)).toEqual([1, 2, 3, 4]);
  });
});
