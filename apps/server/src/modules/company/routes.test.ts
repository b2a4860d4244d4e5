import {
  companyInfoSchema,
  decryptJson,
  endpointPath,
  endpoints,
  ErrorCode,
  okSchema,
} from '@jinli/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testCompanyId, TEST_COMPANY, type TestApp } from '../../../test/testApp';
import { carousel } from '../../db/schema';
import { OK_MSG } from '../../http/endpoints';
import { ConfigKey } from '../config/configKeys';
import { readSystemConfig } from '../config/queries';

const url = endpointPath(endpoints.companyInfo);
const encryptedUrl = endpointPath(endpoints.companyInfo, true);
const envelope = okSchema(companyInfoSchema);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function companyInfo() {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return envelope.parse(response.json());
}

describe('GET /app-api/company/get', () => {
  it('answers the seeded company in the success envelope', async () => {
    const body = await companyInfo();
    expect(body.code).toBe(0);
    expect(body.msg).toBe(OK_MSG);
    expect(body.data.name).toBe('锦鲤');
    expect(body.data.logoUrl).toMatch(/^\/sys-upload\/images\/.+\.svg$/);
    expect(body.data.companyDetailList.length).toBeGreaterThan(0);
  });

  it('lists the home carousel by sort descending', async () => {
    const { data } = await companyInfo();
    expect(data.homeCarousels.length).toBeGreaterThanOrEqual(4);
    const sorts = data.homeCarousels.map((slide) => slide.sort);
    expect(new Set(sorts).size).toBe(sorts.length);
    expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
    // The seed inserts them out of order, so ids are not already sorted.
    const ids = data.homeCarousels.map((slide) => slide.id);
    expect(ids).not.toEqual([...ids].sort((a, b) => a - b));
  });

  it('reads the database again once the cache is dropped: a new top slide comes first, a disabled one is gone', async () => {
    const companyId = await testCompanyId(t.database);
    const [added] = await t.database.db
      .insert(carousel)
      .values({ companyId, imageUrl: '/sys-upload/images/banner/1.svg', sort: 1000, title: '新' })
      .returning();
    // An edit behind the app drops the cached answers it changes (otherwise they expire by TTL).
    await t.app.answerCache.invalidate('site');
    expect((await companyInfo()).data.homeCarousels[0]).toEqual({
      id: added!.id,
      sort: 1000,
      noticeContent: '/sys-upload/images/banner/1.svg',
      redirectUrl: '',
    });
    await t.database.db.update(carousel).set({ enabled: false });
    await t.app.answerCache.invalidate('site');
    expect((await companyInfo()).data.homeCarousels).toEqual([]);
  });

  it('answers the same envelope, encrypted with sk_encrypt, on the encrypted base', async () => {
    const response = await t.app.inject({ method: 'GET', url: encryptedUrl });
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(JSON.stringify(body)).not.toContain('锦鲤');
    const id = await testCompanyId(t.database);
    const secret = (await readSystemConfig(t.database.db, id)).get(ConfigKey.SK_ENCRYPT)!;
    const plain = await decryptJson(body, secret);
    expect(envelope.parse(plain)).toEqual(await companyInfo());
    // Another secret cannot read it.
    expect(await decryptJson(body, `${secret}x`)).toEqual(body);
  });
});

describe('without a company', () => {
  it('answers 404 with a Chinese message when the configured company does not exist', async () => {
    const empty = await createTestApp({ seed: false, companyCode: TEST_COMPANY });
    try {
      for (const path of [url, encryptedUrl]) {
        const response = await empty.app.inject({ method: 'GET', url: path });
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: '站点尚未初始化' });
      }
    } finally {
      await empty.close();
    }
  });
});
