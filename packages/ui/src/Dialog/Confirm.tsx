import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

/** Props of {@link Confirm}. */
export interface ConfirmProps {
  open: boolean;
  title?: ReactNode;
  /** The question, e.g. 请先登录. */
  message: ReactNode;
  /** Default 取消. */
  cancelText?: string;
  /** Default 确认. */
  confirmText?: string;
  /** Called by the cancel button, Escape and a tap on the mask. */
  onCancel(): void;
  onConfirm(): void;
}

/** A yes/no alert dialog; the confirm button has focus when it opens. */
export function Confirm({
  open,
  title,
  message,
  cancelText = '取消',
  confirmText = '确认',
  onCancel,
  onConfirm,
}: ConfirmProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      onClose={onCancel}
      // Its own 取消 button is the tap-to-close; a ✕ beside it would be a second one.
      closeLabel={false}
      initialFocusRef={confirmRef}
      actions={
        <>
          <Button onClick={onCancel}>{cancelText}</Button>
          <Button ref={confirmRef} variant="primary" onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
