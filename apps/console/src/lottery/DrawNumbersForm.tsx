// The official numbers of one 香港六合彩 turn: six numbers and the special number, 1-49, all
// different; then a modal repeating them as balls before anything is sent.
import { Alert, Button, Divider, Form, InputNumber, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { Ball } from './Ball';
import { LOTTERY_TEXT } from './strings';

const SLOTS = [0, 1, 2, 3, 4, 5, 6];

export interface DrawNumbersFormProps {
  onDraw: (numbers: number[]) => Promise<unknown>;
}

export function DrawNumbersForm({ onDraw }: DrawNumbersFormProps) {
  const [form] = Form.useForm<{ balls: (number | null)[] }>();
  const [pending, setPending] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [repeated, setRepeated] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await onDraw(pending);
      setPending(null);
      form.resetFields();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ balls: SLOTS.map(() => null) }}
        onFinish={(values) => {
          const numbers = values.balls.map(Number);
          // Checked as a whole on submit: per-field rules depending on the six others re-ran each
          // other on every key.
          const distinct = new Set(numbers).size === numbers.length;
          setRepeated(!distinct);
          if (distinct) setPending(numbers);
        }}
      >
        <Space size="small" wrap align="start">
          {SLOTS.map((index) => (
            <Form.Item
              key={index}
              name={['balls', index]}
              label={LOTTERY_TEXT.ball(index)}
              rules={[
                {
                  required: true,
                  type: 'integer',
                  min: 1,
                  max: 49,
                  message: LOTTERY_TEXT.ballRequired,
                },
              ]}
            >
              <InputNumber
                min={1}
                max={49}
                precision={0}
                style={{ width: 76 }}
                aria-label={LOTTERY_TEXT.ball(index)}
              />
            </Form.Item>
          ))}
        </Space>
        {repeated ? (
          <Alert
            type="error"
            showIcon
            title={LOTTERY_TEXT.distinct}
            style={{ marginBottom: 16 }}
            role="alert"
          />
        ) : null}
        <Button type="primary" htmlType="submit">
          {LOTTERY_TEXT.submitDraw}
        </Button>
      </Form>
      <Modal
        open={pending !== null}
        title={LOTTERY_TEXT.confirmTitle}
        okText={LOTTERY_TEXT.confirmOk}
        okButtonProps={{ danger: true }}
        confirmLoading={busy}
        onOk={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        <Typography.Paragraph>{LOTTERY_TEXT.markSixName}</Typography.Paragraph>
        <Space size={8} data-testid="confirm-balls">
          {pending?.slice(0, 6).map((n) => (
            <Ball key={n} n={n} />
          ))}
          <Divider orientation="vertical" />
          {pending?.[6] !== undefined ? <Ball n={pending[6]} /> : null}
        </Space>
        <Typography.Paragraph type="danger" style={{ marginTop: 16 }}>
          {LOTTERY_TEXT.confirmBody}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
