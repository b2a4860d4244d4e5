import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Confirm } from './Confirm';

function setup(props: Partial<Parameters<typeof Confirm>[0]> = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  const view = render(
    <Confirm open message="请先登录" onCancel={onCancel} onConfirm={onConfirm} {...props} />,
  );
  return { onCancel, onConfirm, ...view };
}

describe('Confirm', () => {
  it('is a modal alertdialog rendered into document.body, described by the message', () => {
    const { container } = setup({ title: '提示' });
    const dialog = screen.getByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('请先登录');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('has 取消 and 确认 by default and focuses 确认', () => {
    setup();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认' })).toHaveFocus();
  });

  it('uses custom button texts', () => {
    setup({ cancelText: '再想想', confirmText: '立即进入游戏' });
    expect(screen.getByRole('button', { name: '再想想' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即进入游戏' })).toHaveFocus();
  });

  it('calls onConfirm from the confirm button and onCancel from the cancel button', async () => {
    const { onCancel, onConfirm } = setup();
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const { onCancel, onConfirm } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels on a tap on the mask but not on the panel', async () => {
    const { onCancel } = setup();
    await userEvent.click(screen.getByRole('alertdialog'));
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('jl-dialog-mask'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('jl-dialog-mask'));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('does not cancel when a press starts in the panel and ends on the mask', () => {
    const { onCancel } = setup();
    fireEvent.pointerDown(screen.getByText('请先登录'));
    fireEvent.click(screen.getByTestId('jl-dialog-mask'), { detail: 1 });
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    setup();
    const cancel = screen.getByRole('button', { name: '取消' });
    const confirm = screen.getByRole('button', { name: '确认' });
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });
});
