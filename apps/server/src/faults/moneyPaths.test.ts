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
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  controlledSeam,
  holdLock,
  lockWaiters,
  SimulatedCrash,
  type FaultAction,
} from '../../test/faults/harness';
import { type FakeProvider, startFakeProvider } from '../../test/fakePaymentProvider';
import { setCompanyConfig, testAppPerFile, testCompanyId } from '../../test/testApp';
import { call, registerUser, TEST_PASSWORD } from '../../test/users';
import { credit, userIdOf } from '../../test/wallet';
import { paymentChannel } from '../db/schema';
import {
  FAST_GAME,
  openTurnIn,
  player,
  playIdOf,
  storeDraw,
  YUAN,
} from '../modules/betting/bettingTestKit';
import { createSettlement } from '../modules/betting/settlement';
import { ConfigKey } from '../modules/config/configKeys';
import { addCycleBetAmount } from '../modules/wallet/progress';
import { OPERATOR_TOKEN_HEADER } from '../modules/operators/accounts';
import { OPERATOR_CHANNEL_PATH, OPERATOR_WITHDRAW_PATH } from '../modules/wallet/operator';
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
/** The seeded demo agent's promotion code (agent01, with agent02 above none, below the company). */
const AGENT_CODE = 'JL8888';
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
const OPERATOR = { name: 'faults', token: 'fault-suite-operator-token-0123' };
const per = testAppPerFile({
  faults: seam,
  pubsub,
  operators: [OPERATOR],
  games: { runSweeps: false },
  hongbao: { runExpiry: false },
  ledgerCheck: { intervalMs: 0 },
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const spread = (max: number) => (LONG ? Math.floor(Math.random() * max) : 0);

let companyId: number;
let provider: FakeProvider;
let channelId: number;
let tema: number;
const counts = { cases: 0, checks: 0, drift: 0 };
beforeAll(async () => {
  const { app, database } = per.t;
  companyId = await testCompanyId(database);
  tema = await playIdOf(app, 'tema');
  // Every winning bet is announced (award notices are part of settlement's path).
  await setCompanyConfig(per.t, ConfigKey.AWARD_NOTICE_MIN, '1');
  // Recharges through an external provider: it calls back over real HTTP.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const [online] = await database.db
    .select()
    .from(paymentChannel)
    .where(and(eq(paymentChannel.companyId, companyId), eq(paymentChannel.route, 'online')));
  channelId = online!.id;
  provider = await startFakeProvider({ appOrigin: `http://127.0.0.1:${address.port}`, channelId });
  const configured = await app.inject({
    method: 'POST',
    url: OPERATOR_CHANNEL_PATH,
    headers: { 'content-type': 'application/json', [OPERATOR_TOKEN_HEADER]: OPERATOR.token },
    payload: JSON.stringify({
      channelId,
      adapter: 'external',
      gatewayUrl: provider.gatewayUrl,
      merchantId: provider.merchantId,
      secret: provider.secret,
    }),
  });
  if (configured.statusCode !== 200) throw new Error(configured.body);
});
afterAll(async () => {
  await provider?.close();
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
  await createSettlement({ db, pubsub: createMemoryPubSub() }).settleDue();
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
  /**
   * Makes what the request needs; answers the request to run under the fault, and what its client
   * does next when it may not have heard back (the same request, the same key): it must replay.
   */
  prepare(): Promise<{ request: () => Promise<unknown>; retry?: () => Promise<unknown> }>;
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
const send = (token: string, key?: string) =>
  call(app(), 'hongbaoSend', {
    token,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
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

/** A bet on the fast game's turn on sale; its draw makes it win (tema 09). */
async function placedBet(token: string, key?: string) {
  const { db } = per.t.database;
  const turnNum = await openTurnIn(db, FAST_GAME);
  const place = () =>
    call(app(), 'betSave', {
      token,
      ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
      body: {
        gameId: FAST_GAME,
        turnNum,
        bets: [{ playId: tema, selection: ['09', '10'], unitMoney: 10 * YUAN }],
      },
    });
  return { turnNum, place };
}

/** A player registered with the demo agent's promotion code, holding `yuan`. */
async function teamPlayer(yuan: number) {
  const user = await registerUser(app(), { intrCode: AGENT_CODE });
  const userId = await userIdOf(per.t.database.db, user.account);
  await credit(per.t.database.db, userId, BigInt(yuan * YUAN));
  return { token: user.token, userId };
}

/** A withdrawal by a player with a fund password and `yuan` (a free-bank order, pending). */
async function withdrawal(yuan: number, key: string) {
  const user = await registerUser(app());
  await call(app(), 'updateFundPwd', {
    token: user.token,
    body: { password: TEST_PASSWORD, fundPwd: '2468', confirmFundPwd: '2468' },
  });
  const userId = await userIdOf(per.t.database.db, user.account);
  await credit(per.t.database.db, userId, BigInt(yuan * 1000));
  const order = () =>
    call(app(), 'withdrawFreeBank', {
      token: user.token,
      headers: { 'Idempotency-Key': key },
      body: {
        amount: '300',
        cashPassword: '2468',
        bankName: '中国银行',
        cardNo: '6222021234567890123',
        realName: '张三',
      },
    });
  return { user, order };
}

const settleWithdrawal = (orderNo: string, outcome: 'paid' | 'rejected') =>
  app().inject({
    method: 'POST',
    url: OPERATOR_WITHDRAW_PATH,
    headers: { [OPERATOR_TOKEN_HEADER]: OPERATOR.token },
    payload: { orderNo, outcome },
  });

const rechargeCreate = (token: string, key: string) =>
  call(app(), 'rechargeCreate', {
    token,
    headers: { 'Idempotency-Key': key },
    body: { channelId, amount: '120.50' },
  });

const PATHS: Path[] = [
  {
    name: 'game wallet in (launch)',
    steps: ['transfer-in:debited', 'transfer-in:provider-applied'],
    async prepare() {
      const [p] = await players(1, 100);
      return { request: () => launch(p!.token) };
    },
  },
  {
    name: 'game wallet out (recall)',
    steps: ['transfer-out:pending', 'transfer-out:provider-applied'],
    async prepare() {
      const [p] = await players(1, 100);
      await launch(p!.token);
      return { request: () => recall(p!.token) };
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
      return { request: () => sweeper.reconcile(0) };
    },
  },
  {
    name: 'red packet send',
    steps: ['hongbao:sent'],
    async prepare() {
      const [p] = await players(1, 100);
      return { request: () => send(p!.token, 'send-1'), retry: () => send(p!.token, 'send-1') };
    },
  },
  {
    name: 'red packet grab',
    steps: ['hongbao:grabbing'],
    async prepare() {
      const [sender, grabber] = await players(2, 100);
      const id = await sentPacket(sender!.token);
      const grab = () =>
        call(app(), 'hongbaoGrab', {
          token: grabber!.token,
          headers: { 'Idempotency-Key': 'grab-1' },
          body: { id },
        });
      return { request: grab, retry: grab };
    },
  },
  {
    name: 'red packet expiry refund',
    steps: ['hongbao:refunding'],
    async prepare() {
      const [sender] = await players(1, 100);
      await sentPacket(sender!.token);
      const { db } = per.t.database;
      return {
        request: () =>
          createHongbaoExpiry({
            db,
            now: () => Date.now() + 2 * 86_400_000,
            faults: seam,
          }).runOnce(),
      };
    },
  },
  {
    name: 'bet placed',
    steps: ['bet:placed'],
    async prepare() {
      const p = await player(per.t, 1_000 * YUAN);
      const { place } = await placedBet(p.token, 'bet-1');
      return { request: place, retry: place };
    },
  },
  {
    name: 'settlement of a drawn turn (payouts, agent rebates, award notices)',
    steps: ['settle:batch', 'settle:rebates'],
    async prepare() {
      // A player of the demo agent's team: a settled bet pays the agents above them too.
      const p = await teamPlayer(1_000);
      const { turnNum, place } = await placedBet(p.token);
      const placed = await place();
      if (placed.statusCode !== 200) throw new Error(placed.body);
      const { db } = per.t.database;
      await storeDraw(db, FAST_GAME, turnNum, [1, 2, 3, 4, 5, 6, 9]);
      return { request: () => createSettlement({ db, pubsub, faults: seam }).settleDue() };
    },
  },
  {
    name: 'rebate claim (洗码)',
    steps: ['claim:rebate'],
    async prepare() {
      const p = await player(per.t, 1_000 * YUAN);
      const { turnNum, place } = await placedBet(p.token);
      const placed = await place();
      if (placed.statusCode !== 200) throw new Error(placed.body);
      const { db } = per.t.database;
      await storeDraw(db, FAST_GAME, turnNum, [1, 2, 3, 4, 5, 6, 9]);
      await createSettlement({ db, pubsub: createMemoryPubSub() }).settleDue();
      const claim = () =>
        call(app(), 'bettingBonusClaim', {
          token: p.token,
          headers: { 'Idempotency-Key': 'claim-1' },
        });
      return { request: claim, retry: claim };
    },
  },
  {
    name: 'VIP upgrade bonus claim',
    steps: ['claim:vip'],
    async prepare() {
      const user = await registerUser(app());
      const { db } = per.t.database;
      const userId = await userIdOf(db, user.account);
      await db.transaction((tx) => addCycleBetAmount(tx, userId, companyId, 1_000n * BigInt(YUAN)));
      const claim = () =>
        call(app(), 'claimVipBonus', { token: user.token, body: { vipLevel: 2 } });
      return { request: claim, retry: claim };
    },
  },
  {
    name: 'withdrawal ordered',
    steps: ['withdraw:ordered'],
    async prepare() {
      const { order } = await withdrawal(1_000, 'withdraw-1');
      return { request: order, retry: order };
    },
  },
  {
    name: 'withdrawal settled by the operator (paid or rejected, then the other asked)',
    steps: ['withdraw:settling'],
    async prepare() {
      const { order } = await withdrawal(1_000, 'withdraw-2');
      const answer = await order();
      const orderNo = (answer.json() as { data: { orderNo: string } }).data.orderNo;
      const outcome = Math.random() < 0.5 ? 'paid' : 'rejected';
      return {
        request: () => settleWithdrawal(orderNo, outcome),
        retry: () => settleWithdrawal(orderNo, outcome === 'paid' ? 'rejected' : 'paid'),
      };
    },
  },
  {
    name: 'recharge ordered',
    steps: ['recharge:ordered'],
    async prepare() {
      const p = await player(per.t);
      return {
        request: () => rechargeCreate(p.token, 'recharge-1'),
        retry: () => rechargeCreate(p.token, 'recharge-1'),
      };
    },
  },
  {
    name: "recharge paid by the external provider's callback",
    steps: ['recharge:callback-verified'],
    async prepare() {
      const p = await player(per.t);
      const answer = await rechargeCreate(p.token, 'recharge-2');
      const { orderNo } = (answer.json() as { data: { orderNo: string } }).data;
      let sent: object | undefined;
      return {
        request: async () => {
          const callback = await provider.notify({ orderNo, amount: '120.50' });
          sent = callback.sent;
          return callback;
        },
        // The provider sends its callback again until it hears 200.
        retry: () => provider.send(sent!),
      };
    },
  },
];

describe.each(PATHS)('$name', (path) => {
  const cases = path.steps.flatMap((step) => FAULTS.map((fault) => ({ step, fault })));
  it.each(cases)('$step × $fault: the books stay whole', async ({ step, fault }) => {
    const background: Promise<unknown>[] = [];
    seam.reset();
    pubsub.down = false;
    const { request, retry } = await path.prepare();
    seam.at(step, actionOf(fault, background));
    try {
      const answer = await request().catch((error: unknown) => {
        if (!(error instanceof SimulatedCrash)) throw error;
      });
      // Only a crash may leave a client without a clear answer: a slow, contended or doubled
      // step, or Redis gone, still answers what happened (a 5xx would hide whether money moved).
      const status = (answer as { statusCode?: number } | undefined)?.statusCode;
      if (fault !== 'crash' && status !== undefined)
        expect(status, (answer as { body?: string }).body).toBeLessThan(500);
      expect(seam.seen, 'the path reached the step').toContain(step);
      await Promise.all(background);
      await retry?.();
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
