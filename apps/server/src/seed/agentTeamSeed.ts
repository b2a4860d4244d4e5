// The demo agent's team (issue 17), seeded once, so that the agent centre's reports mean something
// at once: under `agent01` (8‰) a sub-agent `agent02` (7‰, promotion code JL7777) and players at
// 6-7.5‰, with 30 days of history — paid recharges, a paid withdrawal, lottery bets on 极速六合彩
// settled won or lost, and the 代理返点 the agents earned on them — plus registration links.
//
// Every balance change is a ledger row with the balance after it (computed in order per user) and
// every wallet equals the sum of its ledger; the agent rebates come from the same chain rule as
// settlement (rebateChain.ts agentShares) and sit in agent_rebate with their ledger ids. The
// history is generated from a fixed seed (the same amounts and outcomes every start; order
// numbers are random, as everywhere) and written in a few multi-row
// statements: the seed runs on every fresh start and in every test app. The seeded bets' draws
// are the generator's, not stored as lottery draws (the engine's history starts when it runs).
import { randomInt } from 'node:crypto';
import {
  BET_STATUS,
  betInfoText,
  LEDGER_CODE,
  lunarYearAt,
  payoutOf,
  PLAYS,
  settleUnit,
  TEMA_SIDES,
  USER_TYPES,
} from '@jinli/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  agentLink,
  agentRebate,
  betOrder,
  betPlay,
  ledger,
  lotteryGame,
  paymentChannel,
  rechargeOrder,
  systemConfig,
  userAccount,
  wallet,
  withdrawOrder,
} from '../db/schema';
import { agentShares, type ValidBet } from '../modules/agents/rebateChain';
import { agentRebateRemark } from '../modules/agents/texts';
import { hashPassword } from '../modules/accounts/passwords';
import { orderNoOf } from '../modules/betting/orderNumbers';
import { ConfigKey, configDefaults } from '../modules/config/configKeys';
import { cadenceOf } from '../modules/lottery/engine';
import { scheduleOf } from '../modules/lottery/schedule';
import { zoneOf } from '../time/zones';
import { DEMO_AGENT, DEMO_PLAYER } from './accountsSeed';

const YUAN = 1000n;
const DAY_MS = 86_400_000;
/** The game the team bets on: 极速六合彩 (every minute). */
const TEAM_GAME_ID = 71;
/** Days of history. */
export const TEAM_HISTORY_DAYS = 30;

/** The seeded sub-agent and players (password Demo1234, like the demo player). */
export const DEMO_TEAM = {
  password: DEMO_PLAYER.password,
  subAgent: { account: 'agent02', rebate: 7, promoCode: 'JL7777', joinedDaysAgo: 30 },
  /** `parent` 1: agent01, 2: agent02. */
  players: [
    { account: 'team01', rebate: 6, parent: 1, joinedDaysAgo: 29 },
    { account: 'team02', rebate: 7.5, parent: 1, joinedDaysAgo: 21 },
    { account: 'team03', rebate: 6, parent: 2, joinedDaysAgo: 25 },
    { account: 'team04', rebate: 6.5, parent: 2, joinedDaysAgo: 12 },
  ],
  /** Registration links: [agent 1 or 2, account type, rebate, remark]. */
  links: [
    [1, 'player', 6, '朋友圈推广'],
    [1, 'agent', 7, '招募代理'],
    [2, 'player', 6.5, '微信群'],
  ],
} as const;

/** mulberry32: a small seeded PRNG, so every start writes the same history. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/**
 * 'R'/'W'/'S' + the wall time of `at` (UTC+8) + 6 random digits, as the wallet and betting make
 * them: order numbers are unique across companies, and every company seeds this team.
 */
function referenceNo(prefix: string, at: number): string {
  const d = new Date(at + 8 * 3_600_000);
  return `${prefix}${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}${pad(randomInt(1_000_000), 6)}`;
}

interface Move {
  userId: number;
  at: number;
  type: number;
  amount: bigint;
  refType: string;
  refId: string;
  remark: string;
}

/** Seeds the team once (when agent02 is missing); returns rows written. */
export async function seedAgentTeam(tx: Tx, companyId: number, now: number): Promise<number> {
  const [agent] = await tx
    .select()
    .from(userAccount)
    .where(and(eq(userAccount.companyId, companyId), eq(userAccount.account, DEMO_AGENT.account)));
  if (!agent) return 0;
  const [existing] = await tx
    .select({ id: userAccount.id })
    .from(userAccount)
    .where(
      and(
        eq(userAccount.companyId, companyId),
        eq(userAccount.account, DEMO_TEAM.subAgent.account),
      ),
    );
  if (existing) return 0;
  const [game] = await tx.select().from(lotteryGame).where(eq(lotteryGame.id, TEAM_GAME_ID));
  const [play] = await tx
    .select()
    .from(betPlay)
    .where(
      and(eq(betPlay.gameId, TEAM_GAME_ID), eq(betPlay.code, 'temaSides'), eq(betPlay.model, 1)),
    );
  const [channel] = await tx
    .select()
    .from(paymentChannel)
    .where(and(eq(paymentChannel.companyId, companyId), eq(paymentChannel.route, 'online')));
  if (!game || !play || !channel) return 0;
  const [zoneRow] = await tx
    .select({ value: systemConfig.configValue })
    .from(systemConfig)
    .where(
      and(eq(systemConfig.companyId, companyId), eq(systemConfig.configKey, ConfigKey.TIME_ZONE)),
    );
  const schedule = scheduleOf(
    cadenceOf(game),
    zoneOf(zoneRow?.value ?? configDefaults[ConfigKey.TIME_ZONE].value),
  );

  // The demo player's password, and its hash (hashing is the slow part of a start).
  const [demo] = await tx
    .select({ passwordHash: userAccount.passwordHash })
    .from(userAccount)
    .where(and(eq(userAccount.companyId, companyId), eq(userAccount.account, DEMO_PLAYER.account)));
  const passwordHash = demo?.passwordHash ?? (await hashPassword(DEMO_TEAM.password));
  const agentPrefix = `${agent.agentPath}${agent.id}/`;
  const [sub] = await tx
    .insert(userAccount)
    .values({
      companyId,
      account: DEMO_TEAM.subAgent.account,
      passwordHash,
      type: USER_TYPES.OFFICIAL,
      isDl: true,
      promoCode: DEMO_TEAM.subAgent.promoCode,
      parentId: agent.id,
      agentPath: agentPrefix,
      rebate: DEMO_TEAM.subAgent.rebate,
      vipLevel: 2,
      createdAt: new Date(now - DEMO_TEAM.subAgent.joinedDaysAgo * DAY_MS),
    })
    .returning();
  const subPrefix = `${agentPrefix}${sub!.id}/`;
  const players = await tx
    .insert(userAccount)
    .values(
      DEMO_TEAM.players.map((p) => ({
        companyId,
        account: p.account,
        passwordHash,
        type: USER_TYPES.OFFICIAL,
        parentId: p.parent === 1 ? agent.id : sub!.id,
        agentPath: p.parent === 1 ? agentPrefix : subPrefix,
        rebate: p.rebate,
        createdAt: new Date(now - p.joinedDaysAgo * DAY_MS + 3_600_000),
      })),
    )
    .returning();
  const links = await tx
    .insert(agentLink)
    .values(
      DEMO_TEAM.links.map(([owner, accountType, rebate, remark], i) => ({
        companyId,
        agentId: owner === 1 ? agent.id : sub!.id,
        code: `JLT${owner}${pad(i + 1, 3)}`,
        accountType,
        rebate,
        remark,
        createdAt: new Date(now - (28 - i) * DAY_MS),
      })),
    )
    .returning({ id: agentLink.id });

  // The history, from a fixed seed: recharges first, then bets each settled a minute after its
  // turn, a paid withdrawal near the end; never more staked than the balance holds.
  const random = prng(0x6a6c7431);
  const moves: Move[] = [];
  const recharges: (typeof rechargeOrder.$inferInsert)[] = [];
  const withdrawals: (typeof withdrawOrder.$inferInsert)[] = [];
  const bets: (typeof betOrder.$inferInsert)[] = [];
  const settledBets: { bet: ValidBet; at: number }[] = [];
  for (const [index, player] of players.entries()) {
    const joined = player.createdAt.getTime();
    let balance = 0n;
    const recharge = (at: number, amount: bigint) => {
      const orderNo = referenceNo('R', at);
      recharges.push({
        orderNo,
        userId: player.id,
        channelId: channel.id,
        kind: channel.kind,
        route: channel.route,
        amount,
        status: 'paid',
        createdAt: new Date(at - 120_000),
        finishedAt: new Date(at),
      });
      moves.push({
        userId: player.id,
        at,
        type: LEDGER_CODE.onlinePayment,
        amount,
        refType: 'recharge',
        refId: orderNo,
        remark: '',
      });
      balance += amount;
    };
    for (let at = joined + 2 * 3_600_000; at < now - 600_000; at += DAY_MS) {
      if (balance < 200n * YUAN) recharge(at, BigInt(500 + Math.floor(random() * 6) * 100) * YUAN);
      if (random() < 0.35) continue; // a quiet day
      for (let k = 0; k < 1 + Math.floor(random() * 3); k++) {
        const betAt = at + 3_600_000 + k * 1_800_000 + Math.floor(random() * 600_000);
        if (betAt >= now - 300_000) break;
        const stake = BigInt(10 + Math.floor(random() * 10) * 10) * YUAN;
        if (stake > balance) break;
        const slot = schedule.slotAfter(betAt);
        const side = TEMA_SIDES[Math.floor(random() * TEMA_SIDES.length)]!;
        const lunarYear = lunarYearAt(betAt);
        const numbers = drawOf(random);
        const { outcome, oddsKey } = settleUnit('temaSides', [side], numbers, lunarYear);
        const odds = oddsKey ? (play.odds[oddsKey] ?? 0) / 1000 : 0;
        const reward = BigInt(payoutOf(outcome, Number(stake), odds));
        const slipNo = referenceNo('S', betAt);
        const orderNo = orderNoOf(slipNo, 0);
        const settledAt = slot.at + 60_000;
        const remark = `${game.name} 第${slot.turnNum}期`;
        bets.push({
          orderNo,
          userId: player.id,
          companyId,
          gameId: game.id,
          turnNum: slot.turnNum,
          drawAt: new Date(slot.at),
          betEndAt: new Date(slot.at - 10_000),
          model: 1,
          playId: play.id,
          playCode: 'temaSides',
          playName: PLAYS.temaSides.name,
          selection: [side],
          betInfo: betInfoText('temaSides', [side], lunarYear),
          lunarYear,
          odds: play.odds,
          amount: stake,
          status: BET_STATUS.SETTLED,
          result: outcome === 'win' ? 1 : outcome === 'draw' ? 2 : 0,
          oddsKey,
          reward,
          slipNo,
          createdAt: new Date(betAt),
          settledAt: new Date(settledAt),
        });
        moves.push({
          userId: player.id,
          at: betAt,
          type: LEDGER_CODE.lotteryBet,
          amount: -stake,
          refType: 'betSlip',
          refId: slipNo,
          remark: `${remark} 共1注`,
        });
        balance -= stake;
        if (reward > 0n) {
          moves.push({
            userId: player.id,
            at: settledAt,
            type: outcome === 'win' ? LEDGER_CODE.payout : LEDGER_CODE.drawRefund,
            amount: reward,
            refType: 'bet',
            refId: orderNo,
            remark: `${remark} ${PLAYS.temaSides.name} ${side}`,
          });
          balance += reward;
        }
        if (outcome !== 'draw')
          settledBets.push({
            bet: { betId: 0, orderNo, userId: player.id, amount: stake },
            at: settledAt,
          });
      }
    }
    // One paid withdrawal, two days ago, of a part of what is left.
    const withdrawAt = now - 2 * DAY_MS - index * 3_600_000;
    const amount = (balance / 3n / YUAN) * YUAN;
    if (amount >= 100n * YUAN && withdrawAt > joined) {
      const orderNo = referenceNo('W', withdrawAt);
      withdrawals.push({
        orderNo,
        userId: player.id,
        amount,
        kind: 'bank',
        bankName: '中国工商银行',
        cardNo: `62220200001234${pad(index, 5)}`,
        realName: '张三',
        status: 'paid',
        createdAt: new Date(withdrawAt),
        finishedAt: new Date(withdrawAt + 1_800_000),
      });
      moves.push({
        userId: player.id,
        at: withdrawAt,
        type: LEDGER_CODE.withdrawal,
        amount: -amount,
        refType: 'withdraw',
        refId: orderNo,
        remark: '中国工商银行 6222****0000',
      });
      balance -= amount;
    }
  }

  if (recharges.length) await tx.insert(rechargeOrder).values(recharges);
  if (withdrawals.length) await tx.insert(withdrawOrder).values(withdrawals);
  const betIds = new Map<string, number>();
  for (let i = 0; i < bets.length; i += 500) {
    const rows = await tx
      .insert(betOrder)
      .values(bets.slice(i, i + 500))
      .returning({ id: betOrder.id, orderNo: betOrder.orderNo });
    for (const row of rows) betIds.set(row.orderNo, row.id);
  }

  // The agents' rebates on the valid bets, by settlement's own rule.
  const chainUsers = new Map(
    [agent, sub!, ...players].map((u) => [
      u.id,
      { rebate: u.rebate, isDl: u.isDl, agentPath: u.agentPath },
    ]),
  );
  const settledAt = new Map(settledBets.map(({ bet, at }) => [bet.orderNo, at]));
  const shares = agentShares(
    settledBets.map(({ bet }) => ({ ...bet, betId: betIds.get(bet.orderNo)! })),
    chainUsers,
  );
  for (const share of shares)
    moves.push({
      userId: share.agentId,
      at: settledAt.get(share.orderNo)!,
      type: LEDGER_CODE.agentRebate,
      amount: share.amount,
      refType: 'agentRebate',
      refId: `${share.orderNo}:${share.agentId}`,
      remark: agentRebateRemark(share.rate, share.orderNo),
    });

  // Ledger rows in time order per user, each with its balance after; wallets start from what the
  // agents already hold (agent01 may have rows of its own).
  const [agentWallet] = await tx.select().from(wallet).where(eq(wallet.userId, agent.id));
  const balances = new Map<number, bigint>([[agent.id, agentWallet?.balance ?? 0n]]);
  moves.sort((a, b) => a.at - b.at || a.userId - b.userId);
  const ledgerRows = moves.map((move) => {
    const after = (balances.get(move.userId) ?? 0n) + move.amount;
    if (after < 0n) throw new Error(`seed: ${move.userId}'s balance would go below zero`);
    balances.set(move.userId, after);
    return {
      userId: move.userId,
      type: move.type,
      amount: move.amount,
      balanceAfter: after,
      refType: move.refType,
      refId: move.refId,
      remark: move.remark,
      createdAt: new Date(move.at),
    };
  });
  const ledgerIds = new Map<string, number>();
  for (let i = 0; i < ledgerRows.length; i += 500) {
    const rows = await tx
      .insert(ledger)
      .values(ledgerRows.slice(i, i + 500))
      .returning({ id: ledger.id, type: ledger.type, refId: ledger.refId });
    for (const row of rows)
      if (row.type === LEDGER_CODE.agentRebate) ledgerIds.set(row.refId ?? '', row.id);
  }
  if (shares.length)
    await tx.insert(agentRebate).values(
      shares.map((s) => ({
        betId: s.betId,
        agentId: s.agentId,
        memberId: s.memberId,
        rate: s.rate,
        validAmount: s.validAmount,
        amount: s.amount,
        ledgerId: ledgerIds.get(`${s.orderNo}:${s.agentId}`) ?? null,
        createdAt: new Date(settledAt.get(s.orderNo)!),
      })),
    );

  // Wallets: the players' and agent02's new, agent01's updated; recharge totals for the players.
  const rechargeTotals = new Map<number, bigint>();
  for (const r of recharges)
    rechargeTotals.set(r.userId, (rechargeTotals.get(r.userId) ?? 0n) + r.amount);
  await tx.insert(wallet).values(
    [sub!, ...players].map((u) => ({
      userId: u.id,
      balance: balances.get(u.id) ?? 0n,
      rechargeTotal: rechargeTotals.get(u.id) ?? 0n,
    })),
  );
  await tx
    .update(wallet)
    .set({ balance: balances.get(agent.id) ?? 0n, updatedAt: sql`now()` })
    .where(eq(wallet.userId, agent.id));
  return (
    // agent02 and the players, and their wallets
    2 * (1 + players.length) +
    links.length +
    recharges.length +
    withdrawals.length +
    bets.length +
    ledgerRows.length +
    shares.length
  );
}

/** Seven distinct numbers 1-49: the generator's draw of a seeded bet. */
function drawOf(random: () => number): number[] {
  const numbers: number[] = [];
  while (numbers.length < 7) {
    const n = 1 + Math.floor(random() * 49);
    if (!numbers.includes(n)) numbers.push(n);
  }
  return numbers;
}
