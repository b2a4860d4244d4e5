// One content list: search and filters, the table with its enable switch, edit and delete, a
// create/edit modal with the phone preview beside the form (live as the operator types), and CSV
// export. What differs per list (fields, columns, preview) comes from its ContentConfig.
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Form,
  type FormInstance,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
} from 'antd';
import { type ReactNode, useState } from 'react';
import type { Query } from '../api/client';
import { ExportCsvButton } from '../shared/ExportCsvButton';
import type { CsvColumn } from '../shared/csv';
import { SHARED_TEXT } from '../shared/strings';
import { type ContentKind, contentApi } from './contentApi';
import { PhonePreview, type PreviewItem } from './PhonePreview';
import { CONTENT_TEXT as T } from './strings';

export interface ContentRow {
  id: number;
  enabled: boolean;
}

export interface ContentConfig<Row extends ContentRow, Values> {
  kind: ContentKind;
  label: string;
  columns: TableColumnsType<Row>;
  csv: CsvColumn<Row>[];
  /** The list's own filters (form items named as its query keys). */
  filters?: ReactNode;
  /** The form's fields. */
  fields: (form: FormInstance<Values>) => ReactNode;
  /** A new row's starting values. */
  initial: () => Partial<Values>;
  toValues: (row: Row) => Values;
  /** The POST/PATCH body of the form's values. */
  toBody: (values: Values) => unknown;
  preview: (values: Partial<Values>) => PreviewItem | null;
  modalWidth?: number;
}

export function ContentList<Row extends ContentRow, Values extends object>({
  config,
  canEdit,
}: {
  config: ContentConfig<Row, Values>;
  canEdit: boolean;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [filterForm] = Form.useForm<Record<string, string | undefined>>();
  const [form] = Form.useForm<Values>();
  const [query, setQuery] = useState<Query>({});
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState(20);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const key = ['content', config.kind];
  const list = useQuery({
    queryKey: [...key, query, page, rows],
    queryFn: () => contentApi.list<Row>(config.kind, query, page, rows),
    placeholderData: keepPreviousData,
  });
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const failed = (error: Error) => message.error(error.message);

  const save = useMutation({
    mutationFn: (values: Values) =>
      editing === 'new' || editing === null
        ? contentApi.create<Row>(config.kind, config.toBody(values))
        : contentApi.update<Row>(config.kind, editing.id, config.toBody(values)),
    onSuccess: () => {
      message.success(T.saved);
      setEditing(null);
      void refresh();
    },
    onError: failed,
  });
  const toggle = useMutation({
    mutationFn: (row: Row) =>
      contentApi.update<Row>(config.kind, row.id, { enabled: !row.enabled }),
    onSuccess: () => void refresh(),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (row: Row) => contentApi.remove(config.kind, row.id),
    onSuccess: () => {
      message.success(T.removed);
      void refresh();
    },
    onError: failed,
  });

  const open = (row: Row | 'new') => {
    form.resetFields();
    form.setFieldsValue((row === 'new' ? config.initial() : config.toValues(row)) as never);
    setEditing(row);
  };

  const columns: TableColumnsType<Row> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    ...config.columns,
    {
      title: T.enabled,
      dataIndex: 'enabled',
      width: 90,
      render: (_: boolean, row) => (
        <Switch
          checked={row.enabled}
          checkedChildren={T.on}
          unCheckedChildren={T.off}
          disabled={!canEdit}
          loading={toggle.isPending && toggle.variables?.id === row.id}
          onChange={() => toggle.mutate(row)}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            title: SHARED_TEXT.actions,
            key: 'actions',
            width: 120,
            render: (_: unknown, row: Row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => open(row)}>
                  {T.edit}
                </Button>
                <Popconfirm title={T.removeConfirm} onConfirm={() => remove.mutateAsync(row)}>
                  <Button type="link" size="small" danger>
                    {T.remove}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Form
        form={filterForm}
        // Named so that its fields' ids (and the labels pointing at them) differ from the editor's.
        name="contentFilter"
        layout="inline"
        style={{ marginBottom: 16, rowGap: 12 }}
        onFinish={(values) => {
          setQuery(
            Object.fromEntries(
              Object.entries(values).filter(([, v]) => v !== undefined && v !== ''),
            ),
          );
          setPage(1);
        }}
      >
        <Form.Item name="q" label={T.search}>
          <Input allowClear style={{ width: 180 }} maxLength={50} />
        </Form.Item>
        <Form.Item name="enabled" label={T.enabled}>
          <Select
            allowClear
            placeholder={T.all}
            style={{ width: 100 }}
            options={[
              { value: '1', label: T.on },
              { value: '0', label: T.off },
            ]}
          />
        </Form.Item>
        {config.filters}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {SHARED_TEXT.search}
            </Button>
            <ExportCsvButton<Row>
              name={T.exportName(config.label)}
              columns={[
                { title: 'ID', value: (row) => row.id },
                ...config.csv,
                { title: T.enabled, value: (row) => (row.enabled ? T.on : T.off) },
              ]}
              fetchPage={(p, size) => contentApi.list<Row>(config.kind, query, p, size)}
            />
            {canEdit ? (
              <Button icon={<PlusOutlined />} onClick={() => open('new')}>
                {T.create}
              </Button>
            ) : null}
          </Space>
        </Form.Item>
      </Form>
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        pagination={{
          current: page,
          pageSize: rows,
          total: list.data?.totalCount ?? 0,
          showSizeChanger: true,
          showTotal: SHARED_TEXT.total,
          onChange: (next, size) => {
            setPage(size === rows ? next : 1);
            setRows(size);
          },
        }}
      />
      <Modal
        open={editing !== null}
        title={`${editing === 'new' ? T.create : T.edit} · ${config.label}`}
        width={config.modalWidth ?? 1000}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
          <Form<Values>
            form={form}
            name="contentEdit"
            layout="vertical"
            style={{ flex: 1, minWidth: 0 }}
            onFinish={(values) => save.mutate(values)}
          >
            {config.fields(form)}
          </Form>
          <div>
            <div style={{ marginBottom: 8, color: '#888' }}>{T.preview}</div>
            <PhonePreview item={watched ? config.preview(watched) : null} />
          </div>
        </div>
      </Modal>
    </>
  );
}
