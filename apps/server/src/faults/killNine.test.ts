// The fault suite's real crashes (long mode, JINLI_FAULTS_LONG=1): for each step a client can drive
// over HTTP, a real server process is killed with SIGKILL when a money path reaches it
// (test/faults/crashingServer.ts), the next instance starts on the same database, and once its
// sweeps have run (a transfer's lease is 10 s) the ledger check must find the books whole. The
// in-process suite (moneyPaths.test.ts) abandons a path at every step on every run; CI also runs
// two real kills (games/transferCrash.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  type CrashLab,
  crashLab,
  expectCrash,
  json,
  LAB_OPERATOR_TOKEN,
  login,
} from '../../test/faults/processKit';
import type { ServerProcess } from '../../test/serverProcess';
import { longTestTimeout } from '../../test/timeouts';
import type { LedgerCheckReport } from '../modules/ledgerCheck/check';
import type { FaultStep } from './seam';

const LONG = process.env.JINLI_FAULTS_LONG === '1';

const post = (server: ServerProcess, token: string, path: string, body?: object) =>
  fetch(new URL(path.slice(1), server.url), {
    method: 'POST',
    headers: body
      ? { ...authHeaders(token), 'content-type': 'application/json' }
      : authHeaders(token),
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
const launch = (server: ServerProcess, token: string) =>
  fetch(new URL('app-api/live/play?liveCode=SANDBOX&gameType=sb-slot-caishen', server.url), {
    headers: authHeaders(token),
  });
const recall = (server: ServerProcess, token: string) => post(server, token, '/api/live/recall');

async function placeBet(server: ServerProcess, token: string) {
  const info = await json(server, '/v/lottery/openInfo?gameId=71');
  const turnNum = (info.body as { data: { cur: { turnNum: string } } }).data.cur.turnNum;
  const categories = await json(server, '/app-api/game/play-cate?gameId=71');
  const plays = (
    categories.body as { data: { plays: { playId: number; code: string; model: number }[] }[] }
  ).data.flatMap((category) => category.plays);
  const tema = plays.find((play) => play.code === 'tema' && play.model === 1)!;
  return post(server, token, '/api/bet/save', {
    gameId: 71,
    turnNum,
    bets: [{ playId: tema.playId, selection: ['09'], unitMoney: 10_000 }],
  });
}

interface KillCase {
  step: FaultStep;
  /** What must have happened before (on the crashing server, before its step is reached). */
  before?: (server: ServerProcess, token: string) => Promise<unknown>;
  /** The request that reaches the step and dies with the server. */
  drive: (server: ServerProcess, token: string) => Promise<unknown>;
}

const CASES: KillCase[] = [
  // Each case starts with the money in the main wallet (the one before may have left it in game).
  { step: 'transfer-in:debited', before: recall, drive: launch },
  { step: 'transfer-in:provider-applied', before: recall, drive: launch },
  { step: 'transfer-out:pending', before: launch, drive: recall },
  { step: 'transfer-out:provider-applied', before: launch, drive: recall },
  {
    step: 'hongbao:sent',
    before: recall,
    drive: (server, token) =>
      post(server, token, '/api/hongbao/send', {
        room_id: 'lobby',
        kind: 'lucky',
        amount: '10',
        count: 3,
        greeting: '',
        fundPwd: '1234',
      }),
  },
  { step: 'bet:placed', before: recall, drive: placeBet },
];

/** The ledger check of the running server, once no transfer is in flight any more. */
async function settledCheck(server: ServerProcess): Promise<LedgerCheckReport> {
  let report: LedgerCheckReport | undefined;
  for (let i = 0; i < 300; i++) {
    const { body } = await json(server, '/operator/ledger/check', {
      headers: { 'x-operator-token': LAB_OPERATOR_TOKEN },
    });
    report = (body as { data: LedgerCheckReport }).data;
    if (report.totals.transfersInFlight === '0') return report;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return report!;
}

describe.skipIf(!LONG)('kill -9 at each step of the money paths', () => {
  let lab: CrashLab;
  beforeAll(async () => {
    lab = await crashLab('kill-nine');
  });
  afterAll(async () => {
    await lab?.dispose();
  });

  it.each(CASES)(
    '$step: the next instance finds the books whole',
    async ({ step, before, drive }) => {
      const crashing = await lab.start(step);
      try {
        const token = await login(crashing);
        if (before) await before(crashing, token);
        await expectCrash(
          drive(crashing, token).then(async (answer) => {
            throw new Error(`answered: ${await (answer as Response).text()}`);
          }),
        );
      } finally {
        try {
          crashing.crash();
        } catch {
          // Already gone: it killed itself at the step.
        }
        crashing.dispose();
      }
      const next = await lab.start();
      try {
        const report = await settledCheck(next);
        expect(report.drift).toEqual([]);
        expect(report.conservation.held).toBe(report.conservation.accounted);
      } finally {
        await next.stop();
        next.dispose();
      }
    },
    longTestTimeout(240_000),
  );
});
