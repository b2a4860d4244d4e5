// The turns content is about: the turn on sale and the turns drawn before it, from the game's own
// schedule (the lottery module's), so that generated predictions line up with the real draws.
import type { Db } from '../../db/client';
import { zoneOf } from '../../time/zones';
import { cadenceOf, type GameRow } from '../lottery/engine';
import { scheduleOf, type Slot } from '../lottery/schedule';
import { timeZoneSource } from '../config/timeZone';

export interface TurnSlot {
  turnNum: string;
  /** Draw time, epoch ms. */
  at: number;
}

export interface GameTurns {
  /** The turn on sale at `now`. */
  current: TurnSlot;
  /** Turns before it, newest first (`count` of them). */
  past: TurnSlot[];
}

export type TurnSource = (game: GameRow, pastCount: number, now: number) => Promise<GameTurns>;

/** Turns of a game in the company's time zone. */
export function turnSource(db: Db, companyCode: string): TurnSource {
  const timeZone = timeZoneSource(db, companyCode);
  return async (game, pastCount, now) => {
    const schedule = scheduleOf(cadenceOf(game), zoneOf(await timeZone()));
    const current = schedule.slotAfter(now);
    const past: Slot[] = [];
    let slot = current;
    for (let i = 0; i < pastCount; i++) {
      slot = schedule.previous(slot);
      past.push(slot);
    }
    const plain = (s: Slot): TurnSlot => ({ turnNum: s.turnNum, at: s.at });
    return { current: plain(current), past: past.map(plain) };
  };
}
