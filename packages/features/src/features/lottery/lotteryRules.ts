// Pure rules of the draw panel and lottery card (spec §4 "Draw panel"): which state the panel is
// in, the balls of a draw with colours and zodiac signs, the countdown end, and the polling rule.
import type { FiveElements, LotteryOpenInfo, PreviousTurn } from '@jinli/contract';
import {
  MARK_SIX_BALLS_PER_DRAW,
  MARK_SIX_COLOURS,
  fiveElementOf,
  isMarkSixNumber,
  lunarYearOfDate,
  markSixColour,
  parseOpenNumbers,
  toEpochMs,
  zodiacOfNumber,
  type MarkSixColour,
  type ZodiacSign,
} from '@jinli/domain';
import { compareTurnNum } from '@jinli/socket';

/** Poll interval while a result is awaited, ms (spec §9). */
export const DRAW_POLL_INTERVAL_MS = 3_000;
/** Polling stops this long after it started, ms (spec §9: 300 000). */
export const DRAW_POLL_CAP_MS = 300_000;
/** The plain-result countdown restarts this often when no new plan has arrived, ms (spec §9). */
export const COUNTDOWN_RESTART_MS = 60_000;

/** One drawn ball as the screens show it. */
export interface DrawBall {
  number: number;
  colour: MarkSixColour | undefined;
  /** CSS colour of the ball. */
  hex: string | undefined;
  zodiac: ZodiacSign | undefined;
  /** The number's element (金木水火土) in the draw's lunar year, from five-elements.json; undefined without it. */
  element: string | undefined;
  /** The last of 7: the special number. */
  special: boolean;
}

/** The lunar year a draw belongs to, from its wall time 'YYYY-MM-DD HH:mm:ss'; undefined when malformed. */
export function drawLunarYear(openTime: string | undefined): number | undefined {
  const date = openTime?.slice(0, 10);
  if (!date) return undefined;
  try {
    return lunarYearOfDate(date);
  } catch {
    return undefined;
  }
}

/**
 * The balls of `openNum` (comma list, the 7th the special number) with their colours, and the
 * zodiac signs and (given five-elements.json) the elements of the draw's lunar year (spec §1).
 * Entries that are not Mark Six numbers keep no colour/sign/element.
 */
export function drawBalls(
  openNum: string,
  openTime: string | undefined,
  fiveElements?: FiveElements | null,
): DrawBall[] {
  const numbers = parseOpenNumbers(openNum) ?? [];
  // The lunar year, not the calendar one: a draw in late January still belongs to the old year.
  const year = drawLunarYear(openTime);
  return numbers.map((number, index) => {
    const valid = isMarkSixNumber(number);
    const colour = valid ? (markSixColour(number) as MarkSixColour) : undefined;
    return {
      number,
      colour,
      hex: colour ? MARK_SIX_COLOURS[colour].hex : undefined,
      zodiac: valid && year !== undefined ? zodiacOfNumber(number, year) : undefined,
      element: valid && year !== undefined ? fiveElementOf(fiveElements, year, number) : undefined,
      special: index === MARK_SIX_BALLS_PER_DRAW - 1,
    };
  });
}

/** The draw panel's state (spec §4): streaming, replay (a live URL exists) or a plain result. */
export type DrawPanelMode = 'streaming' | 'replay' | 'result';

export function drawPanelMode(pre: PreviousTurn | null | undefined): DrawPanelMode {
  if (pre?.isStreaming === 1) return 'streaming';
  if (pre?.liveUrl) return 'replay';
  return 'result';
}

/**
 * Device time (epoch ms) when the next draw is due: planTime − serverTime after the answer arrived
 * at `receivedAt` (device epoch ms). Null when the times are malformed.
 */
export function countdownEndsAt(info: LotteryOpenInfo, receivedAt: number): number | null {
  const plan = toEpochMs(info.plan.planTime);
  const server = toEpochMs(info.serverTime);
  if (plan === null || server === null) return null;
  return receivedAt + Math.max(0, plan - server);
}

/** What the polling rule looks at. */
export interface DrawPollState {
  /** Turn whose result is awaited (the plan turn when its countdown ended); undefined: none. */
  awaitedTurn: string | undefined;
  /** The open info shown now. */
  info: LotteryOpenInfo | undefined;
  /** How long polling has been going on, ms. */
  pollingForMs: number;
}

/** Whether the awaited result (or a newer one) is shown. */
export function hasAwaitedResult(awaitedTurn: string, info: LotteryOpenInfo | undefined): boolean {
  return !!info?.pre && compareTurnNum(info.pre.turnNum, awaitedTurn) >= 0;
}

/**
 * Spec §4: poll every 3 s while a result is awaited (the countdown ended and the turn is not shown
 * yet) or a live draw is still revealing numbers; stop after 5 min, or when the awaited or a newer
 * turn has appeared. Leaving the home route stops it too (the component unmounts).
 */
export function drawPollInterval({
  awaitedTurn,
  info,
  pollingForMs,
}: DrawPollState): number | false {
  if (pollingForMs >= DRAW_POLL_CAP_MS) return false;
  const streaming = info?.pre?.isStreaming === 1;
  const awaiting = awaitedTurn !== undefined && !hasAwaitedResult(awaitedTurn, info);
  return streaming || awaiting ? DRAW_POLL_INTERVAL_MS : false;
}

/** A media URL from the API (relative to the API origin) made absolute; '' stays ''. */
export function mediaUrl(url: string, apiOrigin: string): string {
  if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url) || !apiOrigin) return url;
  return apiOrigin.replace(/\/+$/, '') + (url.startsWith('/') ? url : `/${url}`);
}

/** 'HH:mm' of a wall time 'YYYY-MM-DD HH:mm:ss', or undefined. */
export function clockOf(wallTime: string | undefined): string | undefined {
  const m = /^\d{4}-\d{2}-\d{2} (\d{2}):(\d{2})/.exec(wallTime ?? '');
  return m ? `${m[1]}:${m[2]}` : undefined;
}
