// The queues' actions: a pending withdrawal paid or rejected, a pending bank-transfer recharge
// confirmed as paid. Both go through the wallet's one settle path (the same as the operator
// endpoint and the payment callbacks) and are audited in its transaction. Only the request that
// moves the order out of 'pending' acts; the others get 409 and leave nothing behind, not even an
// audit row, so 200 racing clicks make one ledger effect and one audit entry.
import { ErrorCode } from '@jinli/contract';
import type { ConsoleRechargeRow, ConsoleWithdrawalRow } from '@jinli/contract/console';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rechargeOrder } from '../../../db/schema';
import { AppError } from '../../../http/AppError';
import type { OperatorActor } from '../../operators/accounts';
import { recordAudit } from '../../operators/audit';
import type { WalletService } from '../../wallet/service';
import { PLAYER_MONEY_TEXT } from '../moneyTexts';
import { findRechargeOrder, findWithdrawal, rechargeRowOf, withdrawalRowOf } from './queueQueries';

export interface QueueActionDeps {
  db: Db;
  wallet: Pick<WalletService, 'settleWithdrawal' | 'settleRecharge'>;
}

const notFound = () => new AppError(ErrorCode.NOT_FOUND, PLAYER_MONEY_TEXT.orderNotFound);
const settled = () => new AppError(ErrorCode.CONFLICT, PLAYER_MONEY_TEXT.orderSettled);
const noted = (note: string | undefined) => (note ? { note } : {});

export async function decideWithdrawal(
  deps: QueueActionDeps,
  actor: OperatorActor,
  companyId: number,
  orderNo: string,
  outcome: 'paid' | 'rejected',
  note: string | undefined,
): Promise<ConsoleWithdrawalRow> {
  const found = await findWithdrawal(deps.db, companyId, orderNo);
  if (!found) throw notFound();
  if (found.order.status !== 'pending') throw settled();
  await deps.wallet.settleWithdrawal(orderNo, outcome, async (tx, changed) => {
    // A racing request settled it first: this one changes nothing and leaves no entry.
    if (!changed) throw settled();
    await recordAudit(tx, actor, {
      action: 'wallet.withdraw',
      params: { orderNo, outcome, account: found.account, ...noted(note) },
      before: { status: 'pending' },
      after: { status: outcome },
    });
  });
  const after = await findWithdrawal(deps.db, companyId, orderNo);
  if (!after) throw notFound();
  return withdrawalRowOf(after.order, after.account);
}

export async function confirmRecharge(
  deps: QueueActionDeps,
  actor: OperatorActor,
  companyId: number,
  orderNo: string,
  note: string | undefined,
): Promise<ConsoleRechargeRow> {
  const found = await findRechargeOrder(deps.db, companyId, orderNo);
  if (!found) throw notFound();
  if (found.order.route !== 'bank')
    throw new AppError(ErrorCode.BAD_REQUEST, PLAYER_MONEY_TEXT.notBankTransfer);
  if (found.order.status !== 'pending') throw settled();
  await deps.wallet.settleRecharge(orderNo, 'paid', async (tx) => {
    // This runs before the settling update: the order's lock, held to the commit, lets exactly one
    // racing confirmation find it pending (and that one's update then cannot miss).
    const [locked] = await tx
      .select({ status: rechargeOrder.status })
      .from(rechargeOrder)
      .where(eq(rechargeOrder.orderNo, orderNo))
      .for('update');
    if (locked?.status !== 'pending') throw settled();
    await recordAudit(tx, actor, {
      action: 'wallet.recharge_confirm',
      params: {
        orderNo,
        account: found.account,
        amount: Number(found.order.amount),
        ...noted(note),
      },
      before: { status: 'pending' },
      after: { status: 'paid' },
    });
  });
  const after = await findRechargeOrder(deps.db, companyId, orderNo);
  if (!after) throw notFound();
  return rechargeRowOf(after.order, after.account, after.channel ?? '');
}
