import { describe, expect, it } from 'vitest';
import { endpointPath } from './endpointDef';
import { endpoints } from './endpoints';
import {
  DEFAULT_LOTTERY_GAME_ID,
  lotteryHistoryQuerySchema,
  lotteryOpenInfoListQuerySchema,
  lotteryOpenInfoQuerySchema,
  lotteryOpenInfoSchema,
} from './lottery';

const info = {
  gameId: 110,
  gameName: '澳门六合彩',
  cur: {
    turnNum: '2026326',
    closeTime: '2026-11-22 20:25:00',
    liveUrl: '/sys-upload/live/110/live.m3u8',
  },
  pre: {
    turnNum: '2026325',
    openNum: '03,17',
    openTime: '2026-11-21 20:30:00',
    isStreaming: 1,
    liveUrl: '/sys-upload/live/110/live.m3u8',
  },
  plan: { turnNum: '2026326', planTime: '2026-11-22 20:30:00' },
  serverTime: '2026-11-21 20:30:21',
};

describe('lottery contract', () => {
  it('serves the spec paths', () => {
    expect(endpointPath(endpoints.lotteryOpenInfo)).toBe('/v/lottery/openInfo');
    expect(endpointPath(endpoints.lotteryOpenInfoList)).toBe('/app-api/lottery/openInfo');
    expect(endpointPath(endpoints.lotteryHistory)).toBe('/app-api/lottery/history');
    expect(endpointPath(endpoints.lotteryHistoryGroup)).toBe('/app-api/lottery/history/group');
    expect(endpointPath(endpoints.gamePlayCategories)).toBe('/app-api/game/play-cate');
  });

  it('reads open info, with no previous turn before a first draw', () => {
    expect(lotteryOpenInfoSchema.parse(info)).toEqual(info);
    expect(lotteryOpenInfoSchema.safeParse({ ...info, pre: null }).success).toBe(true);
    expect(
      lotteryOpenInfoSchema.safeParse({ ...info, serverTime: '2026-11-21T12:30:21Z' }).success,
    ).toBe(false);
    expect(
      lotteryOpenInfoSchema.safeParse({ ...info, pre: { ...info.pre, isStreaming: 2 } }).success,
    ).toBe(false);
  });

  it('coerces query strings, defaulting the game to 110', () => {
    expect(lotteryOpenInfoQuerySchema.parse({})).toEqual({ gameId: DEFAULT_LOTTERY_GAME_ID });
    expect(lotteryOpenInfoQuerySchema.parse({ gameId: '71', _t: '1' })).toEqual({
      gameId: 71,
      _t: '1',
    });
    expect(lotteryOpenInfoQuerySchema.safeParse({ gameId: 'x' }).success).toBe(false);
    expect(lotteryOpenInfoListQuerySchema.parse({ gameIds: '71,70,71' })).toEqual({
      gameIds: [71, 70],
    });
    expect(lotteryOpenInfoListQuerySchema.safeParse({ gameIds: '71,' }).success).toBe(false);
    expect(lotteryHistoryQuerySchema.parse({ gameId: '71' })).toEqual({
      gameId: 71,
      page: 1,
      rows: 20,
    });
    expect(lotteryHistoryQuerySchema.safeParse({ rows: '201' }).success).toBe(false);
    expect(
      lotteryHistoryQuerySchema.safeParse({ type: 'live-lottery', date: '2026-11-21' }).success,
    ).toBe(true);
  });
});
