import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImagePreview } from './ImagePreview';

const images = ['/a.png', '/b.png', '/c.png'].map(
  (path) => `data:image/gif;base64,R0lGODlhAQABAAAAACw=#${path}`,
);

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [index, setIndex] = useState(1);
  return (
    <>
      <p data-testid="index">{index}</p>
      <ImagePreview
        open
        images={images}
        index={index}
        onIndexChange={setIndex}
        onClose={onClose}
        alt={(i) => `第${i + 1}期图纸`}
        closeLabel="关闭预览"
      />
    </>
  );
}

/** The gallery is a lazy chunk: wait for its images. */
async function ready() {
  await screen.findByRole('img', { name: '第1期图纸' });
}

describe('ImagePreview', () => {
  it('renders nothing while closed or without images', () => {
    const { rerender } = render(
      <ImagePreview
        open={false}
        images={images}
        index={0}
        onIndexChange={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <ImagePreview open images={[]} index={0} onIndexChange={() => {}} onClose={() => {}} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a full-screen modal on the given image with a counter, and locks page scrolling', async () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: '第2期图纸' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('2 / 3');
    expect(document.body.style.overflow).toBe('hidden');
    await ready();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      '第1期图纸',
      '第2期图纸',
      '第3期图纸',
    ]);
    // Each slide is zoomable (swiper's zoom container), the current one is active.
    const active = document.querySelector('.swiper-slide-active');
    expect(active).toContainElement(screen.getByRole('img', { name: '第2期图纸' }));
    expect(active?.querySelector('.swiper-zoom-container')).not.toBeNull();
  });

  it('closes with the close button and with Escape', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await ready();
    await userEvent.click(screen.getByRole('button', { name: '关闭预览' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('moves between images with the arrow keys and reports the index', async () => {
    render(<Harness />);
    await ready();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByTestId('index')).toHaveTextContent('2'));
    expect(screen.getByRole('dialog')).toHaveTextContent('3 / 3');
    // Already on the last image: nothing further.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('index')).toHaveTextContent('2');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(screen.getByTestId('index')).toHaveTextContent('0'));
  });

  it('follows an index set by the parent', async () => {
    const props = { open: true, images, onIndexChange: () => {}, onClose: () => {} };
    const { rerender } = render(<ImagePreview {...props} index={0} />);
    await screen.findByRole('img', { name: '1 / 3' });
    rerender(<ImagePreview {...props} index={2} />);
    await waitFor(() =>
      expect(document.querySelector('.swiper-slide-active')).toContainElement(
        screen.getByRole('img', { name: '3 / 3' }),
      ),
    );
  });
});
