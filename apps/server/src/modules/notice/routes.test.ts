import { endpointPath, endpoints, noticeSchema, okSchema, pageSchema } from '@jinli/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testCompanyId, type TestApp } from '../../../test/testApp';
import { tableCounts } from '../../../test/testDatabase';
import { notice } from '../../db/schema';
import { INDEX_NOTICE_TYPE, LOTTERY_NOTICE_TYPE } from './service';

const path = endpointPath(endpoints.noticePage);
const envelope = okSchema(pageSchema(noticeSchema));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function page(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
  expect(response.statusCode, query).toBe(200);
  return envelope.parse(response.json()).data;
}

describe('GET /api/notice/queryPage', () => {
  it('pages the system notices (noticeType 0) without overlap', async () => {
    const all = await page('noticeType=0&page=1&rows=100');
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    expect(all.data).toHaveLength(all.totalCount);
    expect(all.data.every((n) => n.noticeType === INDEX_NOTICE_TYPE)).toBe(true);
    expect(new Set(all.data.map((n) => n.roll_notice))).toEqual(new Set([0, 1]));

    const first = await page('noticeType=0&page=1&rows=2');
    const second = await page('noticeType=0&page=2&rows=2');
    expect(first.totalCount).toBe(all.totalCount);
    expect(first.data).toEqual(all.data.slice(0, 2));
    expect(second.data).toEqual(all.data.slice(2, 4));
    expect((await page(`noticeType=0&page=${all.totalCount + 1}&rows=1`)).data).toEqual([]);
  });

  it('defaults to noticeType 0, page 1 and ignores unknown parameters such as _t', async () => {
    expect(await page('_t=123')).toEqual(await page('noticeType=0&page=1&rows=20'));
  });

  it('filters by type', async () => {
    const lottery = await page(`noticeType=${LOTTERY_NOTICE_TYPE}`);
    expect(lottery.totalCount).toBeGreaterThan(0);
    expect(lottery.data.every((n) => n.noticeType === LOTTERY_NOTICE_TYPE)).toBe(true);
    expect(await page('noticeType=7')).toEqual({ data: [], totalCount: 0 });
  });

  it('leaves out disabled notices', async () => {
    const before = await page('rows=100');
    const companyId = await testCompanyId(t.database);
    const [hidden] = await t.database.db
      .insert(notice)
      .values({ companyId, title: '隐藏', content: '不应出现', enabled: false, sort: 9999 })
      .returning();
    const after = await page('rows=100');
    expect(after).toEqual(before);
    expect(after.data.some((n) => n.id === hidden!.id)).toBe(false);
  });

  it('answers bad queries with 400 { code, msg } in Chinese and changes nothing', async () => {
    const before = await tableCounts(t.database.db);
    const bad = [
      'noticeType=abc',
      'page=0',
      'page=-1',
      'rows=0',
      'rows=101',
      'rows=2.5',
      'page=',
      'noticeType=10',
      'page=1&page=2',
    ];
    for (const query of bad) {
      const response = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
      expect(response.statusCode, query).toBe(400);
      const body = response.json<{ code: string; msg: string }>();
      expect(body.code).toBe('SYS/BAD_REQUEST');
      expect(body.msg).toMatch(/^请求参数有误/);
    }
    expect(await tableCounts(t.database.db)).toEqual(before);
  });
});
