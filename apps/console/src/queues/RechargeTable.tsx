// The recharge queue's table; a pending bank transfer can be confirmed by 财务/管理员.
import {
  RECHARGE_STATUS_LABELS,
  type ConsoleRechargeRow,
  type RechargeStatus,
} from '@jinli/contract/console';
import { Table, type TableColumnsType, type TablePaginationConfig, Tag, Typography } from 'antd';
import { DecisionButton } from '../shared/DecisionButton';
import { yuan } from '../shared/money';
import { SHARED_TEXT } from '../shared/strings';
import { formatTime } from '../shared/time';
import { QUEUE_TEXT } from './strings';

const STATUS_COLOURS: Record<RechargeStatus, string> = {
  pending: 'orange',
  paid: 'green',
  failed: 'default',
};

export const routeLabel = (route: string) => QUEUE_TEXT.routes[route] ?? route;

export interface RechargeTableProps {
  rows: ConsoleRechargeRow[];
  loading?: boolean;
  pagination?: TablePaginationConfig | false;
  canAct: boolean;
  onConfirm: (row: ConsoleRechargeRow, note?: string) => Promise<unknown>;
}

export function RechargeTable({
  rows,
  loading,
  pagination,
  canAct,
  onConfirm,
}: RechargeTableProps) {
  const columns: TableColumnsType<ConsoleRechargeRow> = [
    {
      title: QUEUE_TEXT.orderNo,
      dataIndex: 'orderNo',
      width: 220,
      render: (no: string) => <Typography.Text copyable>{no}</Typography.Text>,
    },
    { title: QUEUE_TEXT.account, dataIndex: 'account', width: 120 },
    { title: QUEUE_TEXT.amount, dataIndex: 'amount', align: 'right', width: 120, render: yuan },
    { title: QUEUE_TEXT.channel, dataIndex: 'channelName', width: 140 },
    { title: QUEUE_TEXT.route, dataIndex: 'route', width: 100, render: routeLabel },
    { title: QUEUE_TEXT.depositor, dataIndex: 'depositorName', width: 100 },
    {
      title: QUEUE_TEXT.status,
      dataIndex: 'status',
      width: 90,
      render: (status: RechargeStatus) => (
        <Tag color={STATUS_COLOURS[status]}>{RECHARGE_STATUS_LABELS[status]}</Tag>
      ),
    },
    { title: QUEUE_TEXT.createTime, dataIndex: 'createTime', width: 170, render: formatTime },
    { title: QUEUE_TEXT.finishTime, dataIndex: 'finishTime', width: 170, render: formatTime },
  ];
  if (canAct)
    columns.push({
      title: SHARED_TEXT.actions,
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_, row) =>
        row.status === 'pending' && row.route === 'bank' ? (
          <DecisionButton
            label={QUEUE_TEXT.confirm}
            question={QUEUE_TEXT.confirmConfirm(row.orderNo, yuan(row.amount))}
            notePlaceholder={QUEUE_TEXT.note}
            onConfirm={(note) => onConfirm(row, note)}
          />
        ) : null,
    });
  return (
    <Table<ConsoleRechargeRow>
      rowKey="orderNo"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 1300 }}
    />
  );
}
