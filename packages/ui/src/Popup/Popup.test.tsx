import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog/Dialog';
import { Popup } from './Popup';
import type { PopupProps } from './Popup';

function Harness(props: Partial<PopupProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        选择玩法
      </button>
      <Popup title="玩法" closeLabel="关闭" {...props} open={open} onClose={() => setOpen(false)}>
        <button type="button">特码</button>
        <button type="button">正码</button>
      </Popup>
    </>
  );
}

describe('Popup', () => {
  it('renders nothing while closed', () => {
    render(<Popup open={false} title="玩法" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a labelled modal in document.body, locks scrolling and takes focus', async () => {
    const { container } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '选择玩法' }));
    const dialog = screen.getByRole('dialog', { name: '玩法' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog.closest('.jl-popup')).toHaveClass('jl-popup--bottom');
  });

  it('closes on Escape, animates out, unmounts and gives focus and scrolling back', async () => {
    const afterClose = vi.fn();
    render(<Harness afterClose={afterClose} />);
    const opener = screen.getByRole('button', { name: '选择玩法' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    // Leaving: still in the page for its animation, but no longer a live modal.
    expect(document.querySelector('.jl-popup')).toHaveAttribute('data-state', 'closed');
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
    await waitFor(() => expect(document.querySelector('.jl-popup')).toBeNull());
    expect(afterClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a tap on the mask and on the close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '选择玩法' }));
    await userEvent.click(screen.getByTestId('jl-popup-mask'));
    expect(document.querySelector('.jl-popup')).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(document.querySelector('.jl-popup')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '选择玩法' }));
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(document.querySelector('.jl-popup')).toHaveAttribute('data-state', 'closed');
  });

  it('honours closeOnMaskClick and closeOnEscape = false', async () => {
    const onClose = vi.fn();
    render(
      <Popup open title="玩法" onClose={onClose} closeOnMaskClick={false} closeOnEscape={false} />,
    );
    await userEvent.click(screen.getByTestId('jl-popup-mask'));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the panel', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '选择玩法' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '正码' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
  });

  it('shares the modal stack with Dialog: only the top one answers Escape', async () => {
    const closePopup = vi.fn();
    const closeDialog = vi.fn();
    render(
      <>
        <Popup open title="玩法" onClose={closePopup} />
        <Dialog open title="确认" onClose={closeDialog} />
      </>,
    );
    await userEvent.keyboard('{Escape}');
    expect(closeDialog).toHaveBeenCalledTimes(1);
    expect(closePopup).not.toHaveBeenCalled();
  });

  it('takes a position, an aria-label without title, and exposes the scrolling body', () => {
    let body: HTMLDivElement | null = null;
    render(
      <Popup
        open
        position="right"
        ariaLabel="筛选"
        bodyRef={(node) => {
          body = node;
        }}
      >
        内容
      </Popup>,
    );
    const dialog = screen.getByRole('dialog', { name: '筛选' });
    expect(dialog.closest('.jl-popup')).toHaveClass('jl-popup--right');
    expect(body).toHaveClass('jl-popup__body');
    expect(body).toHaveTextContent('内容');
  });

  it('a titled popup that can close has a ✕ named 关闭 by default; false hides it', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Popup open title="筛选" onClose={onClose}>
        内容
      </Popup>,
    );
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <Popup open title="筛选" onClose={onClose} closeLabel={false}>
        内容
      </Popup>,
    );
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
  });
});
