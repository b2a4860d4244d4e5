// What a slide of the carousel is, apart from the components that show it: Carousel,
// SwiperCarousel and CarouselImage all read it, and none of them imports another for it.

/** One banner of a Carousel. */
export interface CarouselItem {
  id: string | number;
  imageUrl: string;
  /** Image description; default 第N张 (slide number). */
  alt?: string;
}
