// 运营者管理 (管理员): every operator of the company with search and filters, creating one (its
// one-time password and TOTP shown once), changing a role, disabling or enabling, and resetting a
// password or a TOTP. The server keeps the last enabled admin and audits every change.
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState } from 'react';
import { ExportCsvButton } from '../shared/ExportCsvButton';
import type { CsvColumn } from '../shared/csv';
import { SHARED_TEXT } from '../shared/strings';
import { formatTime } from '../shared/time';
import { OPERATOR_ROLES, type OperatorRole, ROLE_LABELS } from '../session/roles';
import { useMe } from '../session/useSession';
import { type IssuedAnswer, type OperatorView, operatorsApi, operatorsKey } from './operatorsApi';
import { SecretsModal } from './SecretsModal';
import { OPERATORS_TEXT } from './strings';

const NAME_RULE = /^[A-Za-z0-9._-]{1,64}$/;
const roleOptions = OPERATOR_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

type StatusFilter = 'enabled' | 'disabled' | 'mustChange';

interface Filters {
  name: string;
  role?: OperatorRole | undefined;
  status?: StatusFilter | undefined;
}

function matches(row: OperatorView, filters: Filters): boolean {
  if (filters.name && !row.name.toLowerCase().includes(filters.name.trim().toLowerCase()))
    return false;
  if (filters.role && row.role !== filters.role) return false;
  if (filters.status === 'enabled' && row.disabled) return false;
  if (filters.status === 'disabled' && !row.disabled) return false;
  if (filters.status === 'mustChange' && !row.mustChangePassword) return false;
  return true;
}

const csvColumns: CsvColumn<OperatorView>[] = [
  { title: 'ID', value: (row) => row.id },
  { title: OPERATORS_TEXT.name, value: (row) => row.name },
  { title: OPERATORS_TEXT.role, value: (row) => ROLE_LABELS[row.role] },
  {
    title: OPERATORS_TEXT.status,
    value: (row) => (row.disabled ? OPERATORS_TEXT.disabled : OPERATORS_TEXT.enabled),
  },
  {
    title: OPERATORS_TEXT.mustChange,
    value: (row) => (row.mustChangePassword ? SHARED_TEXT.yes : SHARED_TEXT.no),
  },
  { title: OPERATORS_TEXT.createTime, value: (row) => formatTime(row.createTime) },
  { title: OPERATORS_TEXT.updateTime, value: (row) => formatTime(row.updateTime) },
];

export function OperatorsScreen() {
  const me = useMe();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>({ name: '' });
  const [creating, setCreating] = useState(false);
  const [roleOf, setRoleOf] = useState<OperatorView | null>(null);
  const [issued, setIssued] = useState<IssuedAnswer | null>(null);
  const [createForm] = Form.useForm<{ name: string; role: OperatorRole }>();
  const [roleForm] = Form.useForm<{ role: OperatorRole }>();

  const list = useQuery({ queryKey: operatorsKey, queryFn: operatorsApi.list });
  const rows = useMemo(
    () => (list.data ?? []).filter((row) => matches(row, filters)),
    [list.data, filters],
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: operatorsKey });
  const failed = (error: Error) => message.error(error.message);

  const create = useMutation({
    mutationFn: operatorsApi.create,
    onSuccess: (answer) => {
      setCreating(false);
      createForm.resetFields();
      setIssued(answer);
      void refresh();
    },
    onError: failed,
  });
  const update = useMutation({
    mutationFn: (input: { id: number; change: { role?: OperatorRole; disabled?: boolean } }) =>
      operatorsApi.update(input.id, input.change),
    onSuccess: () => {
      setRoleOf(null);
      message.success(SHARED_TEXT.done);
      void refresh();
    },
    onError: failed,
  });
  const issue = useMutation({
    mutationFn: (input: { id: number; what: 'password' | 'totp' }) =>
      input.what === 'password'
        ? operatorsApi.resetPassword(input.id)
        : operatorsApi.resetTotp(input.id),
    onSuccess: (answer) => {
      setIssued(answer);
      void refresh();
    },
    onError: failed,
  });

  const columns: TableColumnsType<OperatorView> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: OPERATORS_TEXT.name,
      dataIndex: 'name',
      render: (name: string) => (name === me.name ? `${name}${OPERATORS_TEXT.self}` : name),
    },
    {
      title: OPERATORS_TEXT.role,
      dataIndex: 'role',
      render: (role: OperatorRole) => (
        <Tag color={role === 'admin' ? 'red' : 'blue'}>{ROLE_LABELS[role]}</Tag>
      ),
    },
    {
      title: OPERATORS_TEXT.status,
      key: 'status',
      render: (_, row) => (
        <Space size={4}>
          {row.disabled ? (
            <Tag>{OPERATORS_TEXT.disabled}</Tag>
          ) : (
            <Tag color="green">{OPERATORS_TEXT.enabled}</Tag>
          )}
          {row.mustChangePassword ? <Tag color="orange">{OPERATORS_TEXT.mustChange}</Tag> : null}
        </Space>
      ),
    },
    { title: OPERATORS_TEXT.createTime, dataIndex: 'createTime', render: formatTime },
    { title: OPERATORS_TEXT.updateTime, dataIndex: 'updateTime', render: formatTime },
    {
      title: SHARED_TEXT.actions,
      key: 'actions',
      render: (_, row) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            onClick={() => {
              roleForm.setFieldsValue({ role: row.role });
              setRoleOf(row);
            }}
          >
            {OPERATORS_TEXT.changeRole}
          </Button>
          <Popconfirm
            title={
              row.disabled
                ? OPERATORS_TEXT.enableConfirm(row.name)
                : OPERATORS_TEXT.disableConfirm(row.name)
            }
            onConfirm={() =>
              update.mutateAsync({ id: row.id, change: { disabled: !row.disabled } })
            }
          >
            <Button type="link" size="small" danger={!row.disabled}>
              {row.disabled ? OPERATORS_TEXT.enable : OPERATORS_TEXT.disable}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={OPERATORS_TEXT.resetPasswordConfirm(row.name)}
            onConfirm={() => issue.mutateAsync({ id: row.id, what: 'password' })}
          >
            <Button type="link" size="small">
              {OPERATORS_TEXT.resetPassword}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={OPERATORS_TEXT.resetTotpConfirm(row.name)}
            onConfirm={() => issue.mutateAsync({ id: row.id, what: 'totp' })}
          >
            <Button type="link" size="small">
              {OPERATORS_TEXT.resetTotp}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={OPERATORS_TEXT.searchName}
            aria-label={OPERATORS_TEXT.searchName}
            onSearch={(name) => setFilters((current) => ({ ...current, name }))}
            style={{ width: 220 }}
          />
          <Select
            allowClear
            placeholder={OPERATORS_TEXT.allRoles}
            aria-label={OPERATORS_TEXT.role}
            options={roleOptions}
            style={{ width: 140 }}
            onChange={(role?: OperatorRole) => setFilters((current) => ({ ...current, role }))}
          />
          <Select
            allowClear
            placeholder={OPERATORS_TEXT.allStatus}
            aria-label={OPERATORS_TEXT.status}
            style={{ width: 140 }}
            options={[
              { value: 'enabled', label: OPERATORS_TEXT.enabled },
              { value: 'disabled', label: OPERATORS_TEXT.disabled },
              { value: 'mustChange', label: OPERATORS_TEXT.mustChange },
            ]}
            onChange={(status?: StatusFilter) => setFilters((current) => ({ ...current, status }))}
          />
        </Space>
        <Space wrap>
          <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
            {SHARED_TEXT.refresh}
          </Button>
          <ExportCsvButton
            name={OPERATORS_TEXT.exportName}
            columns={csvColumns}
            fetchPage={async (page, size) => ({
              data: rows.slice((page - 1) * size, page * size),
              totalCount: rows.length,
            })}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {OPERATORS_TEXT.create}
          </Button>
        </Space>
      </Space>
      <Table<OperatorView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isLoading}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, showTotal: SHARED_TEXT.total }}
      />
      <Modal
        open={creating}
        title={OPERATORS_TEXT.createTitle}
        okText={SHARED_TEXT.ok}
        confirmLoading={create.isPending}
        onOk={() => createForm.submit()}
        onCancel={() => setCreating(false)}
        destroyOnHidden
      >
        <Form
          form={createForm}
          layout="vertical"
          preserve={false}
          onFinish={(values) => create.mutate({ name: values.name.trim(), role: values.role })}
        >
          <Form.Item
            name="name"
            label={OPERATORS_TEXT.name}
            extra={OPERATORS_TEXT.nameRule}
            rules={[
              { required: true, message: OPERATORS_TEXT.nameRequired },
              { pattern: NAME_RULE, message: OPERATORS_TEXT.nameRule },
            ]}
          >
            <Input maxLength={64} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="role"
            label={OPERATORS_TEXT.role}
            rules={[{ required: true, message: OPERATORS_TEXT.roleRequired }]}
          >
            <Select options={roleOptions} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={roleOf !== null}
        title={roleOf ? OPERATORS_TEXT.changeRoleTitle(roleOf.name) : ''}
        confirmLoading={update.isPending}
        onOk={() => roleForm.submit()}
        onCancel={() => setRoleOf(null)}
      >
        <Form
          form={roleForm}
          layout="vertical"
          onFinish={(values) =>
            roleOf && update.mutate({ id: roleOf.id, change: { role: values.role } })
          }
        >
          <Form.Item name="role" label={OPERATORS_TEXT.role} rules={[{ required: true }]}>
            <Select options={roleOptions} />
          </Form.Item>
        </Form>
      </Modal>
      <SecretsModal issued={issued} onClose={() => setIssued(null)} />
    </Card>
  );
}
