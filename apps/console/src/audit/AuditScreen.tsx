// 审计: every operator action, newest first, with who (name, role then, address), what and the
// state before and after; filtered by operator, action (a prefix: 'player.' is every player
// action) and time; exported as CSV.
import type { ConsoleAuditRow } from '@jinli/contract/console';
import {
  AutoComplete,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { ExportCsvButton } from '../shared/ExportCsvButton';
import type { CsvColumn } from '../shared/csv';
import { SHARED_TEXT } from '../shared/strings';
import { formatTime } from '../shared/time';
import { type DayRange, rangeOfDays } from '../shared/timeRange';
import { usePagedList } from '../shared/usePagedList';
import { roleLabel } from '../session/roles';
import { type AuditFilters, auditApi } from './auditApi';
import { AUDIT_TEXT } from './strings';

const actionLabel = (action: string) => AUDIT_TEXT.actions[action] ?? action;
const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

const actionOptions = Object.entries(AUDIT_TEXT.actions).map(([value, label]) => ({
  value,
  label: `${label}（${value}）`,
}));

const csvColumns: CsvColumn<ConsoleAuditRow>[] = [
  { title: 'ID', value: (row) => row.id },
  { title: AUDIT_TEXT.time, value: (row) => formatTime(row.createTime) },
  { title: AUDIT_TEXT.operator, value: (row) => row.operator },
  { title: AUDIT_TEXT.role, value: (row) => roleLabel(row.role) },
  { title: AUDIT_TEXT.action, value: (row) => row.action },
  { title: AUDIT_TEXT.params, value: (row) => json(row.params) },
  { title: AUDIT_TEXT.before, value: (row) => json(row.before) },
  { title: AUDIT_TEXT.after, value: (row) => json(row.after) },
  { title: AUDIT_TEXT.address, value: (row) => row.clientAddress },
];

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined)
    return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

interface FormValues {
  operator?: string;
  action?: string;
  range?: DayRange;
}

export function AuditScreen() {
  const [form] = Form.useForm<FormValues>();
  const list = usePagedList<AuditFilters, ConsoleAuditRow>({
    key: ['audit'],
    initialFilters: {},
    fetchPage: auditApi.list,
  });
  const apply = (values: FormValues) =>
    list.setFilters({
      operator: values.operator?.trim() || undefined,
      action: values.action?.trim() || undefined,
      ...rangeOfDays(values.range),
    });

  const columns: TableColumnsType<ConsoleAuditRow> = [
    { title: AUDIT_TEXT.time, dataIndex: 'createTime', width: 180, render: formatTime },
    { title: AUDIT_TEXT.operator, dataIndex: 'operator', width: 140 },
    { title: AUDIT_TEXT.role, dataIndex: 'role', width: 90, render: roleLabel },
    {
      title: AUDIT_TEXT.action,
      dataIndex: 'action',
      render: (action: string) => (
        <Space size={6}>
          <span>{actionLabel(action)}</span>
          <Typography.Text type="secondary" code>
            {action}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: AUDIT_TEXT.params,
      dataIndex: 'params',
      ellipsis: true,
      render: (value: unknown) => <Typography.Text type="secondary">{json(value)}</Typography.Text>,
    },
    { title: AUDIT_TEXT.address, dataIndex: 'clientAddress', width: 140 },
  ];

  return (
    <Card>
      <Form form={form} layout="inline" onFinish={apply} style={{ marginBottom: 16, rowGap: 12 }}>
        <Form.Item name="operator" label={AUDIT_TEXT.operator}>
          <Input
            allowClear
            placeholder={AUDIT_TEXT.operatorPlaceholder}
            style={{ width: 160 }}
            maxLength={64}
          />
        </Form.Item>
        <Form.Item name="action" label={AUDIT_TEXT.action}>
          <AutoComplete
            allowClear
            options={actionOptions}
            placeholder={AUDIT_TEXT.actionPlaceholder}
            style={{ width: 280 }}
            filterOption={(input, option) =>
              String(option?.value ?? '').includes(input) ||
              String(option?.label ?? '').includes(input)
            }
          />
        </Form.Item>
        <Form.Item name="range" label={AUDIT_TEXT.time}>
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
                list.setFilters({});
              }}
            >
              {SHARED_TEXT.reset}
            </Button>
            <ExportCsvButton
              name={AUDIT_TEXT.exportName}
              columns={csvColumns}
              fetchPage={(page, size) => auditApi.list(list.filters, page, Math.min(size, 100))}
            />
          </Space>
        </Form.Item>
      </Form>
      <Table<ConsoleAuditRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.query.data?.data ?? []}
        loading={list.query.isFetching}
        pagination={{ ...list.pagination, showTotal: SHARED_TEXT.total }}
        expandable={{
          expandedRowRender: (row) => (
            <Space align="start" size="large" style={{ width: '100%' }}>
              <div>
                <Typography.Text strong>{AUDIT_TEXT.params}</Typography.Text>
                <Json value={row.params} />
              </div>
              <div>
                <Typography.Text strong>{AUDIT_TEXT.before}</Typography.Text>
                <Json value={row.before} />
              </div>
              <div>
                <Typography.Text strong>{AUDIT_TEXT.after}</Typography.Text>
                <Json value={row.after} />
              </div>
            </Space>
          ),
        }}
      />
    </Card>
  );
}
