// 调整复核: balance adjustments (pending ones first by default) with their requester; a second 财务
// or 管理员 approves (it applies then) or rejects. The server refuses the requester's own.
import {
  ADJUSTMENT_STATUS_LABELS,
  type AdjustmentStatus,
  type ConsoleAdjustment,
} from '@jinli/contract/console';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ROLES } from '../session/roles';
import { useMe } from '../session/useSession';
import { DecisionButton } from '../shared/DecisionButton';
import { ExportCsvButton } from '../shared/ExportCsvButton';
import { yuan, yuanPlain } from '../shared/money';
import { SHARED_TEXT } from '../shared/strings';
import { formatTime } from '../shared/time';
import { usePagedList } from '../shared/usePagedList';
import { type AdjustmentPage, playersApi } from './playersApi';
import { PLAYERS_TEXT as T } from './strings';

interface Filters {
  status?: AdjustmentStatus | undefined;
  account?: string | undefined;
}

/** 管理员's setting of the approval threshold, in yuan on screen, thousandths on the wire. */
function ThresholdSetting({ threshold, onSaved }: { threshold: number; onSaved: () => void }) {
  const { message } = App.useApp();
  const [yuanValue, setYuanValue] = useState<number | null>(threshold / 1000);
  const [busy, setBusy] = useState(false);
  useEffect(() => setYuanValue(threshold / 1000), [threshold]);
  const save = async () => {
    if (yuanValue === null) return;
    setBusy(true);
    try {
      await playersApi.setThreshold(Math.round(yuanValue * 100) * 10);
      message.success(T.thresholdSaved);
      onSaved();
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space style={{ marginBottom: 16 }} wrap>
      <Typography.Text>{T.thresholdLabel}</Typography.Text>
      <InputNumber
        min={0}
        max={100_000_000}
        precision={2}
        value={yuanValue}
        onChange={setYuanValue}
        aria-label={T.thresholdLabel}
        style={{ width: 180 }}
      />
      <Button loading={busy} onClick={() => void save()}>
        {SHARED_TEXT.save}
      </Button>
      <Typography.Text type="secondary">{T.thresholdHint}</Typography.Text>
    </Space>
  );
}

const STATUS_COLOURS: Record<AdjustmentStatus, string> = {
  pending: 'orange',
  applied: 'green',
  rejected: 'default',
};

export function AdjustmentReview() {
  const me = useMe();
  const canDecide = (ROLES.finance as readonly string[]).includes(me.role);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = usePagedList<Filters, ConsoleAdjustment, AdjustmentPage>({
    key: ['adjustments', 'list'],
    initialFilters: { status: 'pending' },
    fetchPage: playersApi.adjustments,
  });
  const decided = (text: string) => {
    message.success(text);
    void queryClient.invalidateQueries({ queryKey: ['adjustments'] });
  };
  return (
    <>
      <Form<Filters>
        layout="inline"
        initialValues={{ status: 'pending' }}
        onFinish={(values) =>
          list.setFilters({ status: values.status, account: values.account?.trim() || undefined })
        }
        style={{ marginBottom: 16, rowGap: 12 }}
      >
        <Form.Item name="status" label={T.adjustStatus}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={Object.entries(ADJUSTMENT_STATUS_LABELS).map(([value, label]) => ({
              value,
              label,
            }))}
          />
        </Form.Item>
        <Form.Item name="account" label={T.account}>
          <Input allowClear style={{ width: 160 }} maxLength={64} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {SHARED_TEXT.search}
            </Button>
            <ExportCsvButton<ConsoleAdjustment>
              name={T.adjustmentsExport}
              columns={[
                { title: 'ID', value: (r) => r.id },
                { title: T.account, value: (r) => r.account },
                { title: T.amount, value: (r) => yuanPlain(r.amount) },
                { title: T.reasonColumn, value: (r) => r.reason },
                { title: T.adjustStatus, value: (r) => ADJUSTMENT_STATUS_LABELS[r.status] },
                { title: T.requestedBy, value: (r) => r.requestedBy },
                { title: T.requestTime, value: (r) => formatTime(r.requestTime) },
                { title: T.decidedBy, value: (r) => r.decidedBy },
                { title: T.decideTime, value: (r) => formatTime(r.decideTime) },
                { title: T.note, value: (r) => r.decisionNote },
              ]}
              fetchPage={(page, size) => playersApi.adjustments(list.filters, page, size)}
            />
          </Space>
        </Form.Item>
      </Form>
      {list.query.data && me.role === 'admin' ? (
        <ThresholdSetting
          threshold={list.query.data.approvalThreshold}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: ['adjustments'] })}
        />
      ) : list.query.data ? (
        <Typography.Paragraph type="secondary">
          {T.adjustThreshold(yuan(list.query.data.approvalThreshold))}
        </Typography.Paragraph>
      ) : null}
      <Table<ConsoleAdjustment>
        rowKey="id"
        size="middle"
        dataSource={list.query.data?.data ?? []}
        loading={list.query.isFetching}
        pagination={{ ...list.pagination, showTotal: SHARED_TEXT.total }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: T.account, dataIndex: 'account' },
          { title: T.amount, dataIndex: 'amount', align: 'right', render: yuan },
          { title: T.reasonColumn, dataIndex: 'reason', ellipsis: true },
          {
            title: T.adjustStatus,
            dataIndex: 'status',
            render: (s: AdjustmentStatus) => (
              <Tag color={STATUS_COLOURS[s]}>{ADJUSTMENT_STATUS_LABELS[s]}</Tag>
            ),
          },
          { title: T.requestedBy, dataIndex: 'requestedBy' },
          { title: T.requestTime, dataIndex: 'requestTime', render: formatTime },
          { title: T.decidedBy, dataIndex: 'decidedBy', render: (v: string | null) => v ?? '—' },
          { title: T.decideTime, dataIndex: 'decideTime', render: formatTime },
          ...(canDecide
            ? [
                {
                  title: SHARED_TEXT.actions,
                  key: 'actions',
                  render: (_: unknown, row: ConsoleAdjustment) =>
                    row.status === 'pending' && row.requestedBy !== me.name ? (
                      <Space size={0}>
                        <DecisionButton
                          label={T.approve}
                          question={T.approveConfirm(row.account, yuan(row.amount))}
                          notePlaceholder={T.note}
                          onConfirm={async (note) => {
                            await playersApi.approve(row.id, note);
                            decided(T.approved);
                          }}
                        />
                        <DecisionButton
                          label={T.reject}
                          danger
                          question={T.rejectConfirm(row.account, yuan(row.amount))}
                          notePlaceholder={T.note}
                          onConfirm={async (note) => {
                            await playersApi.reject(row.id, note);
                            decided(T.rejected);
                          }}
                        />
                      </Space>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
