import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { bannerImage } from '../internal/storyFixtures';
import { ImagePreview } from './ImagePreview';

/** Tall "gallery sheet" images drawn as SVG, so the story needs no network. */
function sheet(title: string, from: string, to: string): string {
  const rows = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="40" y="${260 + i * 150}" width="670" height="120" rx="16" fill="#fff" opacity="0.9"/>` +
      `<text x="375" y="${335 + i * 150}" font-size="44" text-anchor="middle" fill="#8a1538" font-family="sans-serif">${['鼠', '牛', '虎', '兔', '龙', '蛇', '马'][i]} · ${String(i * 7 + 3).padStart(2, '0')}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1334" viewBox="0 0 750 1334">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="750" height="1334" fill="url(#g)"/>
<text x="375" y="170" font-size="72" font-weight="700" text-anchor="middle" fill="#ffe08a" font-family="sans-serif">${title}</text>
${rows}
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const images = [
  sheet('第 120 期 彩图', '#b8141c', '#5a0a10'),
  sheet('第 121 期 彩图', '#8a1538', '#3d0a2a'),
  bannerImage({ title: '横版图纸', subtitle: '宽图居中显示', from: '#d97706', to: '#8a2a00' }),
];

function Gallery({ initiallyOpen = true }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [index, setIndex] = useState(0);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="primary" onClick={() => setOpen(true)}>
        查看图纸
      </Button>
      <ImagePreview
        open={open}
        images={images}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setOpen(false)}
        alt={(i) => `图纸 ${i + 1}`}
        closeLabel="关闭"
      />
    </div>
  );
}

const meta = {
  title: 'UI/ImagePreview',
  component: ImagePreview,
  args: { open: true, images, index: 0, onIndexChange: () => {}, onClose: () => {} },
} satisfies Meta<typeof ImagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the first image; → goes to the next; Escape closes and focus returns. */
export const Browse: Story = {
  render: () => <Gallery initiallyOpen={false} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: '查看图纸' });
    await userEvent.click(opener);
    await screen.findByRole('img', { name: '图纸 1' });
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('2 / 3'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** Zoomed in by a double tap (pinch zooms the same way on a phone). */
export const Zoomed: Story = {
  render: () => <Gallery />,
  play: async () => {
    const image = (await screen.findByRole('img', { name: '图纸 1' })) as HTMLImageElement;
    await waitFor(() => expect(image.complete).toBe(true));
    const swiper = (
      document.querySelector('.jl-preview__swiper') as HTMLElement & {
        swiper: { zoom: { in(ratio?: number): void; scale: number } };
      }
    ).swiper;
    swiper.zoom.in(2);
    await waitFor(() => expect(swiper.zoom.scale).toBe(2));
  },
};

/** A wide image is centred on black. */
export const WideImage: Story = {
  render: () => {
    function Wide() {
      const [index, setIndex] = useState(2);
      return (
        <ImagePreview
          open
          images={images}
          index={index}
          onIndexChange={setIndex}
          onClose={() => {}}
          closeLabel="关闭"
        />
      );
    }
    return <Wide />;
  },
};
