// The fault suite (issue 30): every step of every multi-step money path, under every fault, and
// after each case the books are whole — balance = ledger for every wallet, every transfer, packet
// and order matched with its rows, and conservation (checkLedger) to the thousandth.
//
// A case arms one fault at one step (faults/seam.ts), runs the path's request, lets "the next
// instance" do what it does at start and on its schedule (the transfer sweep once the lease has run
// out, the red-packet expiry, settlement), then checks. The faults:
//   delay            the step waits (short mode 150 ms; long mode 0–30 s)
//   lock             another transaction holds the player's wallet row until the path waits on
//                    it and another instance's jobs (sweep, expiry) have started (then 100 ms, long
//                    mode up to 30 s): the recall race's shape
//   crash            the path is abandoned at the step (what was committed stays, the rest never
//                    happens), then the next instance recovers; kill -9 of a real process is
//                    games/transferCrash.test.ts
//   second-instance  another app starts on the same database at that moment (its start-up sweeps
//                    run) and stops again
//   redis-down       from the step on, publishing fails, as when Redis goes away
// JINLI_FAULTS_LONG=1 runs the long mode (minutes; not in CI).
import { LEDGER_CODE } from '@jinli/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  controlledSeam,
  holdLock,
  lockWaiters,
  SimulatedCrash,
  type FaultAction,
} from '../../test/faults/harness';
import { testAppPerFile, testCompanyId } from '../../test/testApp';
import { call } from '../../test/users';
import { buildApp } from '../app';
import { createHongbaoExpiry } from '../modules/hongbao/expiry';
import { bulkPlayers, fund, KIT_FUND_PASSWORD } from '../modules/hongbao/testKit';
import { LOBBY } from '../modules/chat/testKit';
import { createSandboxProvider } from '../modules/games/sandbox/sandbox';
import { createTransferWallet } from '../modules/games/transfers';
import { checkLedger } from '../modules/ledgerCheck/check';
import { createMemoryPubSub } from '../realtime/memoryPubSub';
import type { PubSub } from '../realtime/pubsub';
import type { FaultStep } from './seam';

const LONG = process.env.JINLI_FAULTS_LONG === '1';
const FAULTS = ['delay', 'lock', 'crash', 'second-instance', 'redis-down'] as const;
type Fault = (typeof FAULTS)[number];

/** Publishing that fails while `down` (Redis gone), over the in-process fan-out. */
function flakyPubSub(): PubSub & { down: boolean } {
  const inner = createMemoryPubSub();
  const flaky = {
    down: false,
    kind: inner.kind,
    publish: (topic: string, message: string) =>
      flaky.down
        ? Promise.reject(new Error('redis: connection lost'))
        : inner.publish(topic, message),
    subscribe: inner.subscribe.bind(inner),
    close: inner.close.bind(inner),
  };
  return flaky as PubSub & { down: boolean };
}

const seam = controlledSeam();
const pubsub = flakyPubSub();
const per = testAppPerFile({
  faults: seam,
  pubsub,
  games: { runSweeps: false },
  hongbao: { runExpiry: false },
  ledgerCheck: { intervalMs: 0 },
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const spread = (max: number) => (LONG ? Math.floor(Math.random() * max) : 0);

let companyId: number;
const counts = { cases: 0, checks: 0, drift: 0 };
beforeAll(async () => {
  companyId = await testCompanyId(per.t.database);
});
afterAll(() => {
  console.log(
    `fault suite (${LONG ? 'long' : 'short'}): ${counts.cases} cases, ${counts.checks} ledger checks, ${counts.drift} drift`,
  );
});

/** What the next instance does at start and on its schedule, with every lease run out. */
async function recover(): Promise<void> {
  const { db } = per.t.database;
  const sandbox = createSandboxProvider(db, { origin: '' });
  await createTransferWallet(db, new Map([[sandbox.code, sandbox]])).reconcile(0);
  // Every packet's time run out (a day later): the refunds are made once.
  await createHongbaoExpiry({ db, now: () => Date.now() + 2 * 86_400_000 }).runOnce();
}

/** Another instance starting on the same database, then stopping. */
async function secondInstance(): Promise<void> {
  const { database } = per.t;
  const other = await buildApp({
    database,
    companyCode: 'jinli',
    ownsDatabase: false,
    hongbao: { runExpiry: true },
    ledgerCheck: { intervalMs: 0 },
  });
  await other.ready();
  await other.close();
}

/** The action a fault takes at its step. `background` collects work that outlives the step. */
function actionOf(fault: Fault, background: Promise<unknown>[]): FaultAction {
  switch (fault) {
    case 'delay':
      return async () => {
        await pause(LONG ? spread(30_000) : 150);
      };
    case 'lock':
      return async ({ userId }) => {
        const { database, testDatabase } = per.t;
        // The step waits until the row is held, but not for long: when the step's own
        // transaction holds the row (or, on PGlite, the one connection) the holder queues behind it.
        let acquired!: () => void;
        const isHeld = new Promise<void>((resolve) => (acquired = resolve));
        background.push(
          (async () => {
            const held = await holdLock(
              database,
              testDatabase,
              sql`select 1 from wallet where user_id = ${userId ?? 0} for update`,
            );
            acquired();
            // The path blocked on the row, then another instance's jobs look at what it has
            // written so far and block in turn (the recall race's order), then the row is free.
            const { db } = database;
            await lockWaiters(db, 1, { timeoutMs: 1_000, orThrow: false });
            const jobs = recover();
            await lockWaiters(db, 2, { timeoutMs: 1_000, orThrow: false });
            await pause(LONG ? spread(30_000) : 100);
            await held.release();
            await jobs;
          })(),
        );
        await Promise.race([isHeld, pause(500)]);
      };
    case 'crash':
      return () => Promise.reject(new SimulatedCrash('killed at the step'));
    case 'second-instance':
      // Not awaited either: its start-up queries would queue behind the step's transaction.
      return () => {
        background.push(secondInstance());
        return Promise.resolve();
      };
    case 'redis-down':
      return () => {
        pubsub.down = true;
        return Promise.resolve();
      };
  }
}

interface Path {
  name: string;
  steps: readonly FaultStep[];
  /** Makes what the request needs; answers the request to run under the fault. */
  prepare(): Promise<() => Promise<unknown>>;
}

async function players(n: number, yuan: number) {
  const { db } = per.t.database;
  const made = await bulkPlayers(db, companyId, n, { fundPassword: true, prefix: 'ft' });
  for (const p of made) await fund(db, p.userId, BigInt(yuan * 1000));
  return made;
}

const app = () => per.t.app;
const launch = (token: string) =>
  call(app(), 'livePlay', { token, query: { liveCode: 'SANDBOX', gameType: 'sb-slot-caishen' } });
const recall = (token: string) => call(app(), 'liveRecall', { token });
const send = (token: string) =>
  call(app(), 'hongbaoSend', {
    token,
    body: {
      room_id: LOBBY,
      kind: 'lucky',
      amount: '10',
      count: 3,
      greeting: '',
      fundPwd: KIT_FUND_PASSWORD,
    },
  });
async function sentPacket(token: string): Promise<string> {
  const answer = await send(token);
  const id = (answer.json() as { data?: { id?: string | number } }).data?.id;
  if (id === undefined) throw new Error(`no packet: ${answer.body}`);
  return String(id);
}

const PATHS: Path[] = [
  {
    name: 'game wallet in (launch)',
    steps: ['transfer-in:debited', 'transfer-in:provider-applied'],
    async prepare() {
      const [p] = await players(1, 100);
      return () => launch(p!.token);
    },
  },
  {
    name: 'game wallet out (recall)',
    steps: ['transfer-out:pending', 'transfer-out:provider-applied'],
    async prepare() {
      const [p] = await players(1, 100);
      await launch(p!.token);
      return () => recall(p!.token);
    },
  },
  {
    name: 'game wallet reconcile (a recall cut short, finished by the sweep)',
    steps: ['reconcile:read'],
    async prepare() {
      const [p] = await players(1, 100);
      await launch(p!.token);
      seam.at('transfer-out:provider-applied', () => Promise.reject(new SimulatedCrash()));
      await recall(p!.token);
      const { db } = per.t.database;
      const sandbox = createSandboxProvider(db, { origin: '' });
      const sweeper = createTransferWallet(db, new Map([[sandbox.code, sandbox]]), {
        faults: seam,
      });
      return () => sweeper.reconcile(0);
    },
  },
  {
    name: 'red packet send',
    steps: ['hongbao:sent'],
    async prepare() {
      const [p] = await players(1, 100);
      return () => send(p!.token);
    },
  },
  {
    name: 'red packet grab',
    steps: ['hongbao:grabbing'],
    async prepare() {
      const [sender, grabber] = await players(2, 100);
      const id = await sentPacket(sender!.token);
      return () => call(app(), 'hongbaoGrab', { token: grabber!.token, body: { id } });
    },
  },
  {
    name: 'red packet expiry refund',
    steps: ['hongbao:refunding'],
    async prepare() {
      const [sender] = await players(1, 100);
      await sentPacket(sender!.token);
      const { db } = per.t.database;
      return () =>
        createHongbaoExpiry({ db, now: () => Date.now() + 2 * 86_400_000, faults: seam }).runOnce();
    },
  },
];

describe.each(PATHS)('$name', (path) => {
  const cases = path.steps.flatMap((step) => FAULTS.map((fault) => ({ step, fault })));
  it.each(cases)('$step × $fault: the books stay whole', async ({ step, fault }) => {
    const background: Promise<unknown>[] = [];
    seam.reset();
    pubsub.down = false;
    const request = await path.prepare();
    seam.at(step, actionOf(fault, background));
    try {
      await request().catch((error: unknown) => {
        if (!(error instanceof SimulatedCrash)) throw error;
      });
      expect(seam.seen, 'the path reached the step').toContain(step);
      await Promise.all(background);
    } finally {
      pubsub.down = false;
      seam.reset();
    }
    await recover();
    const report = await checkLedger(per.t.database.db);
    counts.cases++;
    counts.checks++;
    counts.drift += report.drift.length;
    expect(report.drift).toEqual([]);
    expect(report.conservation.held).toBe(report.conservation.accounted);
  });
});

describe('the suite can fail', () => {
  it('names a transfer whose second side never came', async () => {
    const [p] = await players(1, 10);
    const { db } = per.t.database;
    await db.execute(
      sql`insert into live_transfer (transfer_no, user_id, live_code, direction, amount, status)
          values ('LTFAULTSUITE', ${p!.userId}, 'SANDBOX', 'out', 1000, 'failed')`,
    );
    await db.execute(
      sql`insert into live_ledger (user_id, live_code, type, amount, balance_after, ref_id)
          values (${p!.userId}, 'SANDBOX', ${LEDGER_CODE.quotaOut}, -1000, 0, 'LTFAULTSUITE')`,
    );
    const report = await checkLedger(db);
    expect(report.drift.map((d) => d.kind)).toContain('transfer');
    await db.execute(sql`delete from live_ledger where ref_id = 'LTFAULTSUITE'`);
    await db.execute(sql`delete from live_transfer where transfer_no = 'LTFAULTSUITE'`);
  });
});
