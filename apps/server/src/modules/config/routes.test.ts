import {
  decryptJson,
  encryptedStaticDocuments,
  ErrorCode,
  NOTICE_LIST_DOCUMENT,
  noticeListSchema,
  type StaticDocumentName,
  staticDocuments,
  type SystemConfig,
} from '@jinli/contract';
import { fiveElementsYearProblems, isBetCancelEnabled, lunarYearAt } from '@jinli/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testCompanyId, type TestApp } from '../../../test/testApp';
import { notice, systemConfig, withdrawLimit } from '../../db/schema';
import { ConfigKey } from './configKeys';
import { staticDocumentUrl } from './routes';

const names = Object.keys(staticDocuments) as StaticDocumentName[];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function fetchJson(url: string): Promise<unknown> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toMatch(/^application\/json/);
  expect(response.headers['cache-control'], url).toBe('no-cache');
  return response.json();
}

describe('static JSON documents', () => {
  it.each(names)('%s.json validates against its contract schema', async (name) => {
    const body = await fetchJson(`${staticDocumentUrl(name)}?_t=${Date.now()}`);
    expect(staticDocuments[name].safeParse(body).success).toBe(true);
  });

  it.each([...encryptedStaticDocuments])(
    '%s_encrypt.json decrypts with sk_encrypt to the plain document',
    async (name) => {
      const { configValue: secret } = staticDocuments.sk_encrypt.parse(
        await fetchJson(staticDocumentUrl('sk_encrypt')),
      );
      expect(secret.length).toBeGreaterThanOrEqual(32);
      const encrypted = await fetchJson(staticDocumentUrl(name, true));
      expect(encrypted).toEqual({ iv: expect.any(String), data: expect.any(String) });
      expect(await decryptJson(encrypted, secret)).toEqual(
        await fetchJson(staticDocumentUrl(name)),
      );
    },
  );

  it('serves no _encrypt variant for documents without one', async () => {
    const plainOnly = names.filter(
      (name) => !(encryptedStaticDocuments as readonly string[]).includes(name),
    );
    expect(plainOnly.length).toBeGreaterThan(0);
    for (const name of plainOnly) {
      const response = await t.app.inject({ method: 'GET', url: staticDocumentUrl(name, true) });
      expect(response.statusCode, name).toBe(404);
    }
  });

  it('notice_list.json groups the notices into index_notice and lottery_notice', async () => {
    const list = noticeListSchema.parse(await fetchJson(staticDocumentUrl(NOTICE_LIST_DOCUMENT)));
    expect(list.index_notice.length).toBeGreaterThanOrEqual(3);
    expect(list.lottery_notice.length).toBeGreaterThanOrEqual(1);
    expect(list.index_notice.every((n) => n.noticeType === 0)).toBe(true);
    expect(list.lottery_notice.every((n) => n.noticeType === 1)).toBe(true);
    expect(list.index_notice.some((n) => n.roll_notice === 1)).toBe(true);
    expect(list.index_notice.some((n) => n.roll_notice === 0)).toBe(true);
  });

  it('holds the seeded settings', async () => {
    const chat = staticDocuments.config_chat.parse(
      await fetchJson(staticDocumentUrl('config_chat')),
    );
    expect(chat.enable_chat_maintenance.configValue).toBe('0');
    const app = staticDocuments.app_config.parse(await fetchJson(staticDocumentUrl('app_config')));
    expect(app.home_lottery_setting[0]).toEqual({ gameId: 110, gameName: '澳门六合彩' });
    expect(app.home_lottery_setting.map((g) => g.gameId)).toEqual(expect.arrayContaining([70, 71]));
    const system = staticDocuments.web_system_config.parse(
      await fetchJson(staticDocumentUrl('web_system_config')),
    );
    expect(isBetCancelEnabled(system)).toBe(true);
    expect(system.some((entry) => entry.configKey === ConfigKey.SK_ENCRYPT)).toBe(false);
    const register = staticDocuments.registerLimit.parse(
      await fetchJson(staticDocumentUrl('registerLimit')),
    );
    for (const field of ['account', 'password', 'confirmPassword'] as const) {
      expect(register.fields[field]).toMatchObject({ show: true, required: true });
    }
    expect(register.fields.account.error).toBe('用户名必须是字母开头的6-15位的字母或者数字');
    const withdraw = staticDocuments.userWithdrawLimit.parse(
      await fetchJson(staticDocumentUrl('userWithdrawLimit')),
    );
    expect(withdraw.minMoney).toBe('100.00');
  });

  it('five-elements.json partitions 1-49 for the current lunar year and its neighbours', async () => {
    const years = staticDocuments['five-elements'].parse(
      await fetchJson(staticDocumentUrl('five-elements')),
    );
    const current = lunarYearAt(Date.now());
    expect(years.map((y) => y.year)).toEqual([current - 1, current, current + 1]);
    for (const year of years) {
      expect(fiveElementsYearProblems(year), String(year.year)).toEqual([]);
      expect(year.data.map((d) => d.element)).toEqual(['金', '木', '水', '火', '土']);
    }
  });

  it('is generated from the database at request time', async () => {
    const companyId = await testCompanyId(t.database);
    await t.database.db
      .update(systemConfig)
      .set({ configValue: '0' })
      .where(
        and(
          eq(systemConfig.companyId, companyId),
          eq(systemConfig.configKey, ConfigKey.HY_IS_CANCEL),
        ),
      );
    const system = (await fetchJson(staticDocumentUrl('web_system_config'))) as SystemConfig;
    expect(isBetCancelEnabled(system)).toBe(false);

    await t.database.db
      .update(withdrawLimit)
      .set({ minMoney: 12_345n })
      .where(eq(withdrawLimit.companyId, companyId));
    expect(
      staticDocuments.userWithdrawLimit.parse(
        await fetchJson(staticDocumentUrl('userWithdrawLimit')),
      ).minMoney,
    ).toBe('12.345');

    const [added] = await t.database.db
      .insert(notice)
      .values({ companyId, noticeType: 1, title: '新公告', content: '内容', sort: 500 })
      .returning();
    const list = noticeListSchema.parse(await fetchJson(staticDocumentUrl(NOTICE_LIST_DOCUMENT)));
    expect(list.lottery_notice[0]?.id).toBe(added!.id);
  });

  it('answers 404 when a document has no rows', async () => {
    await t.database.db.delete(withdrawLimit);
    const response = await t.app.inject({
      method: 'GET',
      url: staticDocumentUrl('userWithdrawLimit'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: '配置不存在' });
  });
});
