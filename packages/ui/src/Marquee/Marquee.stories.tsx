import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Marquee } from './Marquee';

const notices = [
  '欢迎来到锦鲤彩票！今晚 20:30 六合彩开奖直播，敬请关注。',
  '新用户注册即送体验金，首充再享 88% 加赠。',
  '温馨提示：请勿向任何人透露您的账户密码。',
];

const meta = {
  title: 'UI/Marquee',
  component: Marquee,
  args: { items: notices, onItemClick: fn() },
} satisfies Meta<typeof Marquee>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §9: scroll amount 3, repeats once (two passes, then rests at the start). */
export const Notices: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: notices[1] }));
    await expect(args.onItemClick).toHaveBeenCalledWith(1);
  },
};

/** Scrolls for as long as it is shown (here a little faster, with a short start pause). */
export const Endless: Story = {
  // Rendered with motion allowed (the render check otherwise prefers reduced motion).
  tags: ['motion'],
  args: { repeat: Infinity, speed: 4, delayMs: 300 },
  play: async ({ canvasElement }) => {
    const track = canvasElement.querySelector<HTMLElement>('.jl-marquee__track');
    await waitFor(() => expect(track?.style.transform).toMatch(/^translate3d\(-/), {
      timeout: 10_000,
    });
  },
};

/** A notice that fits does not move. */
export const Short: Story = {
  args: { items: ['系统维护已完成'], icon: null, delayMs: 0 },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(
      canvasElement.querySelector<HTMLElement>('.jl-marquee__track')?.style.transform,
    ).toBe('');
  },
};
