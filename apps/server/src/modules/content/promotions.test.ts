// Route tests of promotions, ads, the collection, game follows and the static content files.
import {
  adSlotSchema,
  ErrorCode,
  gameDocumentPageSchema,
  galleryGroupListSchema,
  galleryGroupDetailSchema,
  HOME_AD_SLOTS,
  PROMOTION_TEMPLATE_TYPE_LINK,
  promotionListSchema,
  promotionSchema,
  staticDatabasePath,
  staticTemplateAdsPath,
  staticTemplatesPath,
  templatePageSchema,
  userCollectionSchema,
} from '@jinli/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testCompanyId, TEST_COMPANY, testAppPerFile } from '../../../test/testApp';
import { call, dataOf, expectError, registerUser } from '../../../test/users';
import { promotion, systemConfig } from '../../db/schema';
import { ConfigKey } from '../config/configKeys';
import { PROMOTION_TEXT } from './promotionService';
import { STATIC_OFF_MSG } from './templateRoutes';

const kit = testAppPerFile();

const BAD = ErrorCode.BAD_REQUEST;

async function svg(url: string): Promise<string> {
  const response = await kit.t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(response.body.endsWith('</svg>')).toBe(true);
  return response.body;
}

describe('promotions', () => {
  it('lists running promotions with their classifications, dates, colours and domain', async () => {
    const list = promotionListSchema.parse(dataOf(await call(kit.t.app, 'promotionList')));
    expect(list.classifyList.length).toBeGreaterThanOrEqual(3);
    const types = new Set(list.data.map((p) => p.classifyType));
    expect(list.classifyList.map((c) => c.classifyType).sort()).toEqual([...types].sort());
    const now = Date.now();
    for (const p of list.data) {
      expect(p.startTime).toBeLessThanOrEqual(now);
      expect(p.endTime).toBeGreaterThanOrEqual(now);
      expect(p.color).toMatch(/^#[0-9a-f]{6}$/i);
      // None limited to a domain of its own: the app shows the company's (else its page's host).
      expect(p.domain).toBe('');
      expect(await svg(p.coverUrl)).toContain(p.name);
    }
    const link = list.data.find((p) => p.templateType === PROMOTION_TEMPLATE_TYPE_LINK)!;
    expect(link.imageUrl).toMatch(/^https:\/\//);
    const detail = promotionSchema.parse(
      dataOf(await call(kit.t.app, 'promotionDetail', { query: { id: list.data[0]!.id } })),
    );
    expect(detail).toEqual(list.data[0]);
  });

  it('hides ended promotions and refuses bad input', async () => {
    const companyId = await testCompanyId(kit.t.database);
    const [ended] = await kit.t.database.db
      .insert(promotion)
      .values({
        companyId,
        classifyType: 9,
        classifyName: '已结束',
        name: '去年的活动',
        coverUrl: '',
        color: '#333333',
        startAt: new Date(Date.now() - 400 * 86_400_000),
        endAt: new Date(Date.now() - 30 * 86_400_000),
      })
      .returning({ id: promotion.id });
    const list = promotionListSchema.parse(dataOf(await call(kit.t.app, 'promotionList')));
    expect(list.data.map((p) => p.id)).not.toContain(ended!.id);
    expect(list.classifyList.map((c) => c.classifyType)).not.toContain(9);
    expectError(
      await call(kit.t.app, 'promotionDetail', { query: { id: 999999 } }),
      400,
      BAD,
      PROMOTION_TEXT.promotionMissing,
    );
    for (const query of [{ device: 2 }, { companyCode: 'other' }] as Record<
      string,
      string | number
    >[])
      expectError(await call(kit.t.app, 'promotionList', { query }), 400, BAD);
    expectError(await call(kit.t.app, 'promotionDetail', { query: { id: 'x' } }), 400, BAD);
  });
});

describe('ads', () => {
  it('serves the home slots (AD11 modal, AD12, AD02, …) and the template slots AD13/AD14', async () => {
    const home = z.array(adSlotSchema).parse(dataOf(await call(kit.t.app, 'homeAds')));
    const codes = home.map((s) => s.templateCode);
    for (const code of ['AD11', 'AD12', 'AD02', 'AD01', 'AD010']) expect(codes).toContain(code);
    expect(codes.every((c) => (HOME_AD_SLOTS as readonly string[]).includes(c))).toBe(true);
    const ad02 = home.find((s) => s.templateCode === 'AD02')!;
    expect(ad02.ads.length).toBe(2);
    expect(ad02.ads[0]!.sort).toBeGreaterThan(ad02.ads[1]!.sort);
    for (const slot of home)
      for (const ad of slot.ads) {
        expect(ad.redirectUrl).toMatch(/^(\/|https:\/\/)/);
        expect(await svg(ad.imageUrl)).toContain(ad.title);
      }
    const templateAds = z.array(adSlotSchema).parse(dataOf(await call(kit.t.app, 'templateAds')));
    expect(templateAds.map((s) => s.templateCode)).toEqual(['AD13', 'AD14']);
    expectError(await call(kit.t.app, 'homeAds', { query: { companyCode: 'x' } }), 400, BAD);
    expect(
      (await kit.t.app.inject({ method: 'GET', url: '/sys-upload/images/content/ad/999999.svg' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await kit.t.app.inject({ method: 'GET', url: '/sys-upload/images/content/nothing/1.svg' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('collection and game follows', () => {
  it('collects liked templates, liked posters and followed games of the user only', async () => {
    expectError(await call(kit.t.app, 'userCollection'), 401, ErrorCode.UNAUTHORIZED);
    expectError(
      await call(kit.t.app, 'gameToggleFollow', { body: { gameId: 110, like: 1 } }),
      401,
      ErrorCode.UNAUTHORIZED,
    );
    const user = await registerUser(kit.t.app);
    const other = await registerUser(kit.t.app);
    const empty = userCollectionSchema.parse(
      dataOf(await call(kit.t.app, 'userCollection', { token: user.token })),
    );
    expect(empty).toEqual({ templates: [], galleryItems: [], followedGames: [] });

    const groups = galleryGroupListSchema.parse(dataOf(await call(kit.t.app, 'galleryGroups')));
    const groupId = groups.groupList[0]!.dataList.data[0]!.groupId;
    const detail = galleryGroupDetailSchema.parse(
      dataOf(await call(kit.t.app, 'galleryGroupDetail', { query: { groupId } })),
    );
    dataOf(
      await call(kit.t.app, 'galleryToggleLike', {
        token: user.token,
        body: { galleryId: detail.latest!.id, like: 1 },
      }),
    );
    const templates = templatePageSchema.parse(dataOf(await call(kit.t.app, 'templates')));
    dataOf(
      await call(kit.t.app, 'templateToggleLike', {
        token: user.token,
        body: { templateId: templates.data[0]!.id, like: 1 },
      }),
    );
    expect(
      dataOf(
        await call(kit.t.app, 'gameToggleFollow', {
          token: user.token,
          body: { gameId: 70, like: 1 },
        }),
      ),
    ).toEqual({ gameId: 70, isFollow: 1 });
    dataOf(
      await call(kit.t.app, 'gameToggleFollow', {
        token: user.token,
        body: { gameId: 70, like: 1 },
      }),
    );
    const full = userCollectionSchema.parse(
      dataOf(await call(kit.t.app, 'userCollection', { token: user.token })),
    );
    expect(full.templates.map((x) => x.templateId)).toEqual([templates.data[0]!.id]);
    expect(full.galleryItems).toEqual([
      expect.objectContaining({
        galleryId: detail.latest!.id,
        groupId,
        name: detail.name,
        imageUrl: detail.latest!.imageUrl,
      }),
    ]);
    expect(full.followedGames).toEqual([70]);
    expect(
      userCollectionSchema.parse(
        dataOf(await call(kit.t.app, 'userCollection', { token: other.token })),
      ),
    ).toEqual({ templates: [], galleryItems: [], followedGames: [] });
    expect(
      dataOf(
        await call(kit.t.app, 'gameToggleFollow', {
          token: user.token,
          body: { gameId: 70, like: 0 },
        }),
      ),
    ).toEqual({ gameId: 70, isFollow: 0 });
    expect(
      userCollectionSchema.parse(
        dataOf(await call(kit.t.app, 'userCollection', { token: user.token })),
      ).followedGames,
    ).toEqual([]);
    expectError(
      await call(kit.t.app, 'gameToggleFollow', {
        token: user.token,
        body: { gameId: 12345, like: 1 },
      }),
      400,
      BAD,
      PROMOTION_TEXT.gameMissing,
    );
    expectError(
      await call(kit.t.app, 'gameToggleFollow', {
        token: user.token,
        body: { gameId: 70, like: 3 },
      }),
      400,
      BAD,
    );
  });
});

describe('static content files', () => {
  async function setStatic(on: boolean) {
    const companyId = await testCompanyId(kit.t.database);
    await kit.t.database.db
      .update(systemConfig)
      .set({ configValue: on ? '1' : '0' })
      .where(
        and(
          eq(systemConfig.companyId, companyId),
          eq(systemConfig.configKey, ConfigKey.STATIC_TEMPLATES),
        ),
      );
  }
  const get = (url: string) => kit.t.app.inject({ method: 'GET', url: `${url}?_t=1` });

  it('are 404 while the switch is off, and the public view of the API while on', async () => {
    await setStatic(false);
    const off = await get(staticTemplatesPath(TEST_COMPANY, 110));
    expect(off.statusCode).toBe(404);
    expect(off.json().msg).toBe(STATIC_OFF_MSG);

    await setStatic(true);
    const file = templatePageSchema.parse(
      (await get(staticTemplatesPath(TEST_COMPANY, 110))).json(),
    );
    const api = templatePageSchema.parse(
      dataOf(await call(kit.t.app, 'templates', { query: { rows: 100 } })),
    );
    expect(file.totalCount).toBe(api.totalCount);
    // The demo's items are stamped with the second they are read at: two reads may straddle a
    // second boundary (CI saw 1795870400 against …401), which is not a difference of content.
    const unstamped = (page: typeof file) =>
      JSON.parse(JSON.stringify(page.data, (k, v: unknown) => (k === 'updatedTime' ? 0 : v)));
    expect(unstamped(file)).toEqual(unstamped(api));
    // Locked content is withheld in the file too, whoever reads it.
    const items = file.data.flatMap((x) => x.groups.flatMap((g) => g.items));
    expect(items.some((i) => i.locked === 'login')).toBe(true);
    expect(
      items
        .filter((i) => i.locked !== null)
        .every((i) => i.content === '' && i.multiContents.length === 0),
    ).toBe(true);
    expect(file.data.every((x) => x.like === 0)).toBe(true);

    const docs = gameDocumentPageSchema.parse(
      (await get(staticDatabasePath(TEST_COMPANY, 110))).json(),
    );
    const apiDocs = gameDocumentPageSchema.parse(dataOf(await call(kit.t.app, 'gameDocuments')));
    expect(docs).toEqual(apiDocs);
    const ads = z
      .array(adSlotSchema)
      .parse((await get(staticTemplateAdsPath(TEST_COMPANY))).json());
    expect(ads.map((s) => s.templateCode)).toEqual(['AD13', 'AD14']);

    for (const url of [
      staticTemplatesPath('other', 110),
      `${staticTemplatesPath(TEST_COMPANY, 110).replace('110.json', 'x.json')}`,
    ])
      expect((await get(url)).statusCode, url).toBe(404);
    await setStatic(false);
    expect((await get(staticTemplateAdsPath(TEST_COMPANY))).statusCode).toBe(404);
  });
});
