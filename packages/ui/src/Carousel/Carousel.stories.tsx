import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { demoBanners } from '../internal/storyFixtures';
import { Carousel } from './Carousel';

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { slides: demoBanners, onSlideClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home banners: autoplay 3000 ms, loop, pause on hover; a tap reports the slide. */
export const Banners: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: '新春豪礼 首充加赠' })[0]!);
    await expect(args.onSlideClick).toHaveBeenCalledWith(demoBanners[0]);
  },
};

/** Autoplay at a quick 1000 ms: the second slide becomes current on its own. */
export const Autoplay: Story = {
  // Rendered with motion allowed (the render check otherwise prefers reduced motion).
  tags: ['motion'],
  args: { autoplayMs: 1000 },
  play: async ({ canvasElement }) => {
    const active = () =>
      canvasElement.querySelector('.swiper-slide-active')?.getAttribute('aria-label');
    await expect(active()).toBe('1 / 3');
    await waitFor(() => expect(active()).toBe('2 / 3'), { timeout: 10_000 });
  },
};

/** One banner: no loop, no dots, no autoplay. */
export const SingleSlide: Story = { args: { slides: demoBanners.slice(0, 1) } };

/** While the slides load. */
export const Loading: Story = { args: { slides: [], loading: true } };
