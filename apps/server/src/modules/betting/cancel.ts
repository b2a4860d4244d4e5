// Cancelling bets (POST /api/bet/cancel): only with system config hy_is_cancel = '1'; only the
// player's own pending bets before their betEndTime. Each order is cancelled in its own transaction:
// the guarded status change (0 → 2) and its 撤单返款 ledger row commit together, so a bet is refunded
// exactly once however often or concurrently it is asked. Another player's order is answered like
// one that does not exist.
import { type BetCancelResult, ErrorCode } from '@jinli/contract';
import { BET_STATUS, LEDGER_CODE } from '@jinli/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betOrder, type UserRow, wallet } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { ConfigKey, configDefaults } from '../config/configKeys';
import { readSystemConfig } from '../config/queries';
import { postLedger } from '../wallet/ledger';
import { BETTING_TEXT } from './texts';

/** Most orders one request may name. */
export const MAX_CANCEL_ORDERS = 100;

const bad = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);

/** Whether hy_is_cancel is on for the company (its default when the row is missing). */
export async function isCancelEnabled(db: Db, companyId: number): Promise<boolean> {
  const value =
    (await readSystemConfig(db, companyId)).get(ConfigKey.HY_IS_CANCEL) ??
    configDefaults[ConfigKey.HY_IS_CANCEL].value;
  return value.trim() === '1';
}

export async function cancelBets(
  db: Db,
  user: UserRow,
  orderNos: string[],
  now: number,
): Promise<BetCancelResult> {
  if (orderNos.length === 0) throw bad(BETTING_TEXT.orderNotFound);
  if (orderNos.length > MAX_CANCEL_ORDERS) throw bad(BETTING_TEXT.tooManyOrders);
  if (!(await isCancelEnabled(db, user.companyId))) throw bad(BETTING_TEXT.cancelDisabled);
  const results: BetCancelResult['results'] = [];
  let refund = 0n;
  for (const orderNo of orderNos) {
    const refunded = await db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(betOrder)
        .set({ status: BET_STATUS.CANCELLED, settledAt: new Date(now) })
        .where(
          and(
            eq(betOrder.orderNo, orderNo),
            eq(betOrder.userId, user.id),
            eq(betOrder.status, BET_STATUS.PENDING),
            gt(betOrder.betEndAt, new Date(now)),
          ),
        )
        .returning();
      if (!cancelled) return null;
      await postLedger(tx, {
        userId: user.id,
        type: LEDGER_CODE.orderCancelRefund,
        amount: cancelled.amount,
        refType: 'betCancel',
        refId: orderNo,
        remark: `撤单 ${cancelled.playName} ${cancelled.betInfo} 第${cancelled.turnNum}期`,
      });
      return cancelled.amount;
    });
    if (refunded !== null) {
      refund += refunded;
      results.push({ orderNo, ok: true, msg: '' });
      continue;
    }
    const [own] = await db
      .select({ id: betOrder.id })
      .from(betOrder)
      .where(and(eq(betOrder.orderNo, orderNo), eq(betOrder.userId, user.id)));
    results.push({
      orderNo,
      ok: false,
      msg: own ? BETTING_TEXT.notCancelable : BETTING_TEXT.orderNotFound,
    });
  }
  const cancelled = results.filter((r) => r.ok).length;
  if (cancelled === 0) throw bad(results[0]!.msg);
  const [purse] = await db
    .select({ balance: wallet.balance })
    .from(wallet)
    .where(eq(wallet.userId, user.id));
  return { results, cancelled, refund: Number(refund), balance: Number(purse?.balance ?? 0n) };
}
