// Slips whose random numbers were taken are placed again with new ones (orderNumbers.ts): the
// driver's unique violation is read on PGlite and on PostgreSQL alike (their errors differ).
import { LEDGER_CODE } from '@jinli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { onPostgres } from '../../../test/testDatabase';
import { isUniqueViolation } from '../../db/errors';
import { postLedger } from '../wallet/ledger';
import { player, YUAN } from './bettingTestKit';
import { withFreshSlipNumbers } from './orderNumbers';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await player(t, 100 * YUAN)).userId;
});
afterAll(async () => {
  await t?.close();
});

/** A bet's debit under slip number `slipNo`, in a transaction of its own. */
const debit = (slipNo: string) =>
  t.database.db.transaction((tx) =>
    postLedger(tx, {
      userId,
      type: LEDGER_CODE.lotteryBet,
      amount: -BigInt(YUAN),
      refType: 'betSlip',
      refId: slipNo,
    }),
  );

describe(`a slip number already taken (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is placed again with a new number, once per taken number, and only the new one is kept', async () => {
    await debit('S-taken');
    const tried: string[] = [];
    const numbers = ['S-taken', 'S-fresh'];
    const posted = await withFreshSlipNumbers(async () => {
      const slipNo = numbers[tried.length]!;
      tried.push(slipNo);
      return debit(slipNo);
    });
    expect(tried).toEqual(['S-taken', 'S-fresh']);
    expect(posted.balanceAfter).toBe(98n * BigInt(YUAN));
  });

  it('gives up after three tries with the database’s error', async () => {
    let tries = 0;
    const error = await withFreshSlipNumbers(async () => {
      tries++;
      return debit('S-taken');
    }).catch((failure: unknown) => failure);
    expect(isUniqueViolation(error, 'ledger_reference_idx')).toBe(true);
    expect(tries).toBe(3);
  });

  it('is not tried again for any other failure', async () => {
    let tries = 0;
    await expect(
      withFreshSlipNumbers(async () => {
        tries++;
        throw new Error('not a number taken');
      }),
    ).rejects.toThrow('not a number taken');
    expect(tries).toBe(1);
  });
});
