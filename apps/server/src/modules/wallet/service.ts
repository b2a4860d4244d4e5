// The wallet: payment channels, recharge orders (created here, settled by the channel's callback —
// the sandbox cashier on this server), withdrawals with the fund password, a bound or named account,
// the channel maxima, the daily count and the valid-turnover requirement, and the bills. Every
// balance change goes through postLedger inside the operation's transaction. Each operation is a
// function of its own file, given the deps (context.ts); this factory only assembles them.
import type {
  Bill,
  BillsQuery,
  Page,
  PaymentChannels,
  RechargeCreateBody,
  RechargeOrder,
  TellerMachineBody,
  ValidWithdraw,
  ValidWithdrawRow,
  WithdrawBody,
  WithdrawFreeBankBody,
  WithdrawOrder,
} from '@jinli/contract';
import type { Tx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { noFaults } from '../../faults/seam';
import { bills } from './bills';
import { listChannels } from './channels';
import type { ChannelRow, WalletContext, WalletServiceDeps } from './context';
import {
  createRecharge,
  findRecharge,
  rechargeDetail,
  rechargeHistory,
  tellerMachine,
} from './recharge';
import { settleRecharge } from './rechargeSettlement';
import { validWithdraw, validWithdrawDetail } from './turnover';
import { withdraw, withdrawDetail, withdrawFreeBank, withdrawHistory } from './withdraw';
import { settleWithdrawal } from './withdrawSettlement';

export interface WalletService {
  channels(): Promise<PaymentChannels>;
  createRecharge(
    user: UserRow,
    body: RechargeCreateBody,
    key: string | undefined,
  ): Promise<RechargeOrder>;
  tellerMachine(
    user: UserRow,
    body: TellerMachineBody,
    key: string | undefined,
  ): Promise<RechargeOrder>;
  rechargeHistory(
    user: UserRow,
    page: number,
    rows: number,
    status?: string,
  ): Promise<Page<RechargeOrder>>;
  rechargeDetail(user: UserRow, orderNo: string): Promise<RechargeOrder>;
  /**
   * The channel's callback: pending → paid (credits once) or failed. `changed` false when it was
   * settled already. `inTransaction` runs first in the settling transaction (e.g. recording the
   * provider's callback id, whose unique key then guards the credit); its throw changes nothing.
   */
  settleRecharge(
    orderNo: string,
    outcome: 'paid' | 'failed',
    inTransaction?: (tx: Tx) => Promise<void>,
  ): Promise<{ order: RechargeOrder; changed: boolean }>;
  /** An order with its owner and channel, for the cashier and provider callbacks (no owner check). */
  findRecharge(
    orderNo: string,
  ): Promise<{ order: RechargeOrder; userId: number; channel: ChannelRow } | undefined>;
  withdraw(user: UserRow, body: WithdrawBody, key: string | undefined): Promise<WithdrawOrder>;
  withdrawFreeBank(
    user: UserRow,
    body: WithdrawFreeBankBody,
    key: string | undefined,
  ): Promise<WithdrawOrder>;
  /**
   * The payout's outcome (operator): pending → paid, or → rejected with the amount refunded once
   * (ledger 提现失败). `changed` false when the order was settled already.
   */
  settleWithdrawal(
    orderNo: string,
    outcome: 'paid' | 'rejected',
    inTransaction?: (tx: Tx, changed: boolean) => Promise<void>,
  ): Promise<{ order: WithdrawOrder; changed: boolean }>;
  withdrawHistory(user: UserRow, page: number, rows: number): Promise<Page<WithdrawOrder>>;
  withdrawDetail(user: UserRow, orderNo: string): Promise<WithdrawOrder>;
  validWithdraw(user: UserRow): Promise<ValidWithdraw>;
  validWithdrawDetail(user: UserRow, id: number): Promise<ValidWithdrawRow>;
  bills(user: UserRow, query: BillsQuery): Promise<Page<Bill>>;
}

export function createWalletService(deps: WalletServiceDeps): WalletService {
  const ctx: WalletContext = {
    ...deps,
    now: deps.now ?? Date.now,
    faults: deps.faults ?? noFaults,
  };
  return {
    channels: () => listChannels(ctx),
    createRecharge: (user, body, key) => createRecharge(ctx, user, body, key),
    tellerMachine: (user, body, key) => tellerMachine(ctx, user, body, key),
    rechargeHistory: (user, page, rows, status) => rechargeHistory(ctx, user, page, rows, status),
    rechargeDetail: (user, orderNo) => rechargeDetail(ctx, user, orderNo),
    findRecharge: (orderNo) => findRecharge(ctx, orderNo),
    settleRecharge: (orderNo, outcome, inTransaction) =>
      settleRecharge(ctx, orderNo, outcome, inTransaction),
    withdraw: (user, body, key) => withdraw(ctx, user, body, key),
    withdrawFreeBank: (user, body, key) => withdrawFreeBank(ctx, user, body, key),
    settleWithdrawal: (orderNo, outcome, inTransaction) =>
      settleWithdrawal(ctx, orderNo, outcome, inTransaction),
    withdrawHistory: (user, page, rows) => withdrawHistory(ctx, user, page, rows),
    withdrawDetail: (user, orderNo) => withdrawDetail(ctx, user, orderNo),
    validWithdraw: (user) => validWithdraw(ctx, user),
    validWithdrawDetail: (user, id) => validWithdrawDetail(ctx, user, id),
    bills: (user, query) => bills(ctx, user, query),
  };
}
