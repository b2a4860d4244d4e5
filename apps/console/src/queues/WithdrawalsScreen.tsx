// 提现: the withdrawal queue (pending first by default), with its sum, CSV export, and 确认出款 /
// 拒绝 for 财务 and 管理员 (客服 reads).
import {
  type ConsoleWithdrawalRow,
  WITHDRAW_STATUS_LABELS,
  type WithdrawStatus,
} from '@jinli/contract/console';
import { useQueryClient } from '@tanstack/react-query';
import { App, Card, Typography } from 'antd';
import { ROLES } from '../session/roles';
import { useMe } from '../session/useSession';
import { ExportCsvButton } from '../shared/ExportCsvButton';
import type { CsvColumn } from '../shared/csv';
import { yuan, yuanPlain } from '../shared/money';
import { SHARED_TEXT } from '../shared/strings';
import { formatTime } from '../shared/time';
import { usePagedList } from '../shared/usePagedList';
import { QueueFilterForm } from './QueueFilterForm';
import { type QueueFilters, type QueuePage, queuesApi } from './queuesApi';
import { QUEUE_TEXT } from './strings';
import { WithdrawalTable } from './WithdrawalTable';

const csvColumns: CsvColumn<ConsoleWithdrawalRow>[] = [
  { title: QUEUE_TEXT.orderNo, value: (row) => row.orderNo },
  { title: QUEUE_TEXT.account, value: (row) => row.account },
  { title: QUEUE_TEXT.amount, value: (row) => yuanPlain(row.amount) },
  { title: QUEUE_TEXT.target, value: (row) => `${row.bankName} ${row.cardNo} ${row.realName}` },
  { title: QUEUE_TEXT.status, value: (row) => WITHDRAW_STATUS_LABELS[row.status] },
  { title: QUEUE_TEXT.remark, value: (row) => row.remark },
  { title: QUEUE_TEXT.createTime, value: (row) => formatTime(row.createTime) },
  { title: QUEUE_TEXT.finishTime, value: (row) => formatTime(row.finishTime) },
];

export function WithdrawalsScreen() {
  const me = useMe();
  const canAct = (ROLES.finance as readonly string[]).includes(me.role);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = usePagedList<
    QueueFilters<WithdrawStatus>,
    ConsoleWithdrawalRow,
    QueuePage<ConsoleWithdrawalRow>
  >({
    key: ['withdrawals'],
    initialFilters: { status: 'pending' },
    fetchPage: queuesApi.withdrawals,
  });
  const after = (text: string) => {
    message.success(text);
    void queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
  };
  return (
    <Card>
      <QueueFilterForm<WithdrawStatus>
        statuses={WITHDRAW_STATUS_LABELS}
        initialStatus="pending"
        onApply={list.setFilters}
        extra={
          <ExportCsvButton
            name={QUEUE_TEXT.withdrawExport}
            columns={csvColumns}
            fetchPage={(page, size) => queuesApi.withdrawals(list.filters, page, size)}
          />
        }
      />
      {list.query.data ? (
        <Typography.Paragraph type="secondary">
          {QUEUE_TEXT.totalAmount(yuan(list.query.data.totalAmount))}
        </Typography.Paragraph>
      ) : null}
      <WithdrawalTable
        rows={list.query.data?.data ?? []}
        loading={list.query.isFetching}
        pagination={{ ...list.pagination, showTotal: SHARED_TEXT.total }}
        canAct={canAct}
        onApprove={async (row, note) => {
          await queuesApi.approveWithdrawal(row.orderNo, note);
          after(QUEUE_TEXT.approved);
        }}
        onReject={async (row, note) => {
          await queuesApi.rejectWithdrawal(row.orderNo, note);
          after(QUEUE_TEXT.rejected);
        }}
      />
    </Card>
  );
}
