import { ErrorCode } from '@jinli/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { company } from '../../db/schema';
import { bannerUrl, LOGO_URL, WIDE_LOGO_URL } from './imageUrls';
import { bannerDesigns } from './svg';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('generated images', () => {
  it('serves every banner the seeded carousel points at', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/app-api/company/get' })).json<{
      data: { homeCarousels: { noticeContent: string }[]; logoUrl: string; regLogoUrl: string };
    }>();
    const urls = [
      ...info.data.homeCarousels.map((slide) => slide.noticeContent),
      info.data.logoUrl,
      info.data.regLogoUrl,
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.body).toMatch(/^<svg /);
    }
  });

  it('draws banner n with design n', async () => {
    const response = await t.app.inject({ method: 'GET', url: bannerUrl(2) });
    expect(response.body).toContain(bannerDesigns[2]!.title);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it('writes the company name from the database into the wide logo', async () => {
    await t.database.db.update(company).set({ name: '锦鲤<测试>' });
    const wide = await t.app.inject({ method: 'GET', url: WIDE_LOGO_URL });
    expect(wide.body).toContain('锦鲤&#60;测试&#62;');
    expect((await t.app.inject({ method: 'GET', url: LOGO_URL })).statusCode).toBe(200);
  });

  it('answers 404 { code, msg } for banners that do not exist', async () => {
    for (const file of ['999.svg', '0.svg', '1.png', 'x.svg', '1.svg.svg']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/sys-upload/images/banner/${file}`,
      });
      expect(response.statusCode, file).toBe(404);
      expect(response.json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: '请求的资源不存在' });
    }
  });
});
