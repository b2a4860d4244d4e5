// 调整余额 (财务/管理员): a signed amount in yuan and a required reason. Above the company's
// threshold the server keeps it pending for a second operator; the answer says which.
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { thousandthsOf, yuan } from '../shared/money';
import { PLAYERS_TEXT as T } from './strings';

export interface AdjustBalanceModalProps {
  account: string;
  open: boolean;
  /** Adjustments above this (thousandths) wait for a second operator, when known. */
  threshold?: number | undefined;
  onClose: () => void;
  onSubmit: (amount: number, reason: string) => Promise<unknown>;
}

export function AdjustBalanceModal({
  account,
  open,
  threshold,
  onClose,
  onSubmit,
}: AdjustBalanceModalProps) {
  const [form] = Form.useForm<{ amount: string; reason: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: { amount: string; reason: string }) => {
    const amount = thousandthsOf(values.amount);
    if (amount === undefined || amount === 0) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(amount, values.reason.trim());
      form.resetFields();
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={T.adjustTitle(account)}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {threshold !== undefined ? (
        <Alert
          type="info"
          showIcon
          title={T.adjustThreshold(yuan(threshold))}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="amount"
          label={T.adjustAmount}
          rules={[
            {
              required: true,
              validator: async (_rule, value: string | undefined) => {
                const amount = value ? thousandthsOf(value) : undefined;
                if (amount === undefined || amount === 0) throw new Error(T.adjustAmountRule);
              },
            },
          ]}
        >
          <Input placeholder="100.00 / -50.00" maxLength={16} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={T.adjustReason}
          rules={[{ required: true, whitespace: true, message: T.adjustReasonRequired }]}
        >
          <Input maxLength={200} showCount />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
    </Modal>
  );
}
