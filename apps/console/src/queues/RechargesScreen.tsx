// 充值: the recharge orders with filters, their sum, CSV export, and the manual confirmation of a
// pending bank transfer for 财务 and 管理员.
import {
  type ConsoleRechargeRow,
  RECHARGE_STATUS_LABELS,
  type RechargeStatus,
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
import { RechargeTable, routeLabel } from './RechargeTable';
import { QUEUE_TEXT } from './strings';

const csvColumns: CsvColumn<ConsoleRechargeRow>[] = [
  { title: QUEUE_TEXT.orderNo, value: (row) => row.orderNo },
  { title: QUEUE_TEXT.account, value: (row) => row.account },
  { title: QUEUE_TEXT.amount, value: (row) => yuanPlain(row.amount) },
  { title: QUEUE_TEXT.channel, value: (row) => row.channelName },
  { title: QUEUE_TEXT.route, value: (row) => routeLabel(row.route) },
  { title: QUEUE_TEXT.depositor, value: (row) => row.depositorName },
  { title: QUEUE_TEXT.status, value: (row) => RECHARGE_STATUS_LABELS[row.status] },
  { title: QUEUE_TEXT.remark, value: (row) => row.remark },
  { title: QUEUE_TEXT.createTime, value: (row) => formatTime(row.createTime) },
  { title: QUEUE_TEXT.finishTime, value: (row) => formatTime(row.finishTime) },
];

export function RechargesScreen() {
  const me = useMe();
  const canAct = (ROLES.finance as readonly string[]).includes(me.role);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = usePagedList<
    QueueFilters<RechargeStatus>,
    ConsoleRechargeRow,
    QueuePage<ConsoleRechargeRow>
  >({ key: ['recharges'], initialFilters: {}, fetchPage: queuesApi.recharges });
  return (
    <Card>
      <QueueFilterForm<RechargeStatus>
        statuses={RECHARGE_STATUS_LABELS}
        routes={QUEUE_TEXT.routes}
        onApply={list.setFilters}
        extra={
          <ExportCsvButton
            name={QUEUE_TEXT.rechargeExport}
            columns={csvColumns}
            fetchPage={(page, size) => queuesApi.recharges(list.filters, page, size)}
          />
        }
      />
      {list.query.data ? (
        <Typography.Paragraph type="secondary">
          {QUEUE_TEXT.totalAmount(yuan(list.query.data.totalAmount))}
        </Typography.Paragraph>
      ) : null}
      <RechargeTable
        rows={list.query.data?.data ?? []}
        loading={list.query.isFetching}
        pagination={{ ...list.pagination, showTotal: SHARED_TEXT.total }}
        canAct={canAct}
        onConfirm={async (row, note) => {
          await queuesApi.confirmRecharge(row.orderNo, note);
          message.success(QUEUE_TEXT.confirmed);
          void queryClient.invalidateQueries({ queryKey: ['recharges'] });
        }}
      />
    </Card>
  );
}
