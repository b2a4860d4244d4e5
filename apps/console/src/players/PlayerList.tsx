// The player list: search by account, phone or agent (its whole team), filter by state and type,
// paged by the server, exported as CSV; a row opens the player.
import type { ConsolePlayerRow } from '@jinli/contract/console';
import { Button, Form, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { ExportCsvButton } from '../shared/ExportCsvButton';
import type { CsvColumn } from '../shared/csv';
import { yuan, yuanPlain } from '../shared/money';
import { SHARED_TEXT } from '../shared/strings';
import { formatTime } from '../shared/time';
import { usePagedList } from '../shared/usePagedList';
import { type PlayerFilters, playersApi } from './playersApi';
import { PLAYERS_TEXT as T } from './strings';

export function PlayerStateTags({
  row,
}: {
  row: Pick<ConsolePlayerRow, 'banned' | 'muted' | 'mustResetPassword' | 'isAgent'>;
}) {
  return (
    <Space size={4} wrap>
      {row.isAgent ? <Tag color="purple">{T.isAgent}</Tag> : null}
      {row.banned ? <Tag color="red">{T.banned}</Tag> : null}
      {row.muted ? <Tag color="orange">{T.muted}</Tag> : null}
      {row.mustResetPassword ? <Tag color="gold">{T.mustReset}</Tag> : null}
      {!row.banned && !row.muted && !row.mustResetPassword ? (
        <Tag color="green">{T.normal}</Tag>
      ) : null}
    </Space>
  );
}

const csvColumns: CsvColumn<ConsolePlayerRow>[] = [
  { title: 'ID', value: (r) => r.id },
  { title: T.account, value: (r) => r.account },
  { title: T.type, value: (r) => T.types[r.type] ?? r.type },
  { title: T.fullName, value: (r) => r.fullName },
  { title: T.phone, value: (r) => r.phone },
  { title: T.agent, value: (r) => r.agentAccount },
  { title: T.vip, value: (r) => r.vipLevel },
  { title: T.balance, value: (r) => yuanPlain(r.balance) },
  { title: T.banned, value: (r) => (r.banned ? SHARED_TEXT.yes : SHARED_TEXT.no) },
  { title: T.muted, value: (r) => (r.muted ? SHARED_TEXT.yes : SHARED_TEXT.no) },
  { title: T.registerIp, value: (r) => r.registerIp },
  { title: T.registerTime, value: (r) => formatTime(r.createTime) },
  { title: T.lastLogin, value: (r) => formatTime(r.lastLoginTime) },
];

type StateFilter = 'banned' | 'muted' | 'normal';

interface Values {
  account?: string;
  phone?: string;
  agent?: string;
  state?: StateFilter;
  type?: 'HY' | 'TEST';
}

function filtersOf(values: Values): PlayerFilters {
  return {
    account: values.account?.trim() || undefined,
    phone: values.phone?.trim() || undefined,
    agent: values.agent?.trim() || undefined,
    type: values.type,
    banned: values.state === 'banned' ? 'true' : values.state === 'normal' ? 'false' : undefined,
    muted: values.state === 'muted' ? 'true' : values.state === 'normal' ? 'false' : undefined,
  };
}

export function PlayerList() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const list = usePagedList<PlayerFilters, ConsolePlayerRow>({
    key: ['players'],
    initialFilters: {},
    fetchPage: playersApi.list,
  });
  const columns: TableColumnsType<ConsolePlayerRow> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: T.account,
      dataIndex: 'account',
      render: (account: string, row) => (
        <a onClick={() => void navigate(`/players/${row.id}`)}>{account}</a>
      ),
    },
    {
      title: T.type,
      dataIndex: 'type',
      width: 70,
      render: (type: string) => T.types[type] ?? type,
    },
    { title: T.phone, dataIndex: 'phone', width: 130 },
    { title: T.agent, dataIndex: 'agentAccount', width: 110 },
    { title: T.vip, dataIndex: 'vipLevel', width: 60 },
    { title: T.balance, dataIndex: 'balance', align: 'right', width: 130, render: yuan },
    { title: T.state, key: 'state', render: (_, row) => <PlayerStateTags row={row} /> },
    { title: T.registerTime, dataIndex: 'createTime', width: 170, render: formatTime },
    { title: T.lastLogin, dataIndex: 'lastLoginTime', width: 170, render: formatTime },
    {
      title: SHARED_TEXT.actions,
      key: 'open',
      width: 80,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => void navigate(`/players/${row.id}`)}>
          {T.detail}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Form
        form={form}
        layout="inline"
        onFinish={(values) => list.setFilters(filtersOf(values))}
        style={{ marginBottom: 16, rowGap: 12 }}
      >
        <Form.Item name="account" label={T.account}>
          <Input
            allowClear
            placeholder={T.accountPlaceholder}
            style={{ width: 150 }}
            maxLength={64}
          />
        </Form.Item>
        <Form.Item name="phone" label={T.phone}>
          <Input allowClear style={{ width: 140 }} maxLength={64} />
        </Form.Item>
        <Form.Item name="agent" label={T.agent}>
          <Input
            allowClear
            placeholder={T.agentPlaceholder}
            style={{ width: 200 }}
            maxLength={64}
          />
        </Form.Item>
        <Form.Item name="state" label={T.state}>
          <Select
            allowClear
            placeholder={T.anyState}
            style={{ width: 110 }}
            options={[
              { value: 'normal', label: T.normal },
              { value: 'banned', label: T.banned },
              { value: 'muted', label: T.muted },
            ]}
          />
        </Form.Item>
        <Form.Item name="type" label={T.type}>
          <Select
            allowClear
            placeholder={T.allTypes}
            style={{ width: 100 }}
            options={Object.entries(T.types).map(([value, label]) => ({ value, label }))}
          />
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
              name={T.exportName}
              columns={csvColumns}
              fetchPage={(page, size) => playersApi.list(list.filters, page, size)}
            />
          </Space>
        </Form.Item>
      </Form>
      <Table<ConsolePlayerRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.query.data?.data ?? []}
        loading={list.query.isFetching}
        pagination={{ ...list.pagination, showTotal: SHARED_TEXT.total }}
      />
    </>
  );
}
