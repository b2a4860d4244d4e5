import type { LotteryOpenInfo } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
import {
  DRAW_POLL_CAP_MS,
  clockOf,
  countdownEndsAt,
  drawBalls,
  drawPanelMode,
  drawPollInterval,
  mediaUrl,
} from './lotteryRules';

const info = (pre: Partial<NonNullable<LotteryOpenInfo['pre']>> | null = {}): LotteryOpenInfo => ({
  gameId: 71,
  gameName: '极速六合彩',
  cur: { turnNum: '11', closeTime: '2026-11-21 10:00:50', liveUrl: '' },
  pre:
    pre === null
      ? null
      : {
          turnNum: '10',
          openNum: '01,12,23,34,45,06,49',
          openTime: '2026-11-21 10:00:00',
          isStreaming: 0,
          liveUrl: '',
          ...pre,
        },
  plan: { turnNum: '11', planTime: '2026-11-21 10:01:00' },
  serverTime: '2026-11-21 10:00:15',
});

describe('drawBalls', () => {
  it('colours every ball, names its zodiac sign of the draw year and marks the 7th special', () => {
    const balls = drawBalls('01,12,23,34,45,06,49', '2026-11-21 10:00:00');
    expect(balls).toHaveLength(7);
    // 2026 is the year of the horse: 1, 13, 25, 37 and 49 are 马.
    expect(balls[0]).toMatchObject({ number: 1, colour: 'red', zodiac: '马', special: false });
    expect(balls[6]).toMatchObject({ number: 49, colour: 'green', zodiac: '马', special: true });
    expect(balls[1]).toMatchObject({ number: 12, colour: 'red', zodiac: '羊' });
    expect(balls.every((b) => b.hex?.startsWith('#'))).toBe(true);
  });

  it('reads the lunar year before Chinese New Year as the old year', () => {
    // 2026-02-16 is still the snake year 2025: 1 is 蛇.
    expect(drawBalls('01', '2026-02-16 21:30:00')[0]?.zodiac).toBe('蛇');
    expect(drawBalls('01', '2026-02-17 21:30:00')[0]?.zodiac).toBe('马');
  });

  it('shows what a live draw has revealed so far and nothing for an empty or bad list', () => {
    expect(drawBalls('05,17', '2026-11-21 20:30:00').map((b) => b.number)).toEqual([5, 17]);
    expect(drawBalls('', undefined)).toEqual([]);
    expect(drawBalls('1,x', undefined)).toEqual([]);
  });
});

describe('drawPanelMode', () => {
  it('streams while isStreaming is 1, offers a replay when a live URL exists, else the result', () => {
    expect(drawPanelMode(info({ isStreaming: 1, liveUrl: '/live.m3u8' }).pre)).toBe('streaming');
    expect(drawPanelMode(info({ liveUrl: '/replay.m3u8' }).pre)).toBe('replay');
    expect(drawPanelMode(info().pre)).toBe('result');
    expect(drawPanelMode(null)).toBe('result');
  });
});

describe('countdownEndsAt', () => {
  it('is planTime − serverTime after the answer arrived', () => {
    expect(countdownEndsAt(info(), 1_000)).toBe(1_000 + 45_000);
  });
});

describe('drawPollInterval', () => {
  it('polls every 3 s while the awaited turn is missing, and stops once it (or a newer one) is shown', () => {
    expect(drawPollInterval({ awaitedTurn: '11', info: info(), pollingForMs: 0 })).toBe(3000);
    expect(
      drawPollInterval({ awaitedTurn: '11', info: info({ turnNum: '11' }), pollingForMs: 0 }),
    ).toBe(false);
    expect(
      drawPollInterval({ awaitedTurn: '11', info: info({ turnNum: '12' }), pollingForMs: 0 }),
    ).toBe(false);
  });

  it('polls while a live draw reveals numbers, and never longer than 5 minutes', () => {
    expect(
      drawPollInterval({ awaitedTurn: undefined, info: info({ isStreaming: 1 }), pollingForMs: 0 }),
    ).toBe(3000);
    expect(
      drawPollInterval({ awaitedTurn: '11', info: info(), pollingForMs: DRAW_POLL_CAP_MS }),
    ).toBe(false);
    expect(drawPollInterval({ awaitedTurn: undefined, info: info(), pollingForMs: 0 })).toBe(false);
  });
});

describe('mediaUrl and clockOf', () => {
  it('puts API-relative media on the API origin and reads HH:mm', () => {
    expect(mediaUrl('/sys-upload/live/110/live.m3u8', 'http://a:1/')).toBe(
      'http://a:1/sys-upload/live/110/live.m3u8',
    );
    expect(mediaUrl('https://cdn/x.m3u8', 'http://a')).toBe('https://cdn/x.m3u8');
    expect(mediaUrl('/x', '')).toBe('/x');
    expect(clockOf('2026-11-21 20:30:00')).toBe('20:30');
    expect(clockOf('bad')).toBeUndefined();
  });
});
