// The rebate (洗码): the player's valid bets (settled, won or lost) not yet claimed, paid at the
// profile's rate (userInfo.rebate, per mille: 8 → 0.8%). A claim marks those bets with its id and
// pays 返水 in the same transaction; the marking is an update guarded by `rebate_claim_id is null`,
// so two concurrent claims cannot both take a bet: the second finds nothing and is refused.
import { type BettingBonus, type BettingBonusClaim, ErrorCode } from '@jinli/contract';
import { BET_RESULT, BET_STATUS, LEDGER_CODE, rebateOf } from '@jinli/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betOrder, rebateClaim, type UserRow } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { type FaultSeam, noFaults } from '../../faults/seam';
import { runIdempotent } from '../wallet/idempotency';
import { postLedger } from '../wallet/ledger';
import { BETTING_TEXT } from './texts';

const unclaimed = (userId: number) =>
  and(
    eq(betOrder.userId, userId),
    eq(betOrder.status, BET_STATUS.SETTLED),
    inArray(betOrder.result, [BET_RESULT.NOT_WON, BET_RESULT.PAID_OUT]),
    isNull(betOrder.rebateClaimId),
  );

export async function bettingBonus(db: Db, user: UserRow): Promise<BettingBonus> {
  const [sums] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${betOrder.amount}), 0)`,
    })
    .from(betOrder)
    .where(unclaimed(user.id));
  const [last] = await db
    .select({ at: rebateClaim.createdAt })
    .from(rebateClaim)
    .where(eq(rebateClaim.userId, user.id))
    .orderBy(desc(rebateClaim.createdAt))
    .limit(1);
  const validBetAmount = Number(sums?.amount ?? 0);
  return {
    rate: user.rebate,
    betCount: Number(sums?.count ?? 0),
    validBetAmount,
    amount: rebateOf(validBetAmount, user.rebate),
    lastClaimTime: last ? last.at.getTime() : null,
  };
}

export async function claimBettingBonus(
  db: Db,
  user: UserRow,
  idempotencyKey: string | undefined,
  faults: FaultSeam = noFaults,
): Promise<BettingBonusClaim> {
  return runIdempotent(
    db,
    { userId: user.id, key: idempotencyKey, scope: 'bettingBonusClaim', body: {} },
    async (tx) => {
      const [claim] = await tx
        .insert(rebateClaim)
        .values({ userId: user.id, rate: user.rebate, betCount: 0, validBetAmount: 0n, amount: 0n })
        .returning({ id: rebateClaim.id });
      const bets = await tx
        .update(betOrder)
        .set({ rebateClaimId: claim!.id })
        .where(unclaimed(user.id))
        .returning({ amount: betOrder.amount });
      const validBetAmount = bets.reduce((sum, bet) => sum + bet.amount, 0n);
      const amount = rebateOf(Number(validBetAmount), user.rebate);
      // Nothing (or less than a thousandth) to pay: refused, and the marking above rolls back.
      if (amount <= 0) throw new AppError(ErrorCode.BAD_REQUEST, BETTING_TEXT.nothingToClaim);
      await tx
        .update(rebateClaim)
        .set({ betCount: bets.length, validBetAmount, amount: BigInt(amount) })
        .where(eq(rebateClaim.id, claim!.id));
      await faults.reached('claim:rebate', { userId: user.id, ref: String(claim!.id) });
      const posted = await postLedger(tx, {
        userId: user.id,
        type: LEDGER_CODE.waterRebate,
        amount: BigInt(amount),
        refType: 'rebateClaim',
        refId: String(claim!.id),
        remark: `洗码 ${bets.length}注`,
      });
      return {
        amount,
        betCount: bets.length,
        validBetAmount: Number(validBetAmount),
        balance: Number(posted.balanceAfter),
      };
    },
  );
}
