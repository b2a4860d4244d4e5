import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../Toast/toast';
import { ToastHost } from '../Toast/ToastHost';
import { Dialog } from './Dialog';
import { MODAL_OPEN_ATTRIBUTE } from './modalStack';

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

  it('a dismissible dialog has a ✕ button that closes it, in the Tab cycle', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="公告" onClose={onClose} actions={<button type="button">我知道了</button>}>
        内容
      </Dialog>,
    );
    const close = screen.getByRole('button', { name: '关闭' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '我知道了' })).toHaveFocus();
    // Focus stays inside: Tab from the last control comes back to the ✕.
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows no ✕ without onClose, with closeLabel false, or when Escape is off (unless named)', () => {
    const { rerender } = render(<Dialog open title="公告" />);
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    rerender(<Dialog open title="公告" onClose={() => {}} closeLabel={false} />);
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    rerender(<Dialog open title="维护中" onClose={() => {}} closeOnEscape={false} />);
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    rerender(
      <Dialog open title="维护中" onClose={() => {}} closeOnEscape={false} closeLabel="取消" />,
    );
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });

  it('marks the page while open, so a toast moves off the dialog to the top edge', () => {
    const { rerender } = render(
      <>
        <ToastHost />
        <Dialog open title="交易密码" onClose={() => {}} />
      </>,
    );
    expect(document.documentElement).toHaveAttribute(MODAL_OPEN_ATTRIBUTE);
    act(() => toast.show('交易密码输入错误!'));
    expect(screen.getByRole('status')).toHaveTextContent('交易密码输入错误!');
    rerender(
      <>
        <ToastHost />
        <Dialog open={false} title="交易密码" onClose={() => {}} />
      </>,
    );
    expect(document.documentElement).not.toHaveAttribute(MODAL_OPEN_ATTRIBUTE);
    act(() => toast.hide());
  });
});
