// The current turn's phase (open / 封盘), re-evaluated exactly when it changes: at the close time,
// and whenever a new open info arrives.
import type { LotteryOpenInfo } from '@jinli/contract';
import { useEffect, useState } from 'react';
import { turnPhase, type TurnPhase } from '../game/turnPhase';

export function useTurnPhase(
  info: LotteryOpenInfo | undefined,
  drawAt: number | null,
  now: () => number = Date.now,
): TurnPhase | null {
  const [, setTick] = useState(0);
  const phase = info ? turnPhase(info, drawAt, now()) : null;
  const closesAt = phase?.phase === 'open' ? phase.closesAt : null;
  useEffect(() => {
    if (closesAt === null) return;
    const timer = setTimeout(() => setTick((t) => t + 1), Math.max(0, closesAt - now()) + 5);
    return () => clearTimeout(timer);
  }, [closesAt, now]);
  return phase;
}
