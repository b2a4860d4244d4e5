// Demo accounts, VIP rules and payment channels, seeded idempotently: the demo player `demo01`
// (password Demo1234, fund password 1234) with a balance and ledger rows, the demo agent `agent01`
// (password Agent1234, promotion code JL8888). Rows are added only when missing.
import { LEDGER_CODE } from '@jinli/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { paymentChannel, pushMessage, userAccount, vipRule, wallet } from '../db/schema';
import { hashPassword } from '../modules/accounts/passwords';
import { postLedger } from '../modules/wallet/ledger';
import { DEMO_TRC20_ADDRESS } from './trc20Address';

const YUAN = 1000n;

/** The documented demo logins (README). */
export const DEMO_PLAYER = {
  account: 'demo01',
  password: 'Demo1234',
  fundPassword: '1234',
} as const;
export const DEMO_AGENT = {
  account: 'agent01',
  password: 'Agent1234',
  promoCode: 'JL8888',
} as const;

/** The demo player's deposit (人工存入), which counts as its recharge total. */
export const DEMO_PLAYER_DEPOSIT = 10_000n * YUAN;

/** Bet amount needed for VIP levels 1-9 (yuan). */
const VIP_BET_YUAN = [
  0n,
  1_000n,
  5_000n,
  20_000n,
  50_000n,
  100_000n,
  300_000n,
  800_000n,
  2_000_000n,
];

/** One-time upgrade bonus of VIP levels 1-9 (yuan), claimed in the welfare centre. */
const VIP_UPGRADE_BONUS_YUAN = [0n, 8n, 28n, 88n, 188n, 388n, 888n, 1_888n, 3_888n];

/**
 * Payment channels of the demo company, one per recharge route, all on the sandbox adapter (offered
 * only when the deployment enables --sandbox-payments; an operator can move a channel to a provider
 * with POST /operator/wallet/channel).
 */
export const demoPaymentChannels = [
  {
    kind: 'bank',
    route: 'bank',
    name: '银行卡转账',
    minAmount: 100n * YUAN,
    maxAmount: 50_000n * YUAN,
    payeeName: '锦鲤娱乐有限公司',
    payeeAccount: '6222020000111122223',
    payeeBank: '中国工商银行',
    sort: 40,
    adapter: 'sandbox',
  },
  {
    kind: 'eWallet',
    route: 'online',
    name: '支付宝在线支付',
    minAmount: 10n * YUAN,
    maxAmount: 20_000n * YUAN,
    sort: 30,
    adapter: 'sandbox',
  },
  {
    kind: 'usdt',
    route: 'qrVirtual',
    name: 'USDT-TRC20',
    minAmount: 100n * YUAN,
    maxAmount: 100_000n * YUAN,
    // A well-formed TRON address (base58check, prefix 0x41) that no one holds the key of.
    payeeAccount: DEMO_TRC20_ADDRESS,
    payeeBank: 'TRC20',
    sort: 20,
    adapter: 'sandbox',
  },
  {
    kind: 'directCharging',
    route: 'thirdParty',
    name: '快捷直充',
    minAmount: 50n * YUAN,
    maxAmount: 50_000n * YUAN,
    sort: 10,
    adapter: 'sandbox',
  },
] as const;

async function createDemoUser(
  tx: Tx,
  companyId: number,
  account: string,
  values: (
    password: string,
  ) => Promise<Omit<typeof userAccount.$inferInsert, 'companyId' | 'account'>>,
  password: string,
): Promise<number | undefined> {
  // Hashing is the slow part of a start: skip it when the account is there already.
  const [existing] = await tx
    .select({ id: userAccount.id })
    .from(userAccount)
    .where(and(eq(userAccount.companyId, companyId), eq(userAccount.account, account)));
  if (existing) return undefined;
  const [row] = await tx
    .insert(userAccount)
    .values({ companyId, account, ...(await values(password)) })
    .onConflictDoNothing()
    .returning({ id: userAccount.id });
  if (!row) return undefined;
  await tx.insert(wallet).values({ userId: row.id });
  return row.id;
}

/** Seeds the accounts and wallet demo content of `companyId` inside the seed transaction; returns rows written. */
export async function seedAccounts(tx: Tx, companyId: number): Promise<number> {
  let inserted = 0;
  inserted += (
    await tx
      .insert(vipRule)
      .values(
        VIP_BET_YUAN.map((bet, i) => ({
          companyId,
          vipLevel: i + 1,
          betMoney: bet * YUAN,
          upgradeBonus: (VIP_UPGRADE_BONUS_YUAN[i] ?? 0n) * YUAN,
        })),
      )
      .onConflictDoNothing()
      .returning({ level: vipRule.vipLevel })
  ).length;

  const [channels] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentChannel)
    .where(eq(paymentChannel.companyId, companyId));
  if ((channels?.n ?? 0) === 0) {
    inserted += (
      await tx
        .insert(paymentChannel)
        .values(demoPaymentChannels.map((c) => ({ companyId, ...c })))
        .returning({ id: paymentChannel.id })
    ).length;
  }

  const agentId = await createDemoUser(
    tx,
    companyId,
    DEMO_AGENT.account,
    async (password) => ({
      passwordHash: await hashPassword(password),
      isDl: true,
      promoCode: DEMO_AGENT.promoCode,
      vipLevel: 3,
    }),
    DEMO_AGENT.password,
  );
  if (agentId !== undefined) inserted += 2;

  const [agent] = await tx
    .select({ id: userAccount.id, agentPath: userAccount.agentPath })
    .from(userAccount)
    .where(and(eq(userAccount.companyId, companyId), eq(userAccount.account, DEMO_AGENT.account)));
  const playerId = await createDemoUser(
    tx,
    companyId,
    DEMO_PLAYER.account,
    async (password) => ({
      passwordHash: await hashPassword(password),
      fundPasswordHash: await hashPassword(DEMO_PLAYER.fundPassword),
      parentId: agent?.id ?? null,
      // In agent01's team (issue 17): its path is the agent's own plus the agent.
      agentPath: agent ? `${agent.agentPath}${agent.id}/` : '/',
      fullName: '王小明',
      phone: '13800138000',
      vipLevel: 2,
      cycleBetAmount: 2_400n * YUAN,
    }),
    DEMO_PLAYER.password,
  );
  if (playerId !== undefined) {
    inserted += 2;
    const entries = [
      { type: LEDGER_CODE.registrationBonus, amount: 18n * YUAN, remark: '注册彩金' },
      { type: LEDGER_CODE.manualDeposit, amount: DEMO_PLAYER_DEPOSIT, remark: '演示账户存入' },
      { type: LEDGER_CODE.activityOffer, amount: 88n * YUAN, remark: '首存优惠' },
      { type: LEDGER_CODE.otherDeduction, amount: -6n * YUAN, remark: '手续费' },
    ];
    for (const [index, entry] of entries.entries()) {
      await postLedger(tx, {
        userId: playerId,
        ...entry,
        refType: 'seed',
        refId: `${playerId}-${index}`,
      });
      inserted++;
    }
    // The deposit is the player's recharge (issue 34: a VIP2 player with ¥10,091 was told
    // 请充值任意金额开通VIP！): the recharge lock and the first-recharge offers read rechargeTotal,
    // which only paid orders raise.
    await tx
      .update(wallet)
      .set({ rechargeTotal: DEMO_PLAYER_DEPOSIT })
      .where(eq(wallet.userId, playerId));
    await tx.insert(pushMessage).values([
      { userId: playerId, title: '欢迎加入', content: '尊敬的demo01，欢迎加入！祝您游戏愉快。' },
      { userId: playerId, title: '优惠到账', content: '您的首存优惠88.00元已到账，请查收。' },
    ]);
    inserted += 2;
  }
  return inserted;
}
