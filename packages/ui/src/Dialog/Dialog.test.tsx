import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('is a labelled modal dialog with its actions', () => {
    render(
      <Dialog open title="公告" actions={<button type="button">知道了</button>}>
        今晚 20:30 开奖直播
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '公告' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('今晚 20:30 开奖直播');
    expect(dialog).toHaveFocus();
    expect(screen.getByRole('button', { name: '知道了' })).toBeInTheDocument();
  });

  it('locks page scrolling while open and gives focus back on close', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            打开
          </button>
          <Dialog open={open} title="公告" onClose={() => setOpen(false)} />
        </>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '打开' });
    await userEvent.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('lets only the top dialog answer Escape', async () => {
    const closeBottom = vi.fn();
    const closeTop = vi.fn();
    render(
      <>
        <Dialog open title="下层" onClose={closeBottom} />
        <Dialog open title="上层" onClose={closeTop} />
      </>,
    );
    await userEvent.keyboard('{Escape}');
    expect(closeTop).toHaveBeenCalledTimes(1);
    expect(closeBottom).not.toHaveBeenCalled();
  });

  it('honours closeOnEscape and closeOnMaskClick = false', async () => {
    const onClose = vi.fn();
    render(
      <Dialog
        open
        title="维护中"
        onClose={onClose}
        closeOnEscape={false}
        closeOnMaskClick={false}
      />,
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('jl-dialog-mask'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('treats null and false slots as absent', () => {
    render(
      <Dialog open title={null} actions={false}>
        仅有内容
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).not.toHaveAttribute('aria-labelledby');
    expect(dialog.querySelector('h2, .jl-dialog__actions')).toBeNull();
    expect(dialog).toHaveAccessibleDescription('仅有内容');
  });
});
