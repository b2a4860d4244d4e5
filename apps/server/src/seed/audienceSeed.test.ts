// The demo's promotional content says whom it is for where it leads (issue 34): the sign-up banner
// (注册即享新人礼遇 / 立即注册) goes to the register page, the new players' first-recharge offer
// (新人首充送彩金) to the first recharge, so the apps show each only to those it applies to; and the
// demo player's deposit counts as recharged (a VIP2 player with ¥10,091 was told to recharge).
import { type AdSlot, type CompanyInfo, profileSchema } from '@jinli/contract';
import { contentAudienceOf } from '@jinli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { call, dataOf } from '../../test/users';
import { DEMO_PLAYER } from './accountsSeed';
import { bannerUrl } from '../modules/images/imageUrls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the demo content’s audiences', () => {
  it('the sign-up banner is for visitors', async () => {
    const info = dataOf<CompanyInfo>(await call(t.app, 'companyInfo', {}));
    const signUp = info.homeCarousels.find((slide) => slide.noticeContent === bannerUrl(1));
    expect(signUp).toBeDefined();
    expect(contentAudienceOf(signUp!.redirectUrl)).toBe('visitors');
    const others = info.homeCarousels.filter((slide) => slide !== signUp);
    expect(others.map((slide) => contentAudienceOf(slide.redirectUrl))).not.toContain('visitors');
  });

  it('every first-recharge ad is for those who have not recharged', async () => {
    const slots = dataOf<AdSlot[]>(await call(t.app, 'homeAds', {}));
    const firstRecharge = slots
      .flatMap((slot) => slot.ads)
      .filter((ad) => ad.title.includes('首充'));
    expect(firstRecharge.length).toBeGreaterThan(0);
    for (const ad of firstRecharge)
      expect(contentAudienceOf(ad.redirectUrl), ad.title).toBe('firstRecharge');
  });

  it('the demo player’s deposit counts as recharged', async () => {
    const login = dataOf<{ token: string }>(
      await call(t.app, 'login', {
        body: { account: DEMO_PLAYER.account, password: DEMO_PLAYER.password },
      }),
    );
    const profile = profileSchema.parse(
      dataOf(await call(t.app, 'userInfo', { token: login.token })),
    );
    expect(profile.extInfo.rechMoney).toBe(10_000_000);
  });
});
