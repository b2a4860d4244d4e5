// The withdrawal queue's table: order, player, amount, where the money goes, status and, for a
// pending order and an operator who may act, 确认出款 / 拒绝.
import {
  WITHDRAW_STATUS_LABELS,
  type ConsoleWithdrawalRow,
  type WithdrawStatus,
} from '@jinli/contract/console';
import {
  Space,
  Table,
  type TableColumnsType,
  type TablePaginationConfig,
  Tag,
  Typography,
} from 'antd';
import { DecisionButton } from '../shared/DecisionButton';
import { yuan } from '../shared/money';
import { SHARED_TEXT } from '../shared/strings';
import { formatTime } from '../shared/time';
import { QUEUE_TEXT } from './strings';

const STATUS_COLOURS: Record<WithdrawStatus, string> = {
  pending: 'orange',
  paid: 'green',
  rejected: 'default',
};

export interface WithdrawalTableProps {
  rows: ConsoleWithdrawalRow[];
  loading?: boolean;
  pagination?: TablePaginationConfig | false;
  /** 财务/管理员: the decision buttons on pending orders. */
  canAct: boolean;
  onApprove: (row: ConsoleWithdrawalRow, note?: string) => Promise<unknown>;
  onReject: (row: ConsoleWithdrawalRow, note?: string) => Promise<unknown>;
}

export function WithdrawalTable({
  rows,
  loading,
  pagination,
  canAct,
  onApprove,
  onReject,
}: WithdrawalTableProps) {
  const columns: TableColumnsType<ConsoleWithdrawalRow> = [
    {
      title: QUEUE_TEXT.orderNo,
      dataIndex: 'orderNo',
      width: 220,
      render: (no: string) => <Typography.Text copyable>{no}</Typography.Text>,
    },
    { title: QUEUE_TEXT.account, dataIndex: 'account', width: 120 },
    { title: QUEUE_TEXT.amount, dataIndex: 'amount', align: 'right', width: 120, render: yuan },
    {
      title: QUEUE_TEXT.target,
      key: 'target',
      render: (_, row) => (
        <span>
          {row.bankName} {row.cardNo} {row.realName}
        </span>
      ),
    },
    {
      title: QUEUE_TEXT.status,
      dataIndex: 'status',
      width: 90,
      render: (status: WithdrawStatus) => (
        <Tag color={STATUS_COLOURS[status]}>{WITHDRAW_STATUS_LABELS[status]}</Tag>
      ),
    },
    { title: QUEUE_TEXT.createTime, dataIndex: 'createTime', width: 170, render: formatTime },
    { title: QUEUE_TEXT.finishTime, dataIndex: 'finishTime', width: 170, render: formatTime },
  ];
  if (canAct)
    columns.push({
      title: SHARED_TEXT.actions,
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, row) =>
        row.status === 'pending' ? (
          <Space size={0}>
            <DecisionButton
              label={QUEUE_TEXT.approve}
              question={QUEUE_TEXT.approveConfirm(row.orderNo, yuan(row.amount))}
              notePlaceholder={QUEUE_TEXT.note}
              onConfirm={(note) => onApprove(row, note)}
            />
            <DecisionButton
              label={QUEUE_TEXT.reject}
              danger
              question={QUEUE_TEXT.rejectConfirm(row.orderNo, yuan(row.amount))}
              notePlaceholder={QUEUE_TEXT.note}
              onConfirm={(note) => onReject(row, note)}
            />
          </Space>
        ) : null,
    });
  return (
    <Table<ConsoleWithdrawalRow>
      rowKey="orderNo"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 1200 }}
    />
  );
}
