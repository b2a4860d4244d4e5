import { companyInfoSchema, profileSchema } from '@jinli/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_COMPANY, type TestApp } from '../../../test/testApp';
import { call, dataOf } from '../../../test/users';
import { buildApp } from '../../app';
import { DEMO_PLAYER } from '../../seed/accountsSeed';
import { storeSiteDomains } from './siteDomains';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the company's configured domains", () => {
  it('are none in the demo seed: the app shows the host it is served from', async () => {
    const info = companyInfoSchema.parse(dataOf(await call(t.app, 'companyInfo')));
    expect(info.domain).toBe('');
  });

  it('once stored, are what company info and the profile answer, newest first', async () => {
    expect(
      await storeSiteDomains(t.database.db, TEST_COMPANY, ['m.brand.example', 'www.brand.example']),
    ).toBe(true);
    // A server started afterwards (as main.ts stores them before building the app).
    const app = await buildApp({
      database: t.database,
      companyCode: TEST_COMPANY,
      ownsDatabase: false,
    });
    try {
      const info = companyInfoSchema.parse(dataOf(await call(app, 'companyInfo')));
      expect(info.domain).toBe('m.brand.example\nwww.brand.example');
      const { token } = dataOf<{ token: string }>(
        await call(app, 'login', {
          body: { account: DEMO_PLAYER.account, password: DEMO_PLAYER.password },
        }),
      );
      const profile = profileSchema.parse(dataOf(await call(app, 'userInfo', { token })));
      expect(profile.userDetail.domain).toBe('m.brand.example\nwww.brand.example');
    } finally {
      await app.close();
    }
  });

  it('are not stored for a company that does not exist', async () => {
    expect(await storeSiteDomains(t.database.db, 'no_such_brand', ['x.example'])).toBe(false);
  });
});
