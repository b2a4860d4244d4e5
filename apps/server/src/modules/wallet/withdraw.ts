// Withdrawals: to the user's bound account or to one named with the order, with the fund password,
// within the limits of userWithdrawLimit (per kind, per day) and the turnover requirement. The
// amount leaves the balance with the order (提现); the operator settles it (withdrawSettlement.ts).
import {
  ErrorCode,
  type Page,
  type WithdrawBody,
  type WithdrawFreeBankBody,
  type WithdrawOrder,
} from '@jinli/contract';
import {
  LEDGER_CODE,
  maskMiddle,
  parseEnteredYuan,
  readBankAccount,
  SYSTEM_UTC_OFFSET_MINUTES,
  wallTimeOf,
  wallTimeToEpochMs,
} from '@jinli/domain';
import { and, count, desc, eq, gte, ne } from 'drizzle-orm';
import { ledger, pushMessage, userBank, type UserRow, withdrawOrder } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { findWithdrawLimit } from '../config/queries';
import { bad, newOrderNo, notFound, refuseUnless, type WalletContext } from './context';
import { runIdempotent } from './idempotency';
import { lockWallets, postLedger } from './ledger';
import { turnover } from './turnover';
import { WALLET_TEXT } from './texts';

interface WithdrawTarget {
  kind: 'bank' | 'usdt' | 'eWallet';
  bankName: string;
  cardNo: string;
  realName: string;
  freeBank: boolean;
}

/** The wire form of an order: the account masked, the balance after its debit. */
export function toWithdrawOrder(
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

/** The balance after an order's debit (its 提现 ledger row). */
export async function withdrawBalanceAfter(
  ctx: Pick<WalletContext, 'db'>,
  orderNo: string,
): Promise<bigint | null> {
  const [row] = await ctx.db
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

interface WithdrawRequest {
  amount: string | number;
  cashPassword: string | undefined;
  /** Where the money goes, read once the password and amount passed. */
  target: () => Promise<WithdrawTarget>;
  key: string | undefined;
  scope: string;
  body: unknown;
}

/** A withdrawal order written (balance held), then the step before the answer. */
async function makeWithdrawal(
  ctx: WalletContext,
  user: UserRow,
  request: WithdrawRequest,
): Promise<WithdrawOrder> {
  const order = await writeWithdrawal(ctx, user, request);
  // Committed, not yet answered: a client that never hears back retries with its key.
  await ctx.faults.reached('withdraw:ordered', { ref: order.orderNo });
  return order;
}

async function writeWithdrawal(
  ctx: WalletContext,
  user: UserRow,
  { amount: amountInput, cashPassword, target, key, scope, body }: WithdrawRequest,
): Promise<WithdrawOrder> {
  const { db, now } = ctx;
  refuseUnless('withdraw', user);
  await ctx.accounts.checkFundPassword(user, cashPassword);
  const parsed = parseEnteredYuan(amountInput);
  if (!parsed.ok) throw bad(parsed.message);
  const to = await target();
  const { id: companyId } = await ctx.company.current();
  const limit = await findWithdrawLimit(db, companyId);
  if (!limit) throw new AppError(ErrorCode.NOT_FOUND, WALLET_TEXT.channelNotFound);
  const kindMax = { bank: limit.maxBank, usdt: limit.maxUsdt, eWallet: limit.maxEWallet }[to.kind];
  const max = Number(kindMax < limit.maxMoney ? kindMax : limit.maxMoney);
  if (parsed.value < Number(limit.minMoney))
    throw bad(WALLET_TEXT.withdrawMin(Number(limit.minMoney)));
  if (parsed.value > max) throw bad(WALLET_TEXT.withdrawMax(max));
  const amount = BigInt(parsed.value);

  return runIdempotent(db, { userId: user.id, key, scope, body }, async (tx) => {
    // The wallet row lock serialises this user's withdrawals: the daily count and the
    // turnover check below cannot be passed by two requests at once.
    await lockWallets(tx, [user.id]);
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

/** A withdrawal to the user's bound account (the given one, else the newest). */
export function withdraw(
  ctx: WalletContext,
  user: UserRow,
  body: WithdrawBody,
  key: string | undefined,
): Promise<WithdrawOrder> {
  return makeWithdrawal(ctx, user, {
    amount: body.amount,
    cashPassword: body.cashPassword,
    target: async () => {
      const [card] = await ctx.db
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
    scope: 'withdraw',
    body,
  });
}

/** A withdrawal to an account named with the order (checked as a bound one is). */
export function withdrawFreeBank(
  ctx: WalletContext,
  user: UserRow,
  body: WithdrawFreeBankBody,
  key: string | undefined,
): Promise<WithdrawOrder> {
  return makeWithdrawal(ctx, user, {
    amount: body.amount,
    cashPassword: body.cashPassword,
    target: async () => {
      const read = readBankAccount(body);
      if (!read.ok) throw bad(read.msg);
      return { ...read.account, freeBank: true };
    },
    key,
    scope: 'withdrawFreeBank',
    body,
  });
}

/** The user's withdrawals, newest first. */
export async function withdrawHistory(
  ctx: WalletContext,
  user: UserRow,
  page: number,
  rows: number,
): Promise<Page<WithdrawOrder>> {
  const own = eq(withdrawOrder.userId, user.id);
  const [list, [total]] = await Promise.all([
    ctx.db
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
    ctx.db.select({ value: count() }).from(withdrawOrder).where(own),
  ]);
  return {
    data: list.map((r) => toWithdrawOrder(r.order, r.balanceAfter)),
    totalCount: total?.value ?? 0,
  };
}

/** One of the user's withdrawals. */
export async function withdrawDetail(
  ctx: WalletContext,
  user: UserRow,
  orderNo: string,
): Promise<WithdrawOrder> {
  const [row] = await ctx.db
    .select()
    .from(withdrawOrder)
    .where(and(eq(withdrawOrder.orderNo, orderNo), eq(withdrawOrder.userId, user.id)));
  if (!row) throw notFound();
  return toWithdrawOrder(row, await withdrawBalanceAfter(ctx, orderNo));
}
