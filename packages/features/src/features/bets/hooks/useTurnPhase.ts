// The current turn's phase (open / 封盘), re-evaluated exactly when it changes: at the close time,
// and whenever a new open info arrives.
import type { LotteryOpenInfo } from '@jinli/contract';
import { useEffect, useState } from 'react';
import { useRenderClock } from '../../../app/context/hydration';
import { turnPhase, type TurnPhase } from '../game/turnPhase';

export function useTurnPhase(
  info: LotteryOpenInfo | undefined,
  drawAt: number | null,
  now: () => number = Date.now,
): TurnPhase | null {
  const [, setTick] = useState(0);
  // While hydrating, the phase the server drew (at its time); the clock's right after.
  const at = useRenderClock(now);
  const phase = info ? turnPhase(info, drawAt, at) : null;
  const closesAt = phase?.phase === 'open' ? phase.closesAt : null;
  useEffect(() => {
    if (closesAt === null) return;
    const timer = setTimeout(() => setTick((t) => t + 1), Math.max(0, closesAt - now()) + 5);
    return () => clearTimeout(timer);
  }, [closesAt, now]);
  return phase;
}
