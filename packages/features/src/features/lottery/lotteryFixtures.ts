// Open infos and history rows shaped like the reference server's, for the lottery stories and tests.
import type { AppConfig, LotteryHistoryRow, LotteryOpenInfo } from '@jinli/contract';

/** Wall time 'YYYY-MM-DD HH:mm:ss' at UTC+8 (the system time zone) of epoch ms. */
export function wallText(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export interface OpenInfoFixture {
  gameId?: number;
  gameName?: string;
  preTurn?: string;
  openNum?: string;
  isStreaming?: 0 | 1;
  liveUrl?: string;
  /** Seconds from now to the next draw. Default 45. */
  secondsToDraw?: number;
  /** Device time the answer is made at. Default Date.now(). */
  now?: number;
}

/** An open info whose next draw is `secondsToDraw` after `now`. */
export function openInfoFixture({
  gameId = 71,
  gameName = '极速六合彩',
  preTurn = '202611210600',
  openNum = '01,12,23,34,45,06,49',
  isStreaming = 0,
  liveUrl = '',
  secondsToDraw = 45,
  now = Date.now(),
}: OpenInfoFixture = {}): LotteryOpenInfo {
  const next = String(BigInt(preTurn) + 1n);
  return {
    gameId,
    gameName,
    cur: {
      turnNum: next,
      closeTime: wallText(now + (secondsToDraw - 10) * 1000),
      liveUrl: isStreaming ? liveUrl : '',
    },
    pre: { turnNum: preTurn, openNum, openTime: wallText(now - 15_000), isStreaming, liveUrl },
    plan: { turnNum: next, planTime: wallText(now + secondsToDraw * 1000) },
    serverTime: wallText(now),
  };
}

/** The home games of the reference server's app_config.json. */
export const appConfigFixture: AppConfig = {
  livestream_url: '/sys-upload/live/stream.m3u8',
  home_lottery_setting: [
    { gameId: 110, gameName: '澳门六合彩' },
    { gameId: 70, gameName: '香港六合彩' },
    { gameId: 71, gameName: '极速六合彩' },
  ],
};

/** `count` finished draws of `gameId`, newest first, from `firstTurn` down. */
export function historyFixture(
  gameId: number,
  count: number,
  firstTurn = 202611210600,
): LotteryHistoryRow[] {
  return Array.from({ length: count }, (_, i) => {
    // Seven distinct numbers spread over 1-49, different for every row.
    const numbers: number[] = [];
    for (let k = 0; numbers.length < 7; k += 1) {
      const n = ((i * 7 + k * 11 + (i % 5) * 3) % 49) + 1;
      if (!numbers.includes(n)) numbers.push(n);
    }
    return {
      gameId,
      turnNum: String(firstTurn - i),
      openNum: numbers.map((n) => String(n).padStart(2, '0')).join(','),
      openTime: wallText(Date.parse('2026-11-21T02:00:00Z') - i * 60_000),
      liveUrl: '',
    };
  });
}
