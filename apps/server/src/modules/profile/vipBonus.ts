// The welfare centre (/bonus-center): each VIP level a player reaches pays a one-time upgrade
// bonus they claim themselves. The claim row's primary key (user, level) and the ledger's unique
// reference both make a second claim — replayed, raced or retried — pay nothing.
import {
  ErrorCode,
  VIP_BONUS_STATUS,
  type VipBonus,
  type VipBonusClaim,
  type VipBonusLevel,
} from '@jinli/contract';
import { isTrialAccount, LEDGER_CODE, TRIAL_ACCOUNT_REFUSED } from '@jinli/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  turnoverRequirement,
  userAccount,
  type UserRow,
  vipBonusClaim,
  vipRule,
} from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { CompanyService } from '../company/service';
import { type FaultSeam, noFaults } from '../../faults/seam';
import { postLedger } from '../wallet/ledger';

export const VIP_BONUS_TEXT = {
  notReached: '尚未达到该VIP等级，无法领取',
  alreadyClaimed: '该等级的晋级彩金已领取',
  noBonus: '该等级没有晋级彩金',
  claimRemark: (level: number) => `VIP${level}晋级彩金`,
} as const;

/**
 * Valid turnover a bonus asks for before it can be withdrawn, as a percentage of the bonus: the
 * same rule as a recharge's (withdraw needs the bet amount), so a bonus is played before it leaves.
 */
export const VIP_BONUS_TURNOVER_PERCENT = 100n;

export interface VipBonusService {
  overview(user: UserRow): Promise<VipBonus>;
  claim(user: UserRow, vipLevel: number): Promise<VipBonusClaim>;
}

export function createVipBonusService(
  db: Db,
  company: CompanyService,
  /** The money paths' steps (the fault suite); default none. */
  faults: FaultSeam = noFaults,
): VipBonusService {
  async function rulesWithBonus() {
    return db
      .select({
        vipLevel: vipRule.vipLevel,
        betMoney: vipRule.betMoney,
        bonus: vipRule.upgradeBonus,
      })
      .from(vipRule)
      .where(and(eq(vipRule.companyId, (await company.current()).id), gt(vipRule.upgradeBonus, 0n)))
      .orderBy(asc(vipRule.vipLevel));
  }

  return {
    async overview(user) {
      // The level as it is now, not as the token's row had it when the request began.
      const [fresh] = await db
        .select({ vipLevel: userAccount.vipLevel, cycle: userAccount.cycleBetAmount })
        .from(userAccount)
        .where(eq(userAccount.id, user.id));
      const vipLevel = fresh?.vipLevel ?? user.vipLevel;
      const claims = new Map(
        (
          await db
            .select({ vipLevel: vipBonusClaim.vipLevel, at: vipBonusClaim.createdAt })
            .from(vipBonusClaim)
            .where(eq(vipBonusClaim.userId, user.id))
        ).map((c) => [c.vipLevel, c.at.getTime()]),
      );
      const levels: VipBonusLevel[] = (await rulesWithBonus()).map((rule) => {
        const claimedAt = claims.get(rule.vipLevel) ?? null;
        return {
          vipLevel: rule.vipLevel,
          betMoney: Number(rule.betMoney),
          bonus: Number(rule.bonus),
          status:
            claimedAt !== null
              ? VIP_BONUS_STATUS.claimed
              : rule.vipLevel <= vipLevel && !isTrialAccount(user.type)
                ? VIP_BONUS_STATUS.claimable
                : VIP_BONUS_STATUS.locked,
          claimedAt,
        };
      });
      return {
        vipLevel,
        cycleBetAmount: Number(fresh?.cycle ?? user.cycleBetAmount),
        claimable: levels
          .filter((l) => l.status === VIP_BONUS_STATUS.claimable)
          .reduce((sum, l) => sum + l.bonus, 0),
        levels,
      };
    },

    async claim(user, vipLevel) {
      if (isTrialAccount(user.type)) throw new AppError(ErrorCode.FORBIDDEN, TRIAL_ACCOUNT_REFUSED);
      const companyId = (await company.current()).id;
      return db.transaction(async (tx) => {
        const [rule] = await tx
          .select({ bonus: vipRule.upgradeBonus })
          .from(vipRule)
          .where(and(eq(vipRule.companyId, companyId), eq(vipRule.vipLevel, vipLevel)));
        if (!rule || rule.bonus <= 0n)
          throw new AppError(ErrorCode.BAD_REQUEST, VIP_BONUS_TEXT.noBonus);
        const [fresh] = await tx
          .select({ vipLevel: userAccount.vipLevel })
          .from(userAccount)
          .where(eq(userAccount.id, user.id));
        if (!fresh || fresh.vipLevel < vipLevel)
          throw new AppError(ErrorCode.BAD_REQUEST, VIP_BONUS_TEXT.notReached);
        // Claim first: a racing claim of the same level waits on this row's key and then finds
        // it taken, so only one transaction reaches the ledger.
        const claimed = await tx
          .insert(vipBonusClaim)
          .values({ userId: user.id, vipLevel, amount: rule.bonus, ledgerId: 0 })
          .onConflictDoNothing()
          .returning({ userId: vipBonusClaim.userId });
        if (claimed.length === 0)
          throw new AppError(ErrorCode.BAD_REQUEST, VIP_BONUS_TEXT.alreadyClaimed);
        await faults.reached('claim:vip', { userId: user.id, ref: `${user.id}:${vipLevel}` });
        const posted = await postLedger(tx, {
          userId: user.id,
          type: LEDGER_CODE.systemReward,
          amount: rule.bonus,
          refType: 'vipBonus',
          refId: `${user.id}:${vipLevel}`,
          remark: VIP_BONUS_TEXT.claimRemark(vipLevel),
        });
        await tx
          .update(vipBonusClaim)
          .set({ ledgerId: posted.ledgerId })
          .where(and(eq(vipBonusClaim.userId, user.id), eq(vipBonusClaim.vipLevel, vipLevel)));
        await tx.insert(turnoverRequirement).values({
          userId: user.id,
          ledgerId: posted.ledgerId,
          creditAmount: rule.bonus,
          requiredAmount: (rule.bonus * VIP_BONUS_TURNOVER_PERCENT) / 100n,
        });
        return { vipLevel, bonus: Number(rule.bonus), money: Number(posted.balanceAfter) };
      });
    },
  };
}
