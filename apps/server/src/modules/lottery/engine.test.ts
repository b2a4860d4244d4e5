import { asc, count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { onPostgres } from '../../../test/testDatabase';
import { openDatabase } from '../../db/client';
import { lotteryDraw, lotteryGame } from '../../db/schema';
import { JobLock, runExclusive } from '../../jobs/exclusive';
import { wallTimeText, zoneOf } from '../../time/zones';
import { createDrawEngine, type DrawEngine, type DrawEvent, livePhase } from './engine';
import { GAME_SEEDS } from './games';
import { replayUrl } from '../../web/mediaUrls';
import { scheduleOf } from './schedule';
import { timeZoneSource } from '../config/timeZone';

const zone = zoneOf('Asia/Shanghai');
/** 2026-11-21 10:00:20 Shanghai. */
const START = Date.parse('2026-11-21T02:00:20Z');

let t: TestApp;
let now = START;
let events: DrawEvent[] = [];
let engine: DrawEngine;

beforeAll(async () => {
  t = await createTestApp();
  engine = createDrawEngine({
    db: t.database.db,
    timeZone: timeZoneSource(t.database.db, 'jinli'),
    clock: () => now,
    publish: async (batch) => {
      events.push(...batch);
    },
  });
});
afterAll(async () => {
  await t?.close();
});

async function turnsOf(gameId: number) {
  return t.database.db
    .select()
    .from(lotteryDraw)
    .where(eq(lotteryDraw.gameId, gameId))
    .orderBy(asc(lotteryDraw.slotAt));
}

/** Every turn follows its predecessor's slot: no gap, no duplicate. */
function expectContiguous(rows: { turnNum: string; slotAt: Date }[], seconds: number | 'daily') {
  const schedule = scheduleOf(
    seconds === 'daily' ? { kind: 'daily', time: '20:30' } : { kind: 'interval', seconds },
    zone,
  );
  for (let i = 1; i < rows.length; i++) {
    const previous = schedule.slotAtOrBefore(rows[i - 1]!.slotAt.getTime());
    expect(rows[i]!.turnNum).toBe(schedule.next(previous).turnNum);
    expect(rows[i]!.turnNum > rows[i - 1]!.turnNum).toBe(true);
  }
}

describe('draw engine: history, due slots and catching up', () => {
  it('seeds every game of the cadence table', async () => {
    const games = await t.database.db.select().from(lotteryGame);
    expect(games.map((g) => g.id).sort((a, b) => a - b)).toEqual(
      GAME_SEEDS.map((g) => g.id).sort((a, b) => a - b),
    );
    expect(games.find((g) => g.id === 110)).toMatchObject({
      name: '澳门六合彩',
      dailyTime: '20:30',
      live: true,
      intervalSeconds: null,
    });
    expect(games.find((g) => g.id === 71)).toMatchObject({ intervalSeconds: 60, kind: 'JSLHC' });
    expect(games.find((g) => g.id === 93)).toMatchObject({ intervalSeconds: 600 });
  });

  it('backfills a history up to the latest due slot on the first tick', async () => {
    const report = await engine.tick();
    expect(report.ran).toBe(true);
    const fast = await turnsOf(71);
    expect(fast).toHaveLength(120);
    expect(fast.at(-1)!.turnNum).toBe('202611210600'); // 10:00 Shanghai
    expectContiguous(fast, 60);
    const daily = await turnsOf(110);
    expect(daily).toHaveLength(120);
    expect(daily.at(-1)!.turnNum).toBe('2026324'); // yesterday 20:30
    expectContiguous(daily, 'daily');
    for (const row of [...fast, ...daily]) {
      expect(row.revealed).toBe(7);
      expect(row.streaming).toBe(false);
      expect(new Set(row.numbers).size).toBe(7);
      expect(row.numbers.every((n) => n >= 1 && n <= 49)).toBe(true);
    }
    expect(daily.every((row) => row.replayUrl === replayUrl(110, row.turnNum))).toBe(true);
    expect(fast.every((row) => row.replayUrl === '')).toBe(true);
    expect(events).toContainEqual({ type: 'result', gameId: 71, turnNum: '202611210600' });
  });

  it('draws nothing twice when ticked again at the same time', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(lotteryDraw);
    events = [];
    const report = await engine.tick();
    expect(report.drawn).toEqual([]);
    expect(events).toEqual([]);
    const [after] = await t.database.db.select({ n: count() }).from(lotteryDraw);
    expect(after!.n).toBe(before!.n);
  });

  it('draws a turn when its slot comes, not before', async () => {
    now = Date.parse('2026-11-21T02:00:59.999Z');
    expect((await engine.tick()).drawn).toEqual([]);
    now = Date.parse('2026-11-21T02:01:00Z');
    const report = await engine.tick();
    expect(report.drawn).toContainEqual({ gameId: 71, turnNum: '202611210601' });
    expect(report.drawn.filter((d) => d.gameId === 43)).toEqual([]); // 3-minute game: next at 10:03
  });

  it('catches up after downtime without gaps or duplicates', async () => {
    now = Date.parse('2026-11-21T02:38:30Z'); // 10:38:30, 37 minutes later
    events = [];
    const report = await engine.tick();
    expect(report.drawn.filter((d) => d.gameId === 71)).toHaveLength(37);
    expect(report.drawn.filter((d) => d.gameId === 93)).toHaveLength(3); // 10:10, 10:20, 10:30
    const fast = await turnsOf(71);
    expect(fast.at(-1)!.turnNum).toBe('202611210638');
    expectContiguous(fast, 60);
    // One result event per game, for its newest turn only.
    expect(events.filter((e) => e.gameId === 71)).toEqual([
      { type: 'result', gameId: 71, turnNum: '202611210638' },
    ]);
    const [stats] = await t.database.db
      .select({ n: count(), turns: countDistinct(lotteryDraw.turnNum) })
      .from(lotteryDraw)
      .where(eq(lotteryDraw.gameId, 71));
    expect(stats!.n).toBe(stats!.turns);
  });
});

describe('draw engine: live draws and operator times', () => {
  it('runs the live phase of a daily live game: reveals one number per step, then a replay', async () => {
    const drawAt = Date.parse('2026-11-21T12:30:00Z'); // 20:30 Shanghai
    const [game] = await t.database.db.select().from(lotteryGame).where(eq(lotteryGame.id, 110));
    const step = game!.revealIntervalSeconds * 1000;
    now = drawAt - 1;
    await engine.tick();
    expect((await turnsOf(110)).at(-1)!.turnNum).toBe('2026324');

    events = [];
    now = drawAt;
    await engine.tick();
    let row = (await turnsOf(110)).at(-1)!;
    expect(row).toMatchObject({ turnNum: '2026325', streaming: true, revealed: 0, replayUrl: '' });
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'result', gameId: 110, turnNum: '2026325' },
        { type: 'video', gameId: 110, turnNum: '2026325' },
      ]),
    );
    for (let k = 1; k <= 7; k++) {
      events = [];
      now = drawAt + k * step + 200;
      await engine.tick();
      row = (await turnsOf(110)).at(-1)!;
      expect(row).toMatchObject({ streaming: true, revealed: k });
      expect(events.filter((e) => e.gameId === 110)).toEqual([
        { type: 'result', gameId: 110, turnNum: '2026325' },
      ]);
    }
    events = [];
    now = drawAt + 8 * step;
    await engine.tick();
    row = (await turnsOf(110)).at(-1)!;
    expect(row).toMatchObject({
      streaming: false,
      revealed: 7,
      replayUrl: replayUrl(110, '2026325'),
    });
    expect(events.filter((e) => e.gameId === 110).map((e) => e.type)).toEqual([
      'result',
      'video',
      'replay',
    ]);
    expect(wallTimeText(zone, row.openAt.getTime())).toBe('2026-11-21 20:30:00');
  });

  it('a live draw missed by more than its live phase is stored finished with its replay', async () => {
    now = Date.parse('2026-11-22T13:00:00Z'); // 21:00 next day, 30 min after 20:30
    await engine.tick();
    const row = (await turnsOf(110)).at(-1)!;
    expect(row).toMatchObject({ turnNum: '2026326', streaming: false, revealed: 7 });
    expect(row.replayUrl).toBe(replayUrl(110, '2026326'));
  });

  it('draws the next turn at the operator time when one is set, then clears it', async () => {
    await t.database.db
      .update(lotteryGame)
      .set({ nextDrawAt: new Date(now + 60_000) })
      .where(eq(lotteryGame.id, 110));
    now += 59_000;
    await engine.tick();
    expect((await turnsOf(110)).at(-1)!.turnNum).toBe('2026326');
    now += 1_000;
    await engine.tick();
    const row = (await turnsOf(110)).at(-1)!;
    expect(row).toMatchObject({ turnNum: '2026327', streaming: true, revealed: 0 });
    expect(row.openAt.getTime()).toBe(now);
    const [game] = await t.database.db.select().from(lotteryGame).where(eq(lotteryGame.id, 110));
    expect(game!.nextDrawAt).toBeNull();
    // The regular slot of that turn does not draw it again.
    now = Date.parse('2026-11-23T12:30:00Z');
    await engine.tick();
    const rows = await turnsOf(110);
    expect(rows.filter((r) => r.turnNum === '2026327')).toHaveLength(1);
    expect(rows.at(-1)!.turnNum).toBe('2026327');
  });
});

describe('draw engine: transactions, idle sleep and waking', () => {
  it('opens no transaction on a tick with nothing due, and one on a tick that draws', async () => {
    await engine.tick();
    let transactions = 0;
    const db = t.database.db;
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'transaction') transactions += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const watched = createDrawEngine({
      db: counting,
      timeZone: timeZoneSource(db, 'jinli'),
      clock: () => now,
    });
    expect((await watched.tick()).drawn).toEqual([]);
    expect(transactions).toBe(0);
    now += 60_000; // the fast game's next turn
    expect((await watched.tick()).drawn.map((turn) => turn.gameId)).toContain(71);
    expect(transactions).toBe(1);
  });

  /**
   * A second engine on the same database, started on the minute's first second with nothing due
   * (the fast game, 71, draws every minute; nothing sooner), recording every tick's events.
   */
  async function idleEngine(options: { idleLookMs: number }) {
    await engine.tick();
    now = Math.floor(now / 60_000) * 60_000 + 1_000;
    await engine.tick();
    const ticks: { at: number; events: DrawEvent[]; drew: boolean }[] = [];
    const published: DrawEvent[] = [];
    const idle = createDrawEngine({
      db: t.database.db,
      timeZone: timeZoneSource(t.database.db, 'jinli'),
      clock: () => now,
      idleLookMs: options.idleLookMs,
      publish: async (batch) => {
        published.push(...batch);
      },
    });
    idle.afterTick(async (report) => {
      ticks.push({ at: Date.now(), events: report.events, drew: report.drawn.length > 0 });
    });
    const until = async (n: number) => {
      const deadline = Date.now() + 20_000;
      while (ticks.length < n) {
        if (Date.now() > deadline) throw new Error(`tick ${n} never came (${ticks.length} came)`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    return { idle, ticks, published, until };
  }

  it('sleeps while nothing is due: until the next turn, or until woken', async () => {
    const { idle, ticks, until } = await idleEngine({ idleLookMs: 60_000 });
    idle.start();
    try {
      await until(1);
      // The next turn is 59 s away on the engine's clock: no tick in the next 2.5 s (before, one a second).
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(ticks).toHaveLength(1);
      // The minute comes (an operator's change would wake it the same way): it ticks at once and draws.
      now += 59_000;
      idle.wake();
      await until(2);
      expect(ticks[1]!.drew).toBe(true);
      expect(ticks[1]!.at - ticks[0]!.at).toBeGreaterThanOrEqual(2_500);
    } finally {
      await idle.stop();
    }
  });

  it("hands a draw stored elsewhere (an operator's) to the next tick's after-tick work, at once", async () => {
    const { idle, ticks, published, until } = await idleEngine({ idleLookMs: 60_000 });
    idle.start();
    try {
      await until(1);
      const hand: DrawEvent = { type: 'result', gameId: 70, turnNum: '2026001' };
      idle.drawnElsewhere([hand]);
      await until(2);
      expect(ticks[1]!.events).toEqual([hand]);
      // Published by whoever stored it, not again by the engine.
      expect(published).toEqual([]);
    } finally {
      await idle.stop();
    }
    // Stopped, it keeps none: a tick run by hand later hands over nothing.
    idle.drawnElsewhere([{ type: 'result', gameId: 70, turnNum: '2026002' }]);
    await idle.tick();
    expect(ticks.at(-1)!.events).toEqual([]);
  });

  it('an idle engine still looks again after idleLookMs, for changes made elsewhere', async () => {
    const { idle, until } = await idleEngine({ idleLookMs: 300 });
    idle.start();
    try {
      await until(4);
    } finally {
      await idle.stop();
    }
  });
});

describe('draw engine: capped catch-up and the live phase function', () => {
  it('catches up a long gap over several ticks when a tick has a cap', async () => {
    const capped = createDrawEngine({
      db: t.database.db,
      timeZone: timeZoneSource(t.database.db, 'jinli'),
      clock: () => now,
      maxDrawsPerTick: 7,
    });
    const before = (await turnsOf(71)).length;
    now += 20 * 60_000;
    const counts: number[] = [];
    for (let i = 0; i < 4; i++)
      counts.push((await capped.tick()).drawn.filter((d) => d.gameId === 71).length);
    expect(counts).toEqual([7, 7, 6, 0]);
    const fast = await turnsOf(71);
    expect(fast.length).toBe(before + 20);
    expectContiguous(fast, 60);
  });

  it('has the live phase as a pure function of time', () => {
    expect(livePhase(0, 10, -5)).toEqual({ revealed: 0, streaming: true });
    expect(livePhase(0, 10, 9_999)).toEqual({ revealed: 0, streaming: true });
    expect(livePhase(0, 10, 10_000)).toEqual({ revealed: 1, streaming: true });
    expect(livePhase(0, 10, 79_999)).toEqual({ revealed: 7, streaming: true });
    expect(livePhase(0, 10, 80_000)).toEqual({ revealed: 7, streaming: false });
  });
});

describe.skipIf(!onPostgres)('racing engine instances on PostgreSQL', () => {
  async function race(exclusive: boolean) {
    const other = await openDatabase(t.testDatabase.options);
    try {
      let clock = Date.parse('2026-11-24T02:00:20Z');
      const make = (db: typeof t.database.db) =>
        createDrawEngine({
          db,
          timeZone: async () => 'Asia/Shanghai',
          clock: () => clock,
          exclusive,
        });
      const a = make(t.database.db);
      const b = make(other.db);
      for (let round = 0; round < 8; round++) {
        clock += 61_000;
        const [ra, rb] = await Promise.all([a.tick(), b.tick()]);
        // Never the same turn from both.
        const mine = new Set(ra.drawn.map((d) => `${d.gameId}:${d.turnNum}`));
        expect(rb.drawn.filter((d) => mine.has(`${d.gameId}:${d.turnNum}`))).toEqual([]);
      }
    } finally {
      await other.close();
    }
  }

  it('stores exactly one result per turn, with and without the advisory lock', async () => {
    await race(true);
    await race(false);
    const [stats] = await t.database.db
      .select({ n: count(), turns: countDistinct(lotteryDraw.turnNum) })
      .from(lotteryDraw)
      .where(eq(lotteryDraw.gameId, 71));
    expect(stats!.n).toBe(stats!.turns);
    const fast = await turnsOf(71);
    expectContiguous(fast, 60);
  });

  it('skips a tick while another instance holds the draw lock', async () => {
    const other = await openDatabase(t.testDatabase.options);
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const holder = runExclusive(t.database.db, JobLock.DRAW_ENGINE, async () => {
        entered();
        await held;
      });
      await inside;
      // A day after the races above: turns are due, the tick has work, and the lock is another's.
      const later = Date.parse('2026-11-25T02:00:20Z');
      const b = createDrawEngine({
        db: other.db,
        timeZone: async () => 'Asia/Shanghai',
        clock: () => later,
      });
      expect((await b.tick()).ran).toBe(false);
      release();
      await holder;
      expect((await b.tick()).ran).toBe(true);
    } finally {
      await other.close();
    }
  });
});
