// A button whose action is confirmed in a modal that repeats what will happen and takes an optional
// note for the audit log; the modal stays open (with the server's refusal shown) when it fails.
import { Alert, Button, type ButtonProps, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

export interface DecisionButtonProps {
  label: string;
  /** What the action will do, in words. */
  question: string;
  /** Placeholder of the note; no note field when absent. */
  notePlaceholder?: string;
  danger?: boolean;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  onConfirm: (note: string | undefined) => Promise<unknown>;
}

export function DecisionButton({
  label,
  question,
  notePlaceholder,
  danger,
  type = 'link',
  size = 'small',
  onConfirm,
}: DecisionButtonProps) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setNote('');
    setError(null);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm(note.trim() || undefined);
      close();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type={type} size={size} danger={danger} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        title={label}
        okText={label}
        okButtonProps={{ danger }}
        confirmLoading={busy}
        onOk={() => void confirm()}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph>{question}</Typography.Paragraph>
        {notePlaceholder !== undefined ? (
          <Input
            value={note}
            maxLength={200}
            placeholder={notePlaceholder}
            aria-label={notePlaceholder}
            onChange={(event) => setNote(event.target.value)}
          />
        ) : null}
        {error ? (
          <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} role="alert" />
        ) : null}
      </Modal>
    </>
  );
}
