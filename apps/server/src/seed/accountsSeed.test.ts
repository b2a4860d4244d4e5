import { profileSchema } from '@jinli/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { tableCounts } from '../../test/testDatabase';
import { call, dataOf } from '../../test/users';
import { balanceAndLedger, userIdOf } from '../../test/wallet';
import { DEMO_AGENT, DEMO_PLAYER, demoPaymentChannels } from './accountsSeed';
import { seed } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sandboxPayments: true });
});
afterAll(async () => {
  await t?.close();
});

describe('accounts demo content', () => {
  it('seeds the documented demo player with a balance that is the sum of its ledger', async () => {
    const login = dataOf<{ token: string }>(
      await call(t.app, 'login', {
        body: { account: DEMO_PLAYER.account, password: DEMO_PLAYER.password },
      }),
    );
    const profile = profileSchema.parse(
      dataOf(await call(t.app, 'userInfo', { token: login.token })),
    );
    expect(profile.extInfo).toMatchObject({ money: 10_100_000, fundPwd: 1 });
    expect(profile.unReadCount).toBe(2);
    const money = await balanceAndLedger(
      t.database.db,
      await userIdOf(t.database.db, DEMO_PLAYER.account),
    );
    expect(money).toEqual({ balance: 10_100_000n, ledgerSum: 10_100_000n, rows: 4 });
    dataOf(
      await call(t.app, 'checkCashPassword', {
        token: login.token,
        body: { cashPassword: DEMO_PLAYER.fundPassword },
      }),
    );
  });

  it('seeds the demo agent, whose promotion code registers players, and the payment channels', async () => {
    const agent = dataOf<{ token: string }>(
      await call(t.app, 'login', {
        body: { account: DEMO_AGENT.account, password: DEMO_AGENT.password },
      }),
    );
    const info = profileSchema.parse(dataOf(await call(t.app, 'userInfo', { token: agent.token })));
    expect(info.userInfo).toMatchObject({ isDl: 1, promoCode: DEMO_AGENT.promoCode });
    const channels = dataOf<Record<string, unknown[]>>(
      await call(t.app, 'paymentChannels', { token: agent.token }),
    );
    expect(Object.values(channels).flat()).toHaveLength(demoPaymentChannels.length);
  });

  it('a second seed adds nothing', async () => {
    const before = await tableCounts(t.database.db);
    const again = await seed(t.database.db, { companyCode: 'jinli' });
    expect(again.inserted).toBe(0);
    expect({ ...(await tableCounts(t.database.db)), auth_counter: 0, access_token: 0 }).toEqual({
      ...before,
      auth_counter: 0,
      access_token: 0,
    });
  });
});
