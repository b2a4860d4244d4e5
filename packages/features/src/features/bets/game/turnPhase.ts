// Whether the current turn is open for bets or closed (封盘), and until when, on the device clock.
// A turn closes at cur.closeTime (some seconds before its draw); the next turn opens when the draw
// is done and the open info names a new current turn.
import type { LotteryOpenInfo } from '@jinli/contract';
import { toEpochMs } from '@jinli/domain';

export type TurnPhase =
  /** Bets are taken until `closesAt` (device epoch ms). */
  | { phase: 'open'; turnNum: string; closesAt: number }
  /** 封盘: the next turn opens after the draw at `opensAt` (device epoch ms; null: unknown). */
  | { phase: 'closed'; turnNum: string; opensAt: number | null };

/**
 * The phase at device time `now`. `drawAt` is the device time of the plan turn's draw
 * (useLiveOpenInfo's endsAt), which anchors the server's times to the device clock.
 */
export function turnPhase(info: LotteryOpenInfo, drawAt: number | null, now: number): TurnPhase {
  const close = toEpochMs(info.cur.closeTime);
  const plan = toEpochMs(info.plan.planTime);
  const turnNum = info.cur.turnNum;
  if (close === null || plan === null || drawAt === null)
    return { phase: 'closed', turnNum, opensAt: drawAt };
  const closesAt = drawAt - (plan - close);
  return now < closesAt
    ? { phase: 'open', turnNum, closesAt }
    : { phase: 'closed', turnNum, opensAt: drawAt };
}
