// Players (@jinli/contract/console players.ts, adjustments.ts): every role reads; 客服/管理员 act
// on accounts; 财务/管理员 adjust balances and review adjustments above the company's threshold.
import type { Page } from '@jinli/contract';
import {
  CONSOLE_ADJUSTMENT_SETTINGS_PATH,
  CONSOLE_ADJUSTMENTS_PATH,
  CONSOLE_PLAYERS_PATH,
  consoleAdjustmentApprovePath,
  consoleAdjustmentRejectPath,
  consolePlayerActionPath,
  consolePlayerAdjustmentsPath,
  consolePlayerBetsPath,
  consolePlayerLedgerPath,
  consolePlayerOrdersPath,
  consolePlayerPath,
  consolePlayerSessionsPath,
  type AdjustmentStatus,
  type ConsoleAdjustment,
  type ConsoleBetRow,
  type ConsoleLedgerRow,
  type ConsolePlayerAction,
  type ConsolePlayerProfile,
  type ConsolePlayerRow,
  type ConsoleRechargeRow,
  type ConsoleWithdrawalRow,
} from '@jinli/contract/console';
import { consoleApi } from '../api/client';

export interface PlayerFilters {
  account?: string | undefined;
  phone?: string | undefined;
  agent?: string | undefined;
  banned?: 'true' | 'false' | undefined;
  muted?: 'true' | 'false' | undefined;
  type?: 'HY' | 'TEST' | undefined;
}

export interface PlayerSessionRow {
  id: number;
  createTime: number;
  lastUsedTime: number;
  expireTime: number;
  revokedTime: number | null;
  active: boolean;
}

export type AdjustmentPage = Page<ConsoleAdjustment> & { approvalThreshold: number };

const paged = (page: number, pageSize: number) => ({ page, pageSize });

export const playersApi = {
  list: (filters: PlayerFilters, page: number, pageSize: number) =>
    consoleApi.get<Page<ConsolePlayerRow>>(CONSOLE_PLAYERS_PATH, {
      ...filters,
      ...paged(page, pageSize),
    }),
  profile: (id: number) => consoleApi.get<ConsolePlayerProfile>(consolePlayerPath(id)),
  ledger: (id: number, page: number, pageSize: number) =>
    consoleApi.get<Page<ConsoleLedgerRow>>(consolePlayerLedgerPath(id), paged(page, pageSize)),
  bets: (id: number, page: number, pageSize: number) =>
    consoleApi.get<Page<ConsoleBetRow>>(consolePlayerBetsPath(id), paged(page, pageSize)),
  recharges: (id: number, page: number, pageSize: number) =>
    consoleApi.get<Page<ConsoleRechargeRow>>(consolePlayerOrdersPath(id), {
      kind: 'recharge',
      ...paged(page, pageSize),
    }),
  withdrawals: (id: number, page: number, pageSize: number) =>
    consoleApi.get<Page<ConsoleWithdrawalRow>>(consolePlayerOrdersPath(id), {
      kind: 'withdraw',
      ...paged(page, pageSize),
    }),
  sessions: (id: number, page: number, pageSize: number) =>
    consoleApi.get<Page<PlayerSessionRow>>(consolePlayerSessionsPath(id), paged(page, pageSize)),
  act: (id: number, action: ConsolePlayerAction, reason?: string) =>
    consoleApi.post<ConsolePlayerRow>(
      consolePlayerActionPath(id, action),
      reason ? { reason } : {},
    ),
  adjust: (id: number, amount: number, reason: string) =>
    consoleApi.post<ConsoleAdjustment>(consolePlayerAdjustmentsPath(id), { amount, reason }),
  adjustments: (
    filters: { status?: AdjustmentStatus | undefined; account?: string | undefined },
    page: number,
    pageSize: number,
  ) =>
    consoleApi.get<AdjustmentPage>(CONSOLE_ADJUSTMENTS_PATH, {
      ...filters,
      ...paged(page, pageSize),
    }),
  approve: (id: number, note?: string) =>
    consoleApi.post<ConsoleAdjustment>(consoleAdjustmentApprovePath(id), note ? { note } : {}),
  /** 管理员: adjustments above this (thousandths) wait for a second operator; 0: all do. */
  setThreshold: (approvalThreshold: number) =>
    consoleApi.post<{ approvalThreshold: number }>(CONSOLE_ADJUSTMENT_SETTINGS_PATH, {
      approvalThreshold,
    }),
  reject: (id: number, note?: string) =>
    consoleApi.post<ConsoleAdjustment>(consoleAdjustmentRejectPath(id), note ? { note } : {}),
};
