// The recharge and withdrawal queues (@jinli/contract/console queues.ts): lists for 财务/管理员/客服,
// decisions for 财务/管理员; a decision on an order that is no longer pending is a 409.
import type {
  ConsoleRechargeRow,
  ConsoleWithdrawalRow,
  RechargeStatus,
  WithdrawStatus,
} from '@jinli/contract/console';
import {
  CONSOLE_RECHARGES_PATH,
  CONSOLE_WITHDRAWALS_PATH,
  consoleRechargeConfirmPath,
  consoleWithdrawalApprovePath,
  consoleWithdrawalRejectPath,
} from '@jinli/contract/console';
import { consoleApi } from '../api/client';

export interface QueueFilters<Status> {
  status?: Status | undefined;
  account?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  route?: string | undefined;
}

export interface QueuePage<Row> {
  data: Row[];
  totalCount: number;
  totalAmount: number;
}

export const queuesApi = {
  withdrawals: (filters: QueueFilters<WithdrawStatus>, page: number, pageSize: number) =>
    consoleApi.get<QueuePage<ConsoleWithdrawalRow>>(CONSOLE_WITHDRAWALS_PATH, {
      ...filters,
      page,
      pageSize,
    }),
  approveWithdrawal: (orderNo: string, note?: string) =>
    consoleApi.post<ConsoleWithdrawalRow>(
      consoleWithdrawalApprovePath(orderNo),
      note ? { note } : {},
    ),
  rejectWithdrawal: (orderNo: string, note?: string) =>
    consoleApi.post<ConsoleWithdrawalRow>(
      consoleWithdrawalRejectPath(orderNo),
      note ? { note } : {},
    ),
  recharges: (filters: QueueFilters<RechargeStatus>, page: number, pageSize: number) =>
    consoleApi.get<QueuePage<ConsoleRechargeRow>>(CONSOLE_RECHARGES_PATH, {
      ...filters,
      page,
      pageSize,
    }),
  confirmRecharge: (orderNo: string, note?: string) =>
    consoleApi.post<ConsoleRechargeRow>(consoleRechargeConfirmPath(orderNo), note ? { note } : {}),
};
