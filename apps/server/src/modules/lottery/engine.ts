// The draw engine: at each tick it draws each game's due turns on its cadence in the system time
// zone, catching up after downtime from the game's last stored turn (no gaps; the unique
// (game, turn) key and ON CONFLICT DO NOTHING make duplicates impossible, even between racing
// instances), and moves live draws along: a live game's latest turn reveals its numbers one every
// `revealIntervalSeconds`, then ends with a replay. A tick that finds work runs it under the
// draw-engine advisory lock so only one instance draws at a time (the others' ticks look only);
// what changed is published after the commit. A tick that finds nothing due sleeps until the
// first game's next turn or live step (at most DEFAULT_IDLE_LOOK_MS, for what other instances
// change); an operator's schedule change wakes it at once.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { DRAW_NUMBER_COUNT } from '@jinli/contract';
import type { Db, Tx } from '../../db/client';
import { lotteryDraw, lotteryGame } from '../../db/schema';
import { JobLock, runExclusive } from '../../jobs/exclusive';
import { repeat } from '../../jobs/repeat';
import { zoneOf } from '../../time/zones';
import { drawNumbers, type RandomInt } from './drawNumbers';
import { replayUrl } from '../../web/mediaUrls';
import { type Cadence, scheduleOf, type Slot, slotAfterTurn } from './schedule';

/** Draws generated for a game that has none yet (its demo history), newest at the last due slot. */
export const DEFAULT_BACKFILL_DRAWS = 120;
/** At most this many turns of one game are drawn per tick; a long downtime catches up over ticks. */
export const DEFAULT_MAX_DRAWS_PER_TICK = 2000;
/** Milliseconds between ticks while there is work (and after a tick another instance ran). */
export const DEFAULT_TICK_MS = 1000;
/**
 * The longest an idle engine sleeps before it looks again, for changes it is not woken for (a
 * schedule changed on another instance, the system time zone). An idle server looked every
 * second: 15% of a core on the embedded database, all of it in these look-ups.
 */
export const DEFAULT_IDLE_LOOK_MS = 10_000;

export type GameRow = typeof lotteryGame.$inferSelect;
export type DrawRow = typeof lotteryDraw.$inferSelect;

/** The cadence of a game row. */
export function cadenceOf(game: Pick<GameRow, 'intervalSeconds' | 'dailyTime'>): Cadence {
  return game.intervalSeconds !== null
    ? { kind: 'interval', seconds: game.intervalSeconds }
    : { kind: 'daily', time: game.dailyTime ?? '20:30' };
}

/** Something that happened to a game's draws in a tick. */
export interface DrawEvent {
  /** result: a turn was drawn or revealed a number; video: a live stream started or ended; replay: a replay is ready. */
  type: 'result' | 'video' | 'replay';
  gameId: number;
  turnNum: string;
}

export interface TickReport {
  /** False when another instance held the lock. */
  ran: boolean;
  /** Turns inserted by this tick. */
  drawn: { gameId: number; turnNum: string }[];
  events: DrawEvent[];
}

export interface DrawEngineOptions {
  db: Db;
  /** The system time zone (sys_config.time_zone), read each tick. */
  timeZone: () => Promise<string>;
  /** Epoch ms; default Date.now. Tests drive it. */
  clock?: () => number;
  random?: RandomInt;
  /** Receives the events of each tick after its commit (e.g. to push them to sockets). */
  publish?: (events: DrawEvent[]) => Promise<void>;
  /** Take the advisory lock (default true); false only to prove the unique key alone suffices. */
  exclusive?: boolean;
  backfillDraws?: number;
  maxDrawsPerTick?: number;
  tickMs?: number;
  /** Longest sleep of an idle engine (DEFAULT_IDLE_LOOK_MS). */
  idleLookMs?: number;
  /** Called with errors of background ticks; default console.error. */
  onError?: (error: unknown) => void;
}

export interface DrawEngine {
  /** One pass over every game at the clock's time. */
  tick(): Promise<TickReport>;
  /** Ticks every tickMs until stop(). */
  start(): void;
  /** Stops ticking and waits for a running tick. */
  stop(): Promise<void>;
  /** Ticks now instead of when the current sleep ends (a schedule changed). */
  wake(): void;
  /**
   * Draws stored outside the engine (an operator's hand draw, already published): the next tick
   * runs now and hands them to its after-tick work with its own, so their bets settle at once.
   * Ignored while the loop is stopped.
   */
  drawnElsewhere(events: DrawEvent[]): void;
  /**
   * Adds work to run after every tick that ran, once its draws are committed (the betting module
   * settles the bets of stored draws there). Its errors go to onError; they never stop the engine.
   */
  afterTick(listener: (report: TickReport) => Promise<void>): void;
}

/** Live-phase state of a draw opened at `openAt` at time `now` (ms). */
export function livePhase(
  openAt: number,
  revealIntervalSeconds: number,
  now: number,
): { revealed: number; streaming: boolean } {
  const step = revealIntervalSeconds * 1000;
  const elapsed = Math.max(0, now - openAt);
  // Numbers appear at openAt + 1..7 steps; the stream holds the full result for one more step.
  const streaming = elapsed < (DRAW_NUMBER_COUNT + 1) * step;
  return {
    revealed: streaming
      ? Math.min(DRAW_NUMBER_COUNT, Math.floor(elapsed / step))
      : DRAW_NUMBER_COUNT,
    streaming,
  };
}

type LatestDraw = Pick<DrawRow, 'slotAt' | 'turnNum'>;

interface PendingDraw {
  slot: Slot;
  openAt: number;
}

/** How much one pass may draw, and the drawing's randomness. */
interface TickLimits {
  random: DrawEngineOptions['random'];
  backfillDraws: number;
  maxDrawsPerTick: number;
}

/** What one game's pass has to do: turns to draw, and live draws to move on. */
interface GamePlan {
  game: GameRow;
  pending: PendingDraw[];
  /** The first pending turn is drawn at the operator's time (game.nextDrawAt), to be cleared. */
  usedOverride: boolean;
  /** Live draws whose revealed numbers or stream changed since stored. */
  liveChanges: { draw: DrawRow; phase: ReturnType<typeof livePhase> }[];
  /** When the game next has work, if it has none now (epoch ms): its next turn or live step. */
  nextWorkAt: number;
}

/** Whether a plan has anything to write. */
const hasWork = (plan: GamePlan) => plan.pending.length > 0 || plan.liveChanges.length > 0;

/** One game's pass, decided from what is stored: due slots (a history on first start), live moves. */
function planGame(
  limits: TickLimits,
  game: GameRow,
  last: LatestDraw | undefined,
  live: DrawRow[],
  now: number,
  zoneName: string,
): GamePlan {
  const schedule = scheduleOf(cadenceOf(game), zoneOf(zoneName));

  const pending: PendingDraw[] = [];
  let usedOverride = false;
  let nextWorkAt = Infinity;
  if (!last) {
    // First start: a history of finished draws up to the latest due slot.
    let slot = schedule.slotAtOrBefore(now);
    for (let i = 0; i < Math.min(limits.backfillDraws, limits.maxDrawsPerTick); i++) {
      pending.unshift({ slot, openAt: slot.at });
      slot = schedule.previous(slot);
    }
  } else {
    let slot = slotAfterTurn(schedule, last.slotAt.getTime(), last.turnNum);
    while (pending.length < limits.maxDrawsPerTick) {
      const override = pending.length === 0 ? game.nextDrawAt?.getTime() : undefined;
      const due = override ?? slot.at;
      if (due > now) {
        nextWorkAt = due;
        break;
      }
      if (override !== undefined) usedOverride = true;
      pending.push({ slot, openAt: due });
      slot = schedule.next(slot);
    }
  }

  // Live draws in progress: the next numbers revealed, the stream ended with its replay. A live
  // draw this pass draws anew is stored in its phase already.
  const drawnNow = new Set(pending.map(({ slot }) => slot.turnNum));
  const liveChanges: GamePlan['liveChanges'] = [];
  for (const draw of live) {
    if (drawnNow.has(draw.turnNum)) continue;
    const phase = livePhase(draw.openAt.getTime(), game.revealIntervalSeconds, now);
    if (phase.streaming && phase.revealed === draw.revealed) {
      // The next number (or, after the seventh, the stream's end) comes one step on.
      const step = game.revealIntervalSeconds * 1000;
      nextWorkAt = Math.min(nextWorkAt, draw.openAt.getTime() + (draw.revealed + 1) * step);
      continue;
    }
    liveChanges.push({ draw, phase });
  }
  return { game, pending, usedOverride, liveChanges, nextWorkAt };
}

/** Writes one game's plan in `tx`, and what happened into `report`. */
async function applyPlan(
  limits: TickLimits,
  tx: Tx,
  plan: GamePlan,
  now: number,
  report: TickReport,
): Promise<void> {
  const { game, pending } = plan;
  if (plan.usedOverride) {
    await tx.update(lotteryGame).set({ nextDrawAt: null }).where(eq(lotteryGame.id, game.id));
  }

  if (pending.length > 0) {
    const values = pending.map(({ slot, openAt }, i) => {
      const latest = i === pending.length - 1;
      const phase =
        game.live && latest
          ? livePhase(openAt, game.revealIntervalSeconds, now)
          : { revealed: DRAW_NUMBER_COUNT, streaming: false };
      return {
        gameId: game.id,
        turnNum: slot.turnNum,
        slotAt: new Date(slot.at),
        openAt: new Date(openAt),
        numbers: drawNumbers(limits.random),
        revealed: phase.revealed,
        streaming: phase.streaming,
        replayUrl: game.live && !phase.streaming ? replayUrl(game.id, slot.turnNum) : '',
      };
    });
    const inserted = await tx
      .insert(lotteryDraw)
      .values(values)
      .onConflictDoNothing({ target: [lotteryDraw.gameId, lotteryDraw.turnNum] })
      .returning({
        turnNum: lotteryDraw.turnNum,
        streaming: lotteryDraw.streaming,
        replayUrl: lotteryDraw.replayUrl,
      });
    for (const row of inserted) report.drawn.push({ gameId: game.id, turnNum: row.turnNum });
    const newest = inserted.at(-1);
    if (newest) {
      report.events.push({ type: 'result', gameId: game.id, turnNum: newest.turnNum });
      if (newest.streaming)
        report.events.push({ type: 'video', gameId: game.id, turnNum: newest.turnNum });
      if (newest.replayUrl)
        report.events.push({ type: 'replay', gameId: game.id, turnNum: newest.turnNum });
    }
  }

  for (const { draw, phase } of plan.liveChanges) {
    await tx
      .update(lotteryDraw)
      .set({
        revealed: phase.revealed,
        streaming: phase.streaming,
        replayUrl: phase.streaming ? '' : replayUrl(game.id, draw.turnNum),
      })
      .where(eq(lotteryDraw.id, draw.id));
    report.events.push({ type: 'result', gameId: game.id, turnNum: draw.turnNum });
    if (!phase.streaming) {
      report.events.push({ type: 'video', gameId: game.id, turnNum: draw.turnNum });
      report.events.push({ type: 'replay', gameId: game.id, turnNum: draw.turnNum });
    }
  }
}

/**
 * Every enabled game's plan at `now`, from what `q` (the database, or a transaction) holds. Two
 * queries whatever the number of games and however long their history: each game with its latest
 * turn (a lateral look-up per game on index lottery_draw_game_slot_idx; a DISTINCT ON over every
 * draw sorted the whole history every second, 7 ms at 2,300 draws and growing by the day), and the
 * live draws still streaming.
 */
async function planGames(
  q: Db,
  limits: TickLimits,
  now: number,
  zoneName: string,
): Promise<GamePlan[]> {
  const latest = q
    .select({ slotAt: lotteryDraw.slotAt, turnNum: lotteryDraw.turnNum })
    .from(lotteryDraw)
    .where(eq(lotteryDraw.gameId, lotteryGame.id))
    .orderBy(desc(lotteryDraw.slotAt))
    .limit(1)
    .as('latest');
  const games = await q
    .select({ game: lotteryGame, lastSlotAt: latest.slotAt, lastTurnNum: latest.turnNum })
    .from(lotteryGame)
    .leftJoinLateral(latest, sql`true`)
    .where(eq(lotteryGame.enabled, true))
    .orderBy(asc(lotteryGame.id));
  if (games.length === 0) return [];
  const streaming = await q
    .select()
    .from(lotteryDraw)
    .where(
      and(
        inArray(
          lotteryDraw.gameId,
          games.map(({ game }) => game.id),
        ),
        eq(lotteryDraw.streaming, true),
      ),
    )
    .orderBy(asc(lotteryDraw.slotAt));
  return games.map(({ game, lastSlotAt, lastTurnNum }) =>
    planGame(
      limits,
      game,
      lastSlotAt && lastTurnNum ? { slotAt: lastSlotAt, turnNum: lastTurnNum } : undefined,
      streaming.filter((draw) => draw.gameId === game.id),
      now,
      zoneName,
    ),
  );
}

export function createDrawEngine(options: DrawEngineOptions): DrawEngine {
  const {
    db,
    clock = Date.now,
    random,
    exclusive = true,
    backfillDraws = DEFAULT_BACKFILL_DRAWS,
    maxDrawsPerTick = DEFAULT_MAX_DRAWS_PER_TICK,
    tickMs = DEFAULT_TICK_MS,
    idleLookMs = DEFAULT_IDLE_LOOK_MS,
    onError = (error: unknown) => console.error('draw engine:', error),
  } = options;

  const limits: TickLimits = { random, backfillDraws, maxDrawsPerTick };

  /** The pass under the lock: planned again from what the transaction sees, and written. */
  async function pass(tx: Tx, now: number, zoneName: string): Promise<TickReport> {
    const report: TickReport = { ran: true, drawn: [], events: [] };
    for (const plan of await planGames(tx, limits, now, zoneName)) {
      if (hasWork(plan)) await applyPlan(limits, tx, plan, now, report);
    }
    return report;
  }

  const afterTickListeners: ((report: TickReport) => Promise<void>)[] = [];

  /** When the last tick found nothing due: the earliest time a game has work again. */
  let idleUntil: number | undefined;
  /** Events of draws stored outside the engine, for the next tick's after-tick work. */
  const elsewhere: DrawEvent[] = [];
  /** Whether the loop runs (start() until stop()). */
  let started = false;

  async function tick(): Promise<TickReport> {
    idleUntil = undefined;
    const zoneName = await options.timeZone();
    const now = clock();
    let report: TickReport;
    // Most ticks find nothing due: they only look, without a transaction or the lock (on the
    // embedded database a locked pass every second kept an idle server 8% busy). A tick with work
    // takes both and decides again from what it sees under the lock.
    const plans = await planGames(db, limits, now, zoneName);
    if (!plans.some(hasWork)) {
      report = { ran: true, drawn: [], events: [] };
      idleUntil = Math.min(...plans.map((plan) => plan.nextWorkAt));
    } else if (exclusive) {
      const result = await runExclusive(db, JobLock.DRAW_ENGINE, (tx) => pass(tx, now, zoneName));
      if (!result.ran) return { ran: false, drawn: [], events: [] };
      report = result.value;
    } else {
      report = await db.transaction((tx) => pass(tx, now, zoneName));
    }
    if (report.events.length > 0 && options.publish) await options.publish(report.events);
    if (elsewhere.length > 0)
      report = { ...report, events: [...report.events, ...elsewhere.splice(0)] };
    for (const listener of afterTickListeners) {
      try {
        await listener(report);
      } catch (error) {
        onError(error);
      }
    }
    return report;
  }

  /**
   * After work: the next whole interval of the clock, so reveals land on time. Idle: just after the
   * first game's next turn or live step, but never longer than idleLookMs.
   */
  function delayMs(): number {
    const now = clock();
    const nextInterval = tickMs - (now % tickMs) + 5;
    if (idleUntil === undefined) return nextInterval;
    return Math.min(Math.max(0, idleUntil - now) + 5, Math.max(idleLookMs, nextInterval));
  }
  const loop = repeat(tick, { delayMs, onError });

  return {
    tick,
    start() {
      started = true;
      loop.start();
    },
    async stop() {
      started = false;
      await loop.stop();
    },
    wake: loop.wake,
    drawnElsewhere(events) {
      // Kept only for a running loop: with none, no tick would take them (they would pile up).
      if (!started) return;
      elsewhere.push(...events);
      loop.wake();
    },
    afterTick(listener) {
      afterTickListeners.push(listener);
    },
  };
}
