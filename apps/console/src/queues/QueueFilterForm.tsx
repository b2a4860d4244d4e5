// The queues' filters: status, the player's account, the creation time (and, for recharges, the
// way the player paid), applied on 查询.
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { SHARED_TEXT } from '../shared/strings';
import { type DayRange, rangeOfDays } from '../shared/timeRange';
import type { QueueFilters } from './queuesApi';
import { QUEUE_TEXT } from './strings';

interface Values {
  status?: string;
  account?: string;
  route?: string;
  range?: DayRange;
}

export interface QueueFilterFormProps<Status extends string> {
  statuses: Record<Status, string>;
  routes?: Record<string, string>;
  initialStatus?: Status;
  onApply: (filters: QueueFilters<Status>) => void;
  extra?: ReactNode;
}

export function QueueFilterForm<Status extends string>({
  statuses,
  routes,
  initialStatus,
  onApply,
  extra,
}: QueueFilterFormProps<Status>) {
  const [form] = Form.useForm<Values>();
  const apply = (values: Values) =>
    onApply({
      status: (values.status as Status | undefined) || undefined,
      account: values.account?.trim() || undefined,
      route: values.route || undefined,
      ...rangeOfDays(values.range),
    });
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ status: initialStatus }}
      onFinish={apply}
      style={{ marginBottom: 16, rowGap: 12 }}
    >
      <Form.Item name="status" label={QUEUE_TEXT.status}>
        <Select
          allowClear
          placeholder={QUEUE_TEXT.allStatus}
          style={{ width: 130 }}
          options={Object.entries(statuses).map(([value, label]) => ({
            value,
            label: label as string,
          }))}
        />
      </Form.Item>
      {routes ? (
        <Form.Item name="route" label={QUEUE_TEXT.route}>
          <Select
            allowClear
            placeholder={QUEUE_TEXT.allRoutes}
            style={{ width: 140 }}
            options={Object.entries(routes).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="account" label={QUEUE_TEXT.account}>
        <Input
          allowClear
          placeholder={QUEUE_TEXT.accountPlaceholder}
          style={{ width: 160 }}
          maxLength={64}
        />
      </Form.Item>
      <Form.Item name="range" label={QUEUE_TEXT.time}>
        <DatePicker.RangePicker />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {SHARED_TEXT.search}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue({ status: undefined });
              onApply({});
            }}
          >
            {SHARED_TEXT.reset}
          </Button>
          {extra}
        </Space>
      </Form.Item>
    </Form>
  );
}
