// The wallet: payment channels, recharge orders (created here, settled by the channel's callback —
// the sandbox cashier on this server), withdrawals with the fund password, a bound or named account,
// the channel maxima, the daily count and the valid-turnover requirement, and the bills. Every
// balance change goes through postLedger inside the operation's transaction.
import { randomInt } from 'node:crypto';
import {
  type Bill,
  type BillsQuery,
  ErrorCode,
  type Page,
  type PaymentChannels,
  type PaymentKind,
  type RechargeCreateBody,
  type RechargeOrder,
  type RechargeRoute,
  type TellerMachineBody,
  type ValidWithdraw,
  type ValidWithdrawRow,
  type WithdrawBody,
  type WithdrawFreeBankBody,
  type WithdrawOrder,
} from '@jinli/contract';
import {
  accountActionRefusal,
  isCalendarDate,
  isPaymentChannelKind,
  isValidFullName,
  LEDGER_CODE,
  ledgerTypeLabel,
  maskMiddle,
  parseEnteredYuan,
  parseYuan,
  paymentChannelMaximum,
  SYSTEM_UTC_OFFSET_MINUTES,
  wallTimeOf,
  wallTimeToEpochMs,
  readBankAccount,
} from '@jinli/domain';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  ledger,
  paymentChannel,
  pushMessage,
  rechargeOrder,
  turnoverRequirement,
  userBank,
  type UserRow,
  wallet,
  withdrawOrder,
} from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { CompanyService } from '../company/service';
import { findWithdrawLimit, readSystemConfig } from '../config/queries';
import type { ConfigService } from '../config/service';
import { runIdempotent } from './idempotency';
import { type FaultSeam, noFaults } from '../../faults/seam';
import { postLedger } from './ledger';
import { syncChatLevel } from './progress';
import { WALLET_TEXT } from './texts';

/** system_config keys of the wallet (absent rows take the defaults). */
export const WalletConfigKey = {
  /** Turnover a recharge requires, percent of its amount; default '100'. */
  RECHARGE_DML_PERCENT: 'recharge_dml_percent',
  /** Turnover shortfall tolerated at a withdrawal, yuan text; default '0'. */
  WITHDRAW_RELAX_QUOTA: 'withdraw_relax_quota',
} as const;

/** Ledger types that count as valid turnover (bets) and those that undo it (refunds). */
const TURNOVER_TYPES = [LEDGER_CODE.lotteryBet, LEDGER_CODE.chaseDeduction];
const TURNOVER_REFUND_TYPES = [
  LEDGER_CODE.orderCancelRefund,
  LEDGER_CODE.chaseRefund,
  LEDGER_CODE.drawRefund,
  LEDGER_CODE.cancelOrder,
];

const DAY_MS = 24 * 60 * 60 * 1000;
const bad = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);
const notFound = () => new AppError(ErrorCode.NOT_FOUND, WALLET_TEXT.orderNotFound);

/** Refuses trial accounts (and, defensively, anyone not logged in). */
function refuseUnless(action: 'recharge' | 'withdraw', user: UserRow): void {
  const refusal = accountActionRefusal(action, { loggedIn: true, userType: user.type });
  if (refusal) throw new AppError(ErrorCode.FORBIDDEN, refusal);
}

/** An order number: prefix, UTC+8 wall time to the second, 6 random digits. */
function newOrderNo(prefix: 'R' | 'W', now: number): string {
  const w = wallTimeOf(now, SYSTEM_UTC_OFFSET_MINUTES);
  const pad = (n: number, l = 2) => String(n).padStart(l, '0');
  return `${prefix}${w.year}${pad(w.month)}${pad(w.day)}${pad(w.hour)}${pad(w.minute)}${pad(w.second)}${pad(randomInt(1_000_000), 6)}`;
}

/** Epoch ms of 00:00 of a 'YYYY-MM-DD' in the system time zone, or null when malformed. */
function dayStart(date: string): number | null {
  if (!isCalendarDate(date)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return wallTimeToEpochMs(y, m, d);
}

export type ChannelRow = typeof paymentChannel.$inferSelect;
type RechargeRow = typeof rechargeOrder.$inferSelect;

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

/** A pending order as a channel adapter sees it. */
export interface CashierOrder {
  orderNo: string;
  /** The order's owner (the sandbox binds its cashier session to it). */
  userId: number;
  /** Thousandths of a yuan. */
  amount: bigint;
  channel: ChannelRow;
}

/** What a payment provider integration supplies: where the player pays an order. */
export interface ChannelAdapter {
  /** URL of the provider's cashier page for the order (absolute, or relative to the API origin). */
  cashierUrl(order: CashierOrder): Promise<string>;
}

/**
 * What the wallet asks of accounts (its AccountService, handed in by app.ts): accounts opens every
 * new user's wallet through ledger.ts, so the wallet imports nothing of accounts.
 */
export interface WalletAccounts {
  /** Throws the fund password's refusal (missing, not set, wrong, too many tries). */
  checkFundPassword(user: UserRow, cashPassword: string | undefined): Promise<void>;
}

export interface WalletServiceDeps {
  db: Db;
  company: CompanyService;
  config: ConfigService;
  accounts: WalletAccounts;
  /**
   * The adapters this deployment enables, by payment_channel.adapter name: channels whose adapter
   * is absent (the sandbox, unless enabled) are not offered and refuse recharges.
   */
  adapters: Readonly<Record<string, ChannelAdapter>>;
  /** The money paths' steps (the fault suite); default none. */
  faults?: FaultSeam | undefined;
  now?: () => number;
}

export function createWalletService(deps: WalletServiceDeps): WalletService {
  const { db, company, config, accounts } = deps;
  const now = deps.now ?? Date.now;
  const faults = deps.faults ?? noFaults;

  function adapterOf(channel: ChannelRow): ChannelAdapter | undefined {
    return Object.hasOwn(deps.adapters, channel.adapter)
      ? deps.adapters[channel.adapter]
      : undefined;
  }

  async function channelMaximum(kind: PaymentKind, channelMax: bigint): Promise<number> {
    const limit = await config.document('userWithdrawLimit');
    const kindMax = paymentChannelMaximum(limit, kind);
    const max = Number(channelMax);
    return kindMax === null ? max : Math.min(max, kindMax);
  }

  async function toRechargeOrder(
    row: RechargeRow,
    channel: ChannelRow | undefined,
    knownCashierUrl?: string,
  ): Promise<RechargeOrder> {
    return {
      orderNo: row.orderNo,
      channelId: row.channelId,
      channelName: channel?.name ?? '',
      kind: isPaymentChannelKind(row.kind) ? row.kind : 'bank',
      route: row.route as RechargeRoute,
      amount: Number(row.amount),
      status: row.status as RechargeOrder['status'],
      depositorName: row.depositorName,
      payeeName: channel?.payeeName ?? '',
      payeeAccount: channel?.payeeAccount ?? '',
      payeeBank: channel?.payeeBank ?? '',
      cashierUrl:
        row.status !== 'pending' || !channel
          ? ''
          : (knownCashierUrl ??
            (await adapterOf(channel)?.cashierUrl({
              orderNo: row.orderNo,
              userId: row.userId,
              amount: row.amount,
              channel,
            })) ??
            ''),
      createTime: row.createdAt.getTime(),
      finishTime: row.finishedAt?.getTime() ?? null,
    };
  }

  async function rechargeWithChannel(where: SQL | undefined) {
    const [row] = await db
      .select({ order: rechargeOrder, channel: paymentChannel })
      .from(rechargeOrder)
      .innerJoin(paymentChannel, eq(paymentChannel.id, rechargeOrder.channelId))
      .where(where);
    return row;
  }

  /** A recharge order written, then the step before the answer. */
  async function openRecharge(
    ...args: Parameters<typeof writeRecharge>
  ): ReturnType<typeof writeRecharge> {
    const order = await writeRecharge(...args);
    await faults.reached('recharge:ordered', { ref: order.orderNo });
    return order;
  }

  async function writeRecharge(
    user: UserRow,
    input: { channelId: number; amount: string | number; depositorName: string },
    routes: readonly RechargeRoute[],
    key: string | undefined,
    scope: string,
  ): Promise<RechargeOrder> {
    refuseUnless('recharge', user);
    const { id: companyId } = await company.current();
    const [channel] = await db
      .select()
      .from(paymentChannel)
      .where(
        and(
          eq(paymentChannel.id, input.channelId),
          eq(paymentChannel.companyId, companyId),
          eq(paymentChannel.enabled, true),
        ),
      );
    if (!channel || !isPaymentChannelKind(channel.kind)) {
      throw new AppError(ErrorCode.NOT_FOUND, WALLET_TEXT.channelNotFound);
    }
    if (!routes.includes(channel.route as RechargeRoute)) throw bad(WALLET_TEXT.wrongRoute);
    // Whole fen: the gateway is sent yuan with 2 decimals, and its callback must match the order.
    const parsed = parseEnteredYuan(input.amount);
    if (!parsed.ok) throw bad(parsed.message);
    const min = Number(channel.minAmount);
    const max = await channelMaximum(channel.kind, channel.maxAmount);
    if (parsed.value < min) throw bad(WALLET_TEXT.rechargeMin(min));
    if (parsed.value > max) throw bad(WALLET_TEXT.rechargeMax(max));
    // Everything that reads the database is done before the transaction (PGlite has one connection).
    const orderNo = newOrderNo('R', now());
    const adapter = adapterOf(channel);
    if (!adapter)
      throw channel.adapter === 'sandbox'
        ? new AppError(ErrorCode.FORBIDDEN, WALLET_TEXT.sandboxOff)
        : new AppError(ErrorCode.NOT_FOUND, WALLET_TEXT.channelNotFound);
    const cashierUrl = await adapter.cashierUrl({
      orderNo,
      userId: user.id,
      amount: BigInt(parsed.value),
      channel,
    });
    return runIdempotent(db, { userId: user.id, key, scope, body: input }, async (tx) => {
      const [row] = await tx
        .insert(rechargeOrder)
        .values({
          orderNo,
          userId: user.id,
          channelId: channel.id,
          kind: channel.kind,
          route: channel.route,
          amount: BigInt(parsed.value),
          depositorName: input.depositorName,
        })
        .returning();
      if (!row) throw new Error('recharge: insert returned nothing');
      return toRechargeOrder(row, channel, cashierUrl);
    });
  }

  /** Turnover state since the last withdrawal (in `tx` when given, e.g. under the wallet lock). */
  async function turnover(
    handle: Db | Tx,
    userId: number,
    companyId: number,
  ): Promise<ValidWithdraw> {
    const settings = await readSystemConfig(handle, companyId);
    const relax = parseYuan(settings.get(WalletConfigKey.WITHDRAW_RELAX_QUOTA) ?? '0');
    const relaxQuota = relax.ok ? relax.value : 0;
    const [last] = await handle
      .select({ at: sql<Date | null>`max(${withdrawOrder.createdAt})` })
      .from(withdrawOrder)
      .where(and(eq(withdrawOrder.userId, userId), ne(withdrawOrder.status, 'rejected')));
    const since = last?.at ? new Date(last.at) : new Date(0);
    const requirements = await handle
      .select({ req: turnoverRequirement, type: ledger.type })
      .from(turnoverRequirement)
      .innerJoin(ledger, eq(ledger.id, turnoverRequirement.ledgerId))
      .where(and(eq(turnoverRequirement.userId, userId), gt(turnoverRequirement.createdAt, since)))
      .orderBy(asc(turnoverRequirement.createdAt), asc(turnoverRequirement.id));
    const [sums] = await handle
      .select({
        bets: sql<string>`coalesce(sum(case when ${inArray(ledger.type, TURNOVER_TYPES)} then -${ledger.amount} else 0 end), 0)`,
        refunds: sql<string>`coalesce(sum(case when ${inArray(ledger.type, TURNOVER_REFUND_TYPES)} then ${ledger.amount} else 0 end), 0)`,
      })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), gt(ledger.createdAt, since)));
    const sumAllDml = Math.max(0, Number(sums?.bets ?? 0) - Number(sums?.refunds ?? 0));
    let left = sumAllDml;
    const rows: ValidWithdrawRow[] = requirements.map(({ req, type }) => {
      const required = Number(req.requiredAmount);
      const done = Math.min(required, left);
      left -= done;
      return {
        id: req.id,
        type,
        typeName: ledgerTypeLabel(type),
        creditAmount: Number(req.creditAmount),
        requiredAmount: required,
        doneAmount: done,
        finished: done >= required ? 1 : 0,
        createTime: req.createdAt.getTime(),
      };
    });
    const requireDML = rows.reduce((sum, row) => sum + row.requiredAmount, 0);
    const missing = Math.max(0, requireDML - sumAllDml - relaxQuota);
    return {
      relaxQuota,
      requireDML,
      rows,
      sumAllDeduct: missing,
      sumAllDml,
      yetWithdraw: missing === 0 ? 1 : 0,
    };
  }

  interface WithdrawTarget {
    kind: 'bank' | 'usdt' | 'eWallet';
    bankName: string;
    cardNo: string;
    realName: string;
    freeBank: boolean;
  }

  function toWithdrawOrder(
    row: typeof withdrawOrder.$inferSelect,
    balanceAfter: bigint | null,
  ): WithdrawOrder {
    return {
      orderNo: row.orderNo,
      amount: Number(row.amount),
      kind: row.kind === 'usdt' || row.kind === 'eWallet' ? row.kind : 'bank',
      freeBank: row.freeBank,
      bankName: row.bankName,
      cardNo: maskMiddle(row.cardNo),
      realName:
        Array.from(row.realName)[0] + '*'.repeat(Math.max(0, Array.from(row.realName).length - 1)),
      status: row.status as WithdrawOrder['status'],
      balanceAfter: Number(balanceAfter ?? 0n),
      createTime: row.createdAt.getTime(),
      finishTime: row.finishedAt?.getTime() ?? null,
    };
  }

  /** A withdrawal order written (balance held), then the step before the answer. */
  async function makeWithdrawal(
    ...args: Parameters<typeof writeWithdrawal>
  ): ReturnType<typeof writeWithdrawal> {
    const order = await writeWithdrawal(...args);
    // Committed, not yet answered: a client that never hears back retries with its key.
    await faults.reached('withdraw:ordered', { ref: order.orderNo });
    return order;
  }

  async function writeWithdrawal(
    user: UserRow,
    amountInput: string | number,
    cashPassword: string | undefined,
    target: () => Promise<WithdrawTarget>,
    key: string | undefined,
    scope: string,
    body: unknown,
  ): Promise<WithdrawOrder> {
    refuseUnless('withdraw', user);
    await accounts.checkFundPassword(user, cashPassword);
    const parsed = parseEnteredYuan(amountInput);
    if (!parsed.ok) throw bad(parsed.message);
    const to = await target();
    const { id: companyId } = await company.current();
    const limit = await findWithdrawLimit(db, companyId);
    if (!limit) throw new AppError(ErrorCode.NOT_FOUND, WALLET_TEXT.channelNotFound);
    const kindMax = { bank: limit.maxBank, usdt: limit.maxUsdt, eWallet: limit.maxEWallet }[
      to.kind
    ];
    const max = Number(kindMax < limit.maxMoney ? kindMax : limit.maxMoney);
    if (parsed.value < Number(limit.minMoney))
      throw bad(WALLET_TEXT.withdrawMin(Number(limit.minMoney)));
    if (parsed.value > max) throw bad(WALLET_TEXT.withdrawMax(max));
    const amount = BigInt(parsed.value);

    return runIdempotent(db, { userId: user.id, key, scope, body }, async (tx) => {
      // The wallet row lock serialises this user's withdrawals: the daily count and the
      // turnover check below cannot be passed by two requests at once.
      await tx
        .select({ id: wallet.userId })
        .from(wallet)
        .where(eq(wallet.userId, user.id))
        .for('update');
      const today = wallTimeOf(now(), SYSTEM_UTC_OFFSET_MINUTES);
      const startOfDay = wallTimeToEpochMs(today.year, today.month, today.day) ?? now();
      const [made] = await tx
        .select({ value: count() })
        .from(withdrawOrder)
        .where(
          and(
            eq(withdrawOrder.userId, user.id),
            ne(withdrawOrder.status, 'rejected'),
            gte(withdrawOrder.createdAt, new Date(startOfDay)),
          ),
        );
      if ((made?.value ?? 0) >= limit.dailyTimes) throw bad(WALLET_TEXT.withdrawDailyTimes);
      if ((await turnover(tx, user.id, companyId)).yetWithdraw !== 1)
        throw bad(WALLET_TEXT.turnoverShort);
      const orderNo = newOrderNo('W', now());
      const posted = await postLedger(tx, {
        userId: user.id,
        type: LEDGER_CODE.withdrawal,
        amount: -amount,
        refType: 'withdraw',
        refId: orderNo,
        remark: `${to.bankName} ${maskMiddle(to.cardNo)}`,
      });
      const [row] = await tx
        .insert(withdrawOrder)
        .values({ orderNo, userId: user.id, amount, ...to })
        .returning();
      if (!row) throw new Error('withdraw: insert returned nothing');
      await tx.insert(pushMessage).values({
        userId: user.id,
        title: WALLET_TEXT.withdrawSubmitted,
        content: `您的提现申请（${orderNo}）已提交，请耐心等待处理。`,
      });
      return toWithdrawOrder(row, posted.balanceAfter);
    });
  }

  async function withdrawBalanceAfter(orderNo: string): Promise<bigint | null> {
    const [row] = await db
      .select({ balanceAfter: ledger.balanceAfter })
      .from(ledger)
      .where(
        and(
          eq(ledger.type, LEDGER_CODE.withdrawal),
          eq(ledger.refType, 'withdraw'),
          eq(ledger.refId, orderNo),
        ),
      );
    return row?.balanceAfter ?? null;
  }

  return {
    async channels() {
      const { id: companyId } = await company.current();
      const rows = await db
        .select()
        .from(paymentChannel)
        .where(and(eq(paymentChannel.companyId, companyId), eq(paymentChannel.enabled, true)))
        .orderBy(desc(paymentChannel.sort), asc(paymentChannel.id));
      const result: PaymentChannels = { bank: [], usdt: [], eWallet: [], directCharging: [] };
      for (const row of rows) {
        // A channel whose adapter this deployment does not enable cannot take a payment.
        if (!isPaymentChannelKind(row.kind) || !adapterOf(row)) continue;
        result[row.kind].push({
          id: row.id,
          kind: row.kind,
          route: row.route as RechargeRoute,
          name: row.name,
          minAmount: Number(row.minAmount),
          maxAmount: await channelMaximum(row.kind, row.maxAmount),
          payeeName: row.payeeName,
          payeeAccount: row.payeeAccount,
          payeeBank: row.payeeBank,
        });
      }
      return result;
    },

    createRecharge(user, body, key) {
      return openRecharge(
        user,
        {
          channelId: body.channelId,
          amount: body.amount,
          depositorName: body.depositorName?.trim() ?? '',
        },
        ['online', 'qrVirtual', 'thirdParty'],
        key,
        'rechargeCreate',
      );
    },

    async tellerMachine(user, body, key) {
      refuseUnless('recharge', user);
      const depositorName = body.depositorName.trim();
      if (!isValidFullName(depositorName)) throw bad(WALLET_TEXT.depositorName);
      return openRecharge(
        user,
        { channelId: body.channelId, amount: body.amount, depositorName },
        ['bank'],
        key,
        'tellerMachine',
      );
    },

    async rechargeHistory(user, page, rows, status) {
      const where = and(
        eq(rechargeOrder.userId, user.id),
        status ? eq(rechargeOrder.status, status) : undefined,
      );
      const [list, [total]] = await Promise.all([
        db
          .select({ order: rechargeOrder, channel: paymentChannel })
          .from(rechargeOrder)
          .innerJoin(paymentChannel, eq(paymentChannel.id, rechargeOrder.channelId))
          .where(where)
          .orderBy(desc(rechargeOrder.createdAt), desc(rechargeOrder.id))
          .offset((page - 1) * rows)
          .limit(rows),
        db.select({ value: count() }).from(rechargeOrder).where(where),
      ]);
      return {
        data: await Promise.all(list.map((r) => toRechargeOrder(r.order, r.channel))),
        totalCount: total?.value ?? 0,
      };
    },

    async rechargeDetail(user, orderNo) {
      const row = await rechargeWithChannel(
        and(eq(rechargeOrder.orderNo, orderNo), eq(rechargeOrder.userId, user.id)),
      );
      if (!row) throw notFound();
      return toRechargeOrder(row.order, row.channel);
    },

    async findRecharge(orderNo) {
      const row = await rechargeWithChannel(eq(rechargeOrder.orderNo, orderNo));
      if (!row) return undefined;
      return {
        order: await toRechargeOrder(row.order, row.channel),
        userId: row.order.userId,
        channel: row.channel,
      };
    },

    async settleRecharge(orderNo, outcome, inTransaction) {
      const { id: companyId } = await company.current();
      const settings = await readSystemConfig(db, companyId);
      const percent = Number.parseInt(
        settings.get(WalletConfigKey.RECHARGE_DML_PERCENT) ?? '100',
        10,
      );
      const dmlPercent = BigInt(Number.isSafeInteger(percent) && percent >= 0 ? percent : 100);
      await faults.reached('recharge:callback-verified', { ref: orderNo });
      const result = await db.transaction(async (tx) => {
        await inTransaction?.(tx);
        // Only the request that moves the order out of 'pending' credits: a replayed or racing
        // confirmation finds it settled (the ledger's unique reference is the second guard).
        const [updated] = await tx
          .update(rechargeOrder)
          .set({ status: outcome, finishedAt: new Date(now()) })
          .where(and(eq(rechargeOrder.orderNo, orderNo), eq(rechargeOrder.status, 'pending')))
          .returning();
        if (!updated) return { order: undefined, changed: false };
        if (outcome === 'paid') {
          const posted = await postLedger(tx, {
            userId: updated.userId,
            type:
              updated.route === 'bank' ? LEDGER_CODE.transferRecharge : LEDGER_CODE.onlinePayment,
            amount: updated.amount,
            refType: 'recharge',
            refId: updated.orderNo,
          });
          await tx
            .update(wallet)
            .set({ rechargeTotal: sql`${wallet.rechargeTotal} + ${updated.amount}` })
            .where(eq(wallet.userId, updated.userId));
          await syncChatLevel(tx, updated.userId, companyId);
          await tx.insert(turnoverRequirement).values({
            userId: updated.userId,
            ledgerId: posted.ledgerId,
            creditAmount: updated.amount,
            requiredAmount: (updated.amount * dmlPercent) / 100n,
          });
          await tx.insert(pushMessage).values({
            userId: updated.userId,
            title: WALLET_TEXT.rechargeArrived,
            content: `您的充值订单（${updated.orderNo}）已到账，金额${Number(updated.amount) / 1000}元。`,
          });
        }
        return { order: updated, changed: true };
      });
      const row = await rechargeWithChannel(eq(rechargeOrder.orderNo, orderNo));
      if (!row) throw notFound();
      return { order: await toRechargeOrder(row.order, row.channel), changed: result.changed };
    },

    withdraw(user, body, key) {
      return makeWithdrawal(
        user,
        body.amount,
        body.cashPassword,
        async () => {
          const [card] = await db
            .select()
            .from(userBank)
            .where(
              and(
                eq(userBank.userId, user.id),
                body.bankId === undefined ? undefined : eq(userBank.id, body.bankId),
              ),
            )
            .orderBy(desc(userBank.createdAt), desc(userBank.id))
            .limit(1);
          if (!card) throw bad(WALLET_TEXT.noBankCard);
          return {
            kind: card.kind === 'usdt' || card.kind === 'eWallet' ? card.kind : 'bank',
            bankName: card.bankName,
            cardNo: card.cardNo,
            realName: card.realName,
            freeBank: false,
          };
        },
        key,
        'withdraw',
        body,
      );
    },

    withdrawFreeBank(user, body, key) {
      return makeWithdrawal(
        user,
        body.amount,
        body.cashPassword,
        async () => {
          const read = readBankAccount(body);
          if (!read.ok) throw bad(read.msg);
          return { ...read.account, freeBank: true };
        },
        key,
        'withdrawFreeBank',
        body,
      );
    },

    async settleWithdrawal(orderNo, outcome, inTransaction) {
      await faults.reached('withdraw:settling', { ref: orderNo });
      const changed = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(withdrawOrder)
          .set({ status: outcome, finishedAt: new Date(now()) })
          .where(and(eq(withdrawOrder.orderNo, orderNo), eq(withdrawOrder.status, 'pending')))
          .returning();
        if (!updated) {
          const [existing] = await tx
            .select({ id: withdrawOrder.id })
            .from(withdrawOrder)
            .where(eq(withdrawOrder.orderNo, orderNo));
          if (!existing) throw notFound();
        }
        await inTransaction?.(tx, updated !== undefined);
        if (!updated) return false;
        if (outcome === 'rejected') {
          await postLedger(tx, {
            userId: updated.userId,
            type: LEDGER_CODE.withdrawalFailed,
            amount: updated.amount,
            refType: 'withdraw',
            refId: updated.orderNo,
          });
        }
        await tx.insert(pushMessage).values({
          userId: updated.userId,
          title: outcome === 'paid' ? WALLET_TEXT.withdrawPaid : WALLET_TEXT.withdrawRejected,
          content:
            outcome === 'paid'
              ? `您的提现（${updated.orderNo}）已出款，请注意查收。`
              : `您的提现（${updated.orderNo}）未能完成，款项已退回您的账户。`,
        });
        return true;
      });
      const [row] = await db.select().from(withdrawOrder).where(eq(withdrawOrder.orderNo, orderNo));
      if (!row) throw notFound();
      return { order: toWithdrawOrder(row, await withdrawBalanceAfter(orderNo)), changed };
    },

    async withdrawHistory(user, page, rows) {
      const own = eq(withdrawOrder.userId, user.id);
      const [list, [total]] = await Promise.all([
        db
          .select({ order: withdrawOrder, balanceAfter: ledger.balanceAfter })
          .from(withdrawOrder)
          .leftJoin(
            ledger,
            and(
              eq(ledger.type, LEDGER_CODE.withdrawal),
              eq(ledger.refType, 'withdraw'),
              eq(ledger.refId, withdrawOrder.orderNo),
            ),
          )
          .where(own)
          .orderBy(desc(withdrawOrder.createdAt), desc(withdrawOrder.id))
          .offset((page - 1) * rows)
          .limit(rows),
        db.select({ value: count() }).from(withdrawOrder).where(own),
      ]);
      return {
        data: list.map((r) => toWithdrawOrder(r.order, r.balanceAfter)),
        totalCount: total?.value ?? 0,
      };
    },

    async withdrawDetail(user, orderNo) {
      const [row] = await db
        .select()
        .from(withdrawOrder)
        .where(and(eq(withdrawOrder.orderNo, orderNo), eq(withdrawOrder.userId, user.id)));
      if (!row) throw notFound();
      return toWithdrawOrder(row, await withdrawBalanceAfter(orderNo));
    },

    validWithdraw: async (user) => turnover(db, user.id, (await company.current()).id),

    async validWithdrawDetail(user, id) {
      const state = await turnover(db, user.id, (await company.current()).id);
      const row = state.rows.find((r) => r.id === id);
      if (row) return row;
      // An older requirement (before the last withdrawal) is still the user's to look at.
      const [old] = await db
        .select({ req: turnoverRequirement, type: ledger.type })
        .from(turnoverRequirement)
        .innerJoin(ledger, eq(ledger.id, turnoverRequirement.ledgerId))
        .where(and(eq(turnoverRequirement.id, id), eq(turnoverRequirement.userId, user.id)));
      if (!old) throw notFound();
      return {
        id: old.req.id,
        type: old.type,
        typeName: ledgerTypeLabel(old.type),
        creditAmount: Number(old.req.creditAmount),
        requiredAmount: Number(old.req.requiredAmount),
        doneAmount: Number(old.req.requiredAmount),
        finished: 1,
        createTime: old.req.createdAt.getTime(),
      };
    },

    async bills(user, query) {
      const start = query.startDate ? dayStart(query.startDate) : null;
      const end = query.endDate ? dayStart(query.endDate) : null;
      if ((query.startDate && start === null) || (query.endDate && end === null))
        throw bad(WALLET_TEXT.badDate);
      if (start !== null && end !== null && start > end) throw bad(WALLET_TEXT.dateOrder);
      const where = and(
        eq(ledger.userId, user.id),
        query.type === undefined ? undefined : eq(ledger.type, query.type),
        start === null ? undefined : gte(ledger.createdAt, new Date(start)),
        end === null ? undefined : lt(ledger.createdAt, new Date(end + DAY_MS)),
      );
      const [list, [total]] = await Promise.all([
        db
          .select()
          .from(ledger)
          .where(where)
          .orderBy(desc(ledger.createdAt), desc(ledger.id))
          .offset((query.page - 1) * query.rows)
          .limit(query.rows),
        db.select({ value: count() }).from(ledger).where(where),
      ]);
      return {
        data: list.map((row) => ({
          id: row.id,
          type: row.type,
          typeName: ledgerTypeLabel(row.type),
          amount: Number(row.amount),
          balanceAfter: Number(row.balanceAfter),
          remark: row.remark,
          refId: row.refId ?? '',
          createTime: row.createdAt.getTime(),
        })),
        totalCount: total?.value ?? 0,
      };
    },
  };
}
