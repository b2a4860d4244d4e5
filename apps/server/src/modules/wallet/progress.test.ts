import { rechargeOrderSchema } from '@jinli/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testCompanyId, type TestApp } from '../../../test/testApp';
import { call, dataOf, registerUser } from '../../../test/users';
import { userIdOf } from '../../../test/wallet';
import { chatLevel, userAccount, wallet } from '../../db/schema';
import { addCycleBetAmount, syncChatLevel } from './progress';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sandboxPayments: true });
});
afterAll(async () => {
  await t?.close();
});

describe('levels that follow money', () => {
  it('a confirmed recharge raises the chat level to the one its total reaches (config_chat rech_level)', async () => {
    const user = await registerUser(t.app);
    const userId = await userIdOf(t.database.db, user.account);
    const channels = dataOf<{ eWallet: { id: number }[] }>(
      await call(t.app, 'paymentChannels', { token: user.token }),
    );
    const pay = async (amount: string) => {
      const order = rechargeOrderSchema.parse(
        dataOf(
          await call(t.app, 'rechargeCreate', {
            token: user.token,
            body: { channelId: channels.eWallet[0]!.id, amount },
          }),
        ),
      );
      const url = new URL(order.cashierUrl, 'http://x');
      await t.app.inject({
        method: 'POST',
        url: `${url.pathname}/confirm`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `sig=${url.searchParams.get('sig')}`,
      });
    };
    const level = async () =>
      (await t.database.db.select().from(userAccount).where(eq(userAccount.id, userId)))[0]!
        .chatLevel;
    expect(await level()).toBe(1);
    await pay('100');
    expect(await level()).toBe(1);
    // Level 2 is the moderator's: money never buys it, even with a ladder row for it.
    const companyId = await testCompanyId(t.database);
    await t.database.db
      .insert(chatLevel)
      .values({ companyId, level: 2, rechMoney: 200_000n })
      .onConflictDoNothing();
    await pay('200');
    expect(await level()).toBe(1);
    await pay('700'); // 1,000 yuan in all: level 3
    expect(await level()).toBe(3);
  });

  it("a moderator's level stays whatever they recharge", async () => {
    const user = await registerUser(t.app);
    const userId = await userIdOf(t.database.db, user.account);
    await t.database.db.update(userAccount).set({ chatLevel: 2 }).where(eq(userAccount.id, userId));
    const companyId = await testCompanyId(t.database);
    await t.database.db
      .update(wallet)
      .set({ rechargeTotal: 5_000_000n })
      .where(eq(wallet.userId, userId));
    const level = await t.database.db.transaction((tx) => syncChatLevel(tx, userId, companyId));
    expect(level).toBe(2);
  });

  it('bet amounts raise the VIP level by the rules and never lower it', async () => {
    const user = await registerUser(t.app);
    const userId = await userIdOf(t.database.db, user.account);
    const companyId = await testCompanyId(t.database);
    const add = (yuan: bigint) =>
      t.database.db.transaction((tx) => addCycleBetAmount(tx, userId, companyId, yuan * 1000n));
    expect(await add(999n)).toEqual({ vipLevel: 1, cycleBetAmount: 999_000n });
    expect(await add(1n)).toEqual({ vipLevel: 2, cycleBetAmount: 1_000_000n });
    expect((await add(20_000n)).vipLevel).toBe(4);
    const profile = dataOf<{ userInfo: { vipLevel: number; cycleBetAmount: number } }>(
      await call(t.app, 'userInfo', { token: user.token }),
    );
    expect(profile.userInfo).toMatchObject({ vipLevel: 4, cycleBetAmount: 21_000_000 });
  });
});
