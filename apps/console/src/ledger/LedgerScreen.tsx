// 对账: runs the ledger check and shows its last result (kept for the session): the verdict, the
// totals, the conservation identity and every drift found.
import { SyncOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Space, Table, Typography } from 'antd';
import { ExportCsvButton } from '../shared/ExportCsvButton';
import { yuan } from '../shared/money';
import { formatTime } from '../shared/time';
import { type LedgerCheckReport, type LedgerDrift, ledgerApi, ledgerKey } from './ledgerApi';
import { LEDGER_TEXT } from './strings';

const kindLabel = (kind: string) => LEDGER_TEXT.kinds[kind] ?? kind;

function Report({ report }: { report: LedgerCheckReport }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type={report.ok ? 'success' : 'error'}
        showIcon
        title={report.ok ? LEDGER_TEXT.ok : LEDGER_TEXT.drift(report.drift.length)}
        description={`${LEDGER_TEXT.checkedAt}：${formatTime(report.checkedAt)}`}
      />
      <Descriptions bordered size="small" column={3}>
        <Descriptions.Item label={LEDGER_TEXT.wallets}>{report.wallets}</Descriptions.Item>
        <Descriptions.Item label={LEDGER_TEXT.ledgerRows}>{report.ledgerRows}</Descriptions.Item>
        <Descriptions.Item label={LEDGER_TEXT.checkedAt}>
          {formatTime(report.checkedAt)}
        </Descriptions.Item>
      </Descriptions>
      <Descriptions title={LEDGER_TEXT.totals} bordered size="small" column={3}>
        {Object.entries(report.totals).map(([key, value]) => (
          <Descriptions.Item key={key} label={LEDGER_TEXT.totalLabels[key] ?? key}>
            {yuan(value)}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Descriptions title={LEDGER_TEXT.conservation} bordered size="small" column={3}>
        <Descriptions.Item label={LEDGER_TEXT.held}>
          {yuan(report.conservation.held)}
        </Descriptions.Item>
        <Descriptions.Item label={LEDGER_TEXT.accounted}>
          {yuan(report.conservation.accounted)}
        </Descriptions.Item>
        <Descriptions.Item label={LEDGER_TEXT.conservationDrift}>
          <Typography.Text type={report.conservation.drift === '0' ? undefined : 'danger'}>
            {yuan(report.conservation.drift)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {report.drift.length > 0 ? (
        <Card
          size="small"
          title={LEDGER_TEXT.driftTitle}
          extra={
            <ExportCsvButton<LedgerDrift>
              name={LEDGER_TEXT.exportName}
              columns={[
                { title: LEDGER_TEXT.kind, value: (row) => kindLabel(row.kind) },
                { title: LEDGER_TEXT.ref, value: (row) => row.ref },
                { title: LEDGER_TEXT.detail, value: (row) => row.detail },
              ]}
              fetchPage={async (page, size) => ({
                data: report.drift.slice((page - 1) * size, page * size),
                totalCount: report.drift.length,
              })}
            />
          }
        >
          <Table<LedgerDrift>
            rowKey={(row) => `${row.kind}:${row.ref}:${row.detail}`}
            size="small"
            dataSource={report.drift}
            columns={[
              { title: LEDGER_TEXT.kind, dataIndex: 'kind', width: 120, render: kindLabel },
              { title: LEDGER_TEXT.ref, dataIndex: 'ref', width: 220 },
              { title: LEDGER_TEXT.detail, dataIndex: 'detail' },
            ]}
          />
        </Card>
      ) : null}
    </Space>
  );
}

export function LedgerScreen() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // The last result is kept in the cache (never fetched by itself: a check is an audited action).
  const last = useQuery<LedgerCheckReport | null>({
    queryKey: ledgerKey,
    queryFn: () => null,
    enabled: false,
    initialData: null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const run = useMutation({
    mutationFn: ledgerApi.check,
    onSuccess: (report) => queryClient.setQueryData(ledgerKey, report),
    onError: (error) => message.error(error.message),
  });
  return (
    <Card
      extra={
        <Button
          type="primary"
          icon={<SyncOutlined spin={run.isPending} />}
          loading={run.isPending}
          onClick={() => run.mutate()}
        >
          {run.isPending ? LEDGER_TEXT.running : LEDGER_TEXT.run}
        </Button>
      }
      title={
        <Typography.Text type="secondary" style={{ fontWeight: 'normal', whiteSpace: 'normal' }}>
          {LEDGER_TEXT.intro}
        </Typography.Text>
      }
    >
      {last.data ? <Report report={last.data} /> : <Empty description={LEDGER_TEXT.never} />}
    </Card>
  );
}
