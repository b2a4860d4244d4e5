// Seed data of the welfare centre for stories and tests: VIP3 with levels 2 and 3 claimable.
import type { VipBonus } from '@jinli/contract';

export const vipBonusFixture: VipBonus = {
  vipLevel: 3,
  cycleBetAmount: 6_200_000,
  claimable: 36_000,
  levels: [
    { vipLevel: 2, betMoney: 1_000_000, bonus: 8_000, status: 1, claimedAt: null },
    { vipLevel: 3, betMoney: 5_000_000, bonus: 28_000, status: 1, claimedAt: null },
    { vipLevel: 4, betMoney: 20_000_000, bonus: 88_000, status: 0, claimedAt: null },
    { vipLevel: 5, betMoney: 50_000_000, bonus: 188_000, status: 0, claimedAt: null },
  ],
};
