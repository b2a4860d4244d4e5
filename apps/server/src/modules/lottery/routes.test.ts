import {
  ErrorCode,
  endpointPath,
  endpoints,
  lotteryOpenInfoSchema,
  okSchema,
  pageSchema,
  lotteryHistoryRowSchema,
  lotteryHistoryGroupSchema,
  playCategorySchema,
  staticDocuments,
} from '@jinli/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { staticDocumentUrl } from '../config/routes';
import { createDrawEngine, type DrawEngine } from './engine';
import { MARK_SIX_PLAY_CATEGORIES } from './games';
import { LIVESTREAM_URL, liveStreamUrl, replayUrl } from '../../web/mediaUrls';
import { OPERATOR_SCHEDULE_PATH, OPERATOR_TOKEN_HEADER } from './operator';
import { timeZoneSource } from '../config/timeZone';

/** 2026-11-21 10:00:20 Shanghai. */
let now = Date.parse('2026-11-21T02:00:20Z');
const TOKEN = 'operator-secret-for-tests';
let t: TestApp;
let engine: DrawEngine;

beforeAll(async () => {
  t = await createTestApp({
    lottery: { clock: () => now },
    operators: [{ name: 'tester', token: TOKEN }],
    operatorTestDraws: true,
  });
  engine = createDrawEngine({
    db: t.database.db,
    timeZone: timeZoneSource(t.database.db, 'jinli'),
    clock: () => now,
  });
  await engine.tick();
});
afterAll(async () => {
  await t?.close();
});

async function get<T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  // The generic envelope loses T through zod's inference; the parse still checks it.
  return (okSchema(schema).parse(response.json()) as { data: z.infer<T> }).data;
}

async function expectBadRequest(url: string, msg?: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(400);
  const body = response.json();
  expect(body.code).toBe(ErrorCode.BAD_REQUEST);
  expect(typeof body.msg).toBe('string');
  if (msg) expect(body.msg).toBe(msg);
}

const openInfoUrl = endpointPath(endpoints.lotteryOpenInfo);
const openInfoListUrl = endpointPath(endpoints.lotteryOpenInfoList);
const historyUrl = endpointPath(endpoints.lotteryHistory);
const groupUrl = endpointPath(endpoints.lotteryHistoryGroup);
const playCateUrl = endpointPath(endpoints.gamePlayCategories);

describe('lottery endpoints: paths and open info', () => {
  it('serves them at the spec paths', () => {
    expect(openInfoUrl).toBe('/v/lottery/openInfo');
    expect(openInfoListUrl).toBe('/app-api/lottery/openInfo');
    expect(historyUrl).toBe('/app-api/lottery/history');
    expect(groupUrl).toBe('/app-api/lottery/history/group');
    expect(playCateUrl).toBe('/app-api/game/play-cate');
  });

  it('GET /v/lottery/openInfo: current turn, previous result, next plan, server time', async () => {
    const info = await get(`${openInfoUrl}?gameId=71&_t=${now}`, lotteryOpenInfoSchema);
    expect(info).toEqual({
      gameId: 71,
      gameName: '极速六合彩',
      cur: { turnNum: '202611210601', closeTime: '2026-11-21 10:00:50', liveUrl: '' },
      pre: {
        turnNum: '202611210600',
        openNum: expect.stringMatching(/^(\d{2},){6}\d{2}$/),
        openTime: '2026-11-21 10:00:00',
        isStreaming: 0,
        liveUrl: '',
      },
      plan: { turnNum: '202611210601', planTime: '2026-11-21 10:01:00' },
      serverTime: '2026-11-21 10:00:20',
    });
    const numbers = info.pre!.openNum.split(',').map(Number);
    expect(new Set(numbers).size).toBe(7);

    const daily = await get(`${openInfoUrl}?gameId=110`, lotteryOpenInfoSchema);
    expect(daily.cur).toEqual({
      turnNum: '2026325',
      closeTime: '2026-11-21 20:25:00',
      liveUrl: liveStreamUrl(110),
    });
    expect(daily.plan).toEqual({ turnNum: '2026325', planTime: '2026-11-21 20:30:00' });
    expect(daily.pre).toMatchObject({
      turnNum: '2026324',
      isStreaming: 0,
      liveUrl: replayUrl(110, '2026324'),
    });
  });

  it('GET /v/lottery/openInfo serves the special game 95, drawing every two minutes', async () => {
    const special = await get(`${openInfoUrl}?gameId=95`, lotteryOpenInfoSchema);
    expect(special).toMatchObject({
      gameId: 95,
      gameName: '特别六合彩',
      cur: { turnNum: '20261121301', closeTime: '2026-11-21 10:01:40' },
      pre: { turnNum: '20261121300', openTime: '2026-11-21 10:00:00' },
    });
  });

  it('GET /app-api/lottery/openInfo lists the games in menu order, or the ones asked for', async () => {
    const all = await get(openInfoListUrl, z.array(lotteryOpenInfoSchema));
    expect(all.length).toBe(19);
    expect(all[0]!.gameId).toBe(110);
    const some = await get(`${openInfoListUrl}?gameIds=71,70,999`, z.array(lotteryOpenInfoSchema));
    expect(some.map((g) => g.gameId)).toEqual([70, 71]);
  });
});

describe('lottery endpoints: history and play categories', () => {
  it('GET /app-api/lottery/history pages the finished draws newest first', async () => {
    const page1 = await get(
      `${historyUrl}?gameId=71&page=1&rows=50`,
      pageSchema(lotteryHistoryRowSchema),
    );
    expect(page1.totalCount).toBe(120);
    expect(page1.data).toHaveLength(50);
    expect(page1.data[0]!.turnNum).toBe('202611210600');
    const turns = page1.data.map((r) => r.turnNum);
    expect([...turns].sort().reverse()).toEqual(turns);
    const page3 = await get(
      `${historyUrl}?gameId=71&page=3&rows=50`,
      pageSchema(lotteryHistoryRowSchema),
    );
    expect(page3.data).toHaveLength(20);
    expect(page3.data.at(-1)!.openTime).toBe('2026-11-21 08:01:00');

    const defaults = await get(`${historyUrl}?gameId=71`, pageSchema(lotteryHistoryRowSchema));
    expect(defaults.data).toHaveLength(20);

    const day = await get(
      `${historyUrl}?gameId=110&date=2026-11-20&rows=5`,
      pageSchema(lotteryHistoryRowSchema),
    );
    expect(day).toEqual({
      totalCount: 1,
      data: [expect.objectContaining({ turnNum: '2026324', openTime: '2026-11-20 20:30:00' })],
    });
    const replays = await get(
      `${historyUrl}?gameId=110&type=live-lottery`,
      pageSchema(lotteryHistoryRowSchema),
    );
    expect(replays.totalCount).toBe(120);
    expect(replays.data[0]!.liveUrl).toBe(replayUrl(110, '2026324'));
    const none = await get(
      `${historyUrl}?gameId=71&type=live-lottery`,
      pageSchema(lotteryHistoryRowSchema),
    );
    expect(none).toEqual({ data: [], totalCount: 0 });
  });

  it('GET /app-api/lottery/history/group lists the dates with their counts', async () => {
    const groups = await get(`${groupUrl}?gameId=71`, pageSchema(lotteryHistoryGroupSchema));
    // 120 one-minute draws up to 10:00: 08:01 … 10:00 on one date.
    expect(groups).toEqual({
      totalCount: 1,
      data: [
        {
          date: '2026-11-21',
          count: 120,
          firstTurnNum: '202611210481',
          lastTurnNum: '202611210600',
        },
      ],
    });
    const daily = await get(
      `${groupUrl}?gameId=110&rows=2&page=1`,
      pageSchema(lotteryHistoryGroupSchema),
    );
    expect(daily.totalCount).toBe(120);
    expect(daily.data.map((g) => g.date)).toEqual(['2026-11-20', '2026-11-19']);
  });

  it('takes game 110 when the query names none', async () => {
    expect((await get(openInfoUrl, lotteryOpenInfoSchema)).gameId).toBe(110);
    expect((await get(playCateUrl, z.array(playCategorySchema)))[0]!.gameId).toBe(110);
  });

  it('GET /app-api/game/play-cate lists the play categories in order', async () => {
    const categories = await get(`${playCateUrl}?gameId=110`, z.array(playCategorySchema));
    expect(categories.map((c) => c.playCateName)).toEqual([...MARK_SIX_PLAY_CATEGORIES]);
    expect(categories.every((c) => c.gameId === 110)).toBe(true);
  });
});

describe('lottery endpoints: bad input, app config and game tiles', () => {
  it('answers 400 { code, msg } to bad input, never 500', async () => {
    for (const url of [
      `${openInfoUrl}?gameId=abc`,
      `${openInfoUrl}?gameId=-1`,
      `${openInfoUrl}?gameId=1.5`,
      `${openInfoUrl}?gameId=99999999999`,
      `${openInfoUrl}?gameId=1&gameId=2`,
      `${openInfoListUrl}?gameIds=a,b`,
      `${openInfoListUrl}?gameIds=1,,2`,
      `${historyUrl}?gameId=71&page=0`,
      `${historyUrl}?gameId=71&rows=1000`,
      `${historyUrl}?gameId=71&date=2026-13-01`,
      `${historyUrl}?gameId=71&date=yesterday`,
      `${historyUrl}?gameId=71&type=video`,
      `${groupUrl}?gameId=`,
      `${playCateUrl}?gameId=0`,
    ])
      await expectBadRequest(url);
    await expectBadRequest(`${openInfoUrl}?gameId=12345`, '彩种不存在');
    await expectBadRequest(`${historyUrl}?gameId=12345`, '彩种不存在');
    await expectBadRequest(`${playCateUrl}?gameId=12345`, '彩种不存在');
  });

  it('app_config.json names the home games and the live stream', async () => {
    const response = await t.app.inject({ method: 'GET', url: staticDocumentUrl('app_config') });
    const config = staticDocuments.app_config.parse(response.json());
    expect(config.livestream_url).toBe(LIVESTREAM_URL);
    expect(config.home_lottery_setting.map((g) => g.gameId)).toEqual([110, 70, 71]);
  });

  it('serves a generated tile per game', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sys-upload/images/game/110.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain('澳门六合彩');
    for (const url of ['/sys-upload/images/game/12345.svg', '/sys-upload/images/game/x.svg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('operator schedule endpoint', () => {
  const post = (body: unknown, token: string | null = TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: OPERATOR_SCHEDULE_PATH,
      headers: token === null ? {} : { [OPERATOR_TOKEN_HEADER]: token },
      payload: body as object,
    });

  it('refuses a missing or wrong token and bad bodies, changing nothing', async () => {
    expect((await post({ gameId: 110, delaySeconds: 60 }, null)).statusCode).toBe(403);
    expect((await post({ gameId: 110, delaySeconds: 60 }, 'nope')).statusCode).toBe(403);
    for (const body of [
      {},
      { gameId: 110 },
      { gameId: 110, dailyTime: '24:00' },
      { gameId: 110, dailyTime: '8:30' },
      { gameId: 110, delaySeconds: 0 },
      { gameId: 'x', delaySeconds: 5 },
    ]) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(ErrorCode.BAD_REQUEST);
    }
    expect((await post({ gameId: 12345, delaySeconds: 60 })).statusCode).toBe(400);
    const notDaily = await post({ gameId: 71, dailyTime: '20:00' });
    expect(notDaily.statusCode).toBe(400);
    expect(notDaily.json().msg).toBe('该彩种不是每日开奖');
    const info = await get(`${openInfoUrl}?gameId=110`, lotteryOpenInfoSchema);
    expect(info.plan.planTime).toBe('2026-11-21 20:30:00');
  });

  it('moves the next draw of a game a chosen number of seconds ahead', async () => {
    const response = await post({ gameId: 110, delaySeconds: 60, revealIntervalSeconds: 2 });
    expect(response.statusCode).toBe(200);
    const info = okSchema(lotteryOpenInfoSchema).parse(response.json()).data;
    expect(info.plan).toEqual({ turnNum: '2026325', planTime: '2026-11-21 10:01:20' });
    expect(info.cur.closeTime).toBe('2026-11-21 09:56:20');

    now += 60_000;
    await engine.tick();
    let live = await get(`${openInfoUrl}?gameId=110`, lotteryOpenInfoSchema);
    expect(live.pre).toMatchObject({
      turnNum: '2026325',
      isStreaming: 1,
      openNum: '',
      liveUrl: liveStreamUrl(110),
    });
    expect(live.plan.turnNum).toBe('2026326');
    now += 4_500;
    await engine.tick();
    live = await get(`${openInfoUrl}?gameId=110`, lotteryOpenInfoSchema);
    expect(live.pre!.openNum.split(',')).toHaveLength(2);
    now += 12_000;
    await engine.tick();
    live = await get(`${openInfoUrl}?gameId=110`, lotteryOpenInfoSchema);
    expect(live.pre).toMatchObject({ isStreaming: 0, liveUrl: replayUrl(110, '2026325') });
    expect(live.pre!.openNum.split(',')).toHaveLength(7);
  });
});

describe('operator daily time', () => {
  it('moves the daily draw time of a daily game from its next turn on', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: OPERATOR_SCHEDULE_PATH,
      headers: { [OPERATOR_TOKEN_HEADER]: TOKEN },
      payload: { gameId: 70, dailyTime: '22:15' },
    });
    expect(response.statusCode).toBe(200);
    const info = okSchema(lotteryOpenInfoSchema).parse(response.json()).data as z.infer<
      typeof lotteryOpenInfoSchema
    >;
    // Yesterday's turn was drawn at 21:30; today's (not yet drawn) moves to 22:15.
    expect(info.pre).toMatchObject({ turnNum: '2026324', openTime: '2026-11-20 21:30:00' });
    expect(info.plan).toEqual({ turnNum: '2026325', planTime: '2026-11-21 22:15:00' });
    // Later than its old slot: the turn drawn today is not planned again.
    const later = await t.app.inject({
      method: 'POST',
      url: OPERATOR_SCHEDULE_PATH,
      headers: { [OPERATOR_TOKEN_HEADER]: TOKEN },
      payload: { gameId: 110, dailyTime: '23:00' },
    });
    const moved = okSchema(lotteryOpenInfoSchema).parse(later.json()).data as z.infer<
      typeof lotteryOpenInfoSchema
    >;
    expect(moved.pre!.turnNum).toBe('2026325'); // drawn early by the operator test above
    expect(moved.plan).toEqual({ turnNum: '2026326', planTime: '2026-11-22 23:00:00' });
  });
});

describe('without the operator token', () => {
  it('has no operator endpoint', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: OPERATOR_SCHEDULE_PATH,
        headers: { [OPERATOR_TOKEN_HEADER]: 'anything' },
        payload: { gameId: 110, delaySeconds: 60 },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    // Builds and seeds a second app inside the test: slow on a loaded machine.
  });
});
