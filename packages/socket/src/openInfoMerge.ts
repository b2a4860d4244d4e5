// How a pushed or polled open info meets the one on screen (spec §4): a result is shown only if it
// is not older than the one shown, a live draw only ever gains numbers, and VIDEO / LIVE_URL_HISTORY
// messages update the stream state of the matching turn.
import type { GameLiveReplay, GameVideo, LotteryOpenInfo, PreviousTurn } from '@jinli/contract';

/**
 * Orders turn numbers: digit strings by numeric value (length first, so '999' < '1000'), anything
 * else by natural string order. Negative when `a` is older than `b`.
 */
export function compareTurnNum(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const x = a.replace(/^0+(?=\d)/, '');
    const y = b.replace(/^0+(?=\d)/, '');
    if (x.length !== y.length) return x.length - y.length;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a.localeCompare(b, 'en', { numeric: true });
}

function drawnCount(pre: PreviousTurn): number {
  return pre.openNum.split(',').filter((n) => n.trim() !== '').length;
}

/** Orders two previous-turn results: turn first, then (same turn) how many numbers are revealed. */
function comparePre(a: PreviousTurn | null, b: PreviousTurn | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  const byTurn = compareTurnNum(a.turnNum, b.turnNum);
  if (byTurn !== 0) return byTurn;
  return drawnCount(a) - drawnCount(b);
}

/**
 * The open info to show after `incoming` arrives while `current` is shown: never an older result
 * (or a live draw with fewer numbers) over a newer one, and never an older current turn or plan.
 * Returns `current` itself when nothing in `incoming` is newer, so callers can skip a re-render.
 */
export function mergeOpenInfo(
  current: LotteryOpenInfo | undefined,
  incoming: LotteryOpenInfo,
): LotteryOpenInfo {
  if (!current) return incoming;
  if (current.gameId !== incoming.gameId) return current;
  const preOrder = comparePre(incoming.pre, current.pre);
  const curOrder = compareTurnNum(incoming.cur.turnNum, current.cur.turnNum);
  if (preOrder >= 0 && curOrder >= 0) return incoming;
  if (preOrder < 0 && curOrder <= 0) return current;
  // Mixed: keep the newer result and the newer schedule.
  const schedule = curOrder >= 0 ? incoming : current;
  return { ...schedule, pre: preOrder >= 0 ? incoming.pre : current.pre };
}

/**
 * Applies a VIDEO message to the open info of its game: the stream state of the shown turn. Returns
 * undefined when the message is about a turn that is not shown (the caller refetches).
 */
export function applyVideo(
  current: LotteryOpenInfo | undefined,
  video: GameVideo,
): LotteryOpenInfo | undefined {
  if (!current || current.gameId !== video.gameId || !current.pre) return undefined;
  const order = compareTurnNum(video.turnNum, current.pre.turnNum);
  if (order < 0) return current;
  if (order > 0) return undefined;
  if (current.pre.isStreaming === video.isStreaming && current.pre.liveUrl === video.liveUrl)
    return current;
  return {
    ...current,
    pre: { ...current.pre, isStreaming: video.isStreaming, liveUrl: video.liveUrl },
  };
}

/**
 * Applies a LIVE_URL_HISTORY message (a replay became available) to the open info of its game:
 * the shown turn gets its replay URL and stops streaming. Other turns leave it unchanged.
 */
export function applyReplay(
  current: LotteryOpenInfo | undefined,
  replay: GameLiveReplay,
): LotteryOpenInfo | undefined {
  if (!current || current.gameId !== replay.gameId || !current.pre) return current;
  if (current.pre.turnNum !== replay.turnNum) return current;
  if (current.pre.liveUrl === replay.liveUrl && current.pre.isStreaming === 0) return current;
  const openNum =
    drawnCount(current.pre) >= replay.openNum.split(',').length
      ? current.pre.openNum
      : replay.openNum;
  return {
    ...current,
    pre: { ...current.pre, openNum, isStreaming: 0, liveUrl: replay.liveUrl },
  };
}
