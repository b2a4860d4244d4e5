import type { LotteryOpenInfo } from '@jinli/contract';

/** An open info of `gameId` whose previous turn is `preTurn` with `openNum`. */
export function openInfo(
  gameId: number,
  preTurn: string,
  openNum = '01,02,03,04,05,06,07',
  extra: { isStreaming?: 0 | 1; liveUrl?: string; curTurn?: string } = {},
): LotteryOpenInfo {
  const curTurn = extra.curTurn ?? String(BigInt(preTurn) + 1n);
  return {
    gameId,
    gameName: `game ${gameId}`,
    cur: { turnNum: curTurn, closeTime: '2026-11-21 12:00:50', liveUrl: '' },
    pre: {
      turnNum: preTurn,
      openNum,
      openTime: '2026-11-21 12:00:00',
      isStreaming: extra.isStreaming ?? 0,
      liveUrl: extra.liveUrl ?? '',
    },
    plan: { turnNum: curTurn, planTime: '2026-11-21 12:01:00' },
    serverTime: '2026-11-21 12:00:05',
  };
}
