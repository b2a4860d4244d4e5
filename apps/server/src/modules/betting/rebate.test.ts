import { bettingBonusClaimSchema, bettingBonusSchema, ErrorCode } from '@jinli/contract';
import { LEDGER_CODE } from '@jinli/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, dataOf, expectError } from '../../../test/users';
import { balanceAndLedger } from '../../../test/wallet';
import { ledger, userAccount } from '../../db/schema';
import {
  bet,
  FAST_GAME,
  openTurnIn,
  player,
  type Player,
  storeDraw,
  YUAN,
  bettingTestApp,
  settleDue,
} from './bettingTestKit';
import { BETTING_TEXT } from './texts';

const kit = bettingTestApp(['tema', 'temaSides']);
const plays = kit.plays;

const bonus = async (p: Player) =>
  bettingBonusSchema.parse(dataOf(await call(kit.t.app, 'bettingBonus', { token: p.token })));
const claim = (p: Player, headers?: Record<string, string>) =>
  call(kit.t.app, 'bettingBonusClaim', { token: p.token, ...(headers ? { headers } : {}) });

/** Won, lost and drawn (49 special) bets of `stake` each, settled; plus one still pending. */
async function settledBets(p: Player, stake: number) {
  const turnNum = await openTurnIn(kit.t.database.db, FAST_GAME);
  await bet(kit.t.app, p.token, {
    gameId: FAST_GAME,
    turnNum,
    bets: [
      { playId: plays.tema, selection: ['49', '01'], unitMoney: stake }, // won, lost
      { playId: plays.temaSides, selection: ['大'], unitMoney: stake }, // draw: 49
    ],
  });
  await storeDraw(kit.t.database.db, FAST_GAME, turnNum, [2, 3, 4, 5, 6, 7, 49]);
  await settleDue(kit.t.database.db);
  const next = await openTurnIn(kit.t.database.db, FAST_GAME);
  await bet(kit.t.app, p.token, {
    gameId: FAST_GAME,
    turnNum: next,
    bets: [{ playId: plays.tema, selection: ['02'], unitMoney: stake }],
  });
}

describe('rebate (洗码)', () => {
  it('counts settled won and lost bets at 8‰ and pays a claim exactly once', async () => {
    const p = await player(kit.t, 1000 * YUAN);
    expect(await bonus(p)).toEqual({
      rate: 8,
      betCount: 0,
      validBetAmount: 0,
      amount: 0,
      lastClaimTime: null,
    });
    expectError(await claim(p), 400, ErrorCode.BAD_REQUEST, BETTING_TEXT.nothingToClaim);

    await settledBets(p, 100 * YUAN);
    // Two valid bets of 100 yuan (the draw and the pending one do not count): 200 × 0.8% = 1.6 yuan.
    expect(await bonus(p)).toMatchObject({ betCount: 2, validBetAmount: 200_000, amount: 1_600 });
    const before = (await balanceAndLedger(kit.t.database.db, p.userId)).balance;
    const paid = bettingBonusClaimSchema.parse(dataOf(await claim(p)));
    expect(paid).toEqual({
      amount: 1_600,
      betCount: 2,
      validBetAmount: 200_000,
      balance: Number(before) + 1_600,
    });
    expectError(await claim(p), 400, ErrorCode.BAD_REQUEST, BETTING_TEXT.nothingToClaim);
    expect(await bonus(p)).toMatchObject({
      betCount: 0,
      amount: 0,
      lastClaimTime: expect.any(Number),
    });
    const state = await balanceAndLedger(kit.t.database.db, p.userId);
    expect(state.balance).toBe(before + 1_600n);
    expect(state.ledgerSum).toBe(state.balance);
  });

  it('pays once when claimed many times at once', async () => {
    const p = await player(kit.t, 1000 * YUAN);
    await settledBets(p, 10 * YUAN);
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(p)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expectError(refused, 400, ErrorCode.BAD_REQUEST, BETTING_TEXT.nothingToClaim);
    const rows = await kit.t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, p.userId), eq(ledger.type, LEDGER_CODE.waterRebate)));
    expect(rows.map((r) => r.amount)).toEqual([160n]);
    const state = await balanceAndLedger(kit.t.database.db, p.userId);
    expect(state.balance).toBe(state.ledgerSum);
  });

  it("uses the player's own rate and replays a claim with the same idempotency key", async () => {
    const p = await player(kit.t, 1000 * YUAN);
    await kit.t.database.db
      .update(userAccount)
      .set({ rebate: 12.5 })
      .where(eq(userAccount.id, p.userId));
    await settledBets(p, 100 * YUAN);
    expect(await bonus(p)).toMatchObject({ rate: 12.5, amount: 2_500 });
    const headers = { 'Idempotency-Key': 'claim-once' };
    const first = dataOf(await claim(p, headers));
    expect(dataOf(await claim(p, headers))).toEqual(first);
    const rows = await kit.t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, p.userId), eq(ledger.type, LEDGER_CODE.waterRebate)));
    expect(rows).toHaveLength(1);
    expect((await call(kit.t.app, 'bettingBonus', {})).statusCode).toBe(401);
    expect((await call(kit.t.app, 'bettingBonusClaim', {})).statusCode).toBe(401);
  });
});
