// Red packets against the real server process (issue 16): `kill -9` in the middle of a burst of
// grabs, restart, and the packet's money still adds up — every share taken at most once and paid
// once, balance = ledger everywhere — and the rest of the burst finishes it exactly. A packet that
// expired while no server ran is refunded when one starts (红包退回), once: the kill and the
// restart (whose job runs again) pay nothing more.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../../test/serverProcess';
import { testCompanyId } from '../../../test/testApp';
import {
  createTestDatabase,
  onPostgres,
  openTestDatabase,
  type TestDatabase,
} from '../../../test/testDatabase';
import type { Database } from '../../db/client';
import { userAccount } from '../../db/schema';
import { createMemoryPubSub } from '../../realtime/memoryPubSub';
import { createPeople } from '../chat/people';
import { seed } from '../../seed/seed';
import { createHongbaoService } from './service';
import {
  type BulkPlayer,
  bulkPlayers,
  expectConsistent,
  fund,
  KIT_FUND_PASSWORD,
  ledgerMismatches,
  packetState,
} from './testKit';
import { longTestTimeout } from '../../../test/timeouts';

const PLAYERS = 300;
const SHARES = 100;
const TOTAL_YUAN = '500.00';

let dataDir: string;
let testDatabase: TestDatabase;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'jinli-hongbao-crash-'));
  testDatabase = await createTestDatabase(join(dataDir, 'db'), { migrated: true });
});
afterAll(async () => {
  for (const server of servers) server.dispose();
  await testDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function start(): Promise<ServerProcess> {
  const args = ['--port', '0', '--host', '127.0.0.1', '--no-seed'];
  args.push('--app-dir', join(dataDir, 'no-app'));
  if (!onPostgres) args.push('--data-dir', join(dataDir, 'db'));
  return startServer(args, { DATABASE_URL: testDatabase.options.url }).then((server) => {
    servers.push(server);
    return server;
  });
}

/** The database while no server holds it (PGlite has one process at a time). */
async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openTestDatabase(testDatabase);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function api(
  server: ServerProcess,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; data: unknown; refusal: string }> {
  const response = await fetch(new URL(`api${path}`, server.url), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: token, token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json().catch(() => null)) as {
    data?: unknown;
    code?: unknown;
    msg?: unknown;
  } | null;
  // What an answer without data said, so that a failing expectation names it.
  const refusal = `HTTP ${response.status} code ${String(json?.code)} ${String(json?.msg)}`;
  return { status: response.status, data: json?.data, refusal };
}

async function sendPacket(
  server: ServerProcess,
  sender: BulkPlayer,
  amount: string,
  count: number,
) {
  const { status, data } = await api(server, '/hongbao/send', sender.token, {
    room_id: 'lobby',
    kind: 'lucky',
    amount,
    count,
    greeting: '',
    fundPwd: KIT_FUND_PASSWORD,
  });
  expect(status, JSON.stringify(data)).toBe(200);
  return (data as { id: string }).id;
}

/** Every player grabs `id` at once; `midway` is called after `after` answers. */
function burst(
  server: ServerProcess,
  players: readonly BulkPlayer[],
  id: string,
  after = Number.POSITIVE_INFINITY,
  midway: () => void = () => {},
) {
  let answered = 0;
  const requests = players.map((p) =>
    api(server, '/hongbao/grab', p.token, { id }).then((answer) => {
      if (++answered === after) midway();
      return answer;
    }),
  );
  // Requests cut off by the crash fail; that is the point.
  return Promise.allSettled(requests);
}

describe('red packets after kill -9', () => {
  it(
    'keep every share paid once through a crash mid-burst, and refund an expired packet once across restarts',
    async () => {
      const { sender, players, expiring } = await withDatabase(async (database) => {
        const db = database.db;
        await seed(db, { companyCode: 'jinli' });
        const companyId = await testCompanyId(database);
        const [owner] = await bulkPlayers(db, companyId, 1, { fundPassword: true });
        await fund(db, owner!.userId, 10_000_000n);
        const all = await bulkPlayers(db, companyId, PLAYERS);
        // A packet sent 25 hours ago, three shares taken then: it expired while no server ran.
        const dayAgo = createHongbaoService({
          db,
          pubsub: createMemoryPubSub(),
          accounts: { checkFundPassword: async () => {} },
          chat: { companyId: async () => companyId, assertAvailable: async () => {} },
          people: createPeople(db),
          now: () => Date.now() - 25 * 3_600_000,
        });
        const [ownerRow] = await db
          .select()
          .from(userAccount)
          .where(eq(userAccount.id, owner!.userId));
        const packet = await dayAgo.send(
          ownerRow!,
          { room_id: 'lobby', kind: 'lucky', amount: '10', count: 10, greeting: '', fundPwd: '' },
          undefined,
        );
        for (const p of all.slice(0, 3)) {
          const [row] = await db.select().from(userAccount).where(eq(userAccount.id, p.userId));
          expect((await dayAgo.grab(row!, packet.id, undefined)).outcome).toBe('got');
        }
        return { sender: owner!, players: all, expiring: packet.id };
      });

      // The job runs when the server starts: the refund is there at once.
      let server = await start();
      let refund: number | null = null;
      for (let i = 0; i < 100 && refund === null; i++) {
        const { data } = await api(server, `/hongbao/detail?id=${expiring}`, sender.token);
        refund = (data as { packet: { refundAmount: number | null } }).packet.refundAmount;
        if (refund === null) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(refund).not.toBeNull();

      // A burst of grabs, killed after its 30th answer, and a restart (which runs the job again).
      const burstPacket = await sendPacket(server, sender, TOTAL_YUAN, SHARES);
      const crashed = server;
      const first = await burst(server, players, burstPacket, 30, () => crashed.crash());
      server = await start();
      crashed.dispose();
      const cutOff = first.filter((answer) => answer.status === 'rejected').length;

      // The rest of the burst on the restarted server: whoever was paid before the crash is told so.
      const second = await burst(server, players, burstPacket);
      const outcomes = second.map((answer) =>
        answer.status === 'fulfilled'
          ? ((answer.value.data as { outcome?: string } | undefined)?.outcome ??
            `refused: ${answer.value.refusal}`)
          : 'lost',
      );
      const paidBefore = outcomes.filter((o) => o === 'already').length;
      expect(outcomes.filter((o) => o === 'lost' || o.startsWith('refused'))).toEqual([]);
      expect(paidBefore).toBeGreaterThan(0);
      expect(outcomes.filter((o) => o === 'got' || o === 'already')).toHaveLength(SHARES);
      expect(outcomes.filter((o) => o === 'empty')).toHaveLength(PLAYERS - SHARES);
      const { data } = await api(server, `/hongbao/detail?id=${expiring}`, sender.token);
      expect(data).toMatchObject({ packet: { status: 'expired', refundAmount: refund } });
      await server.stop();

      await withDatabase(async (database) => {
        const state = await packetState(database.db, burstPacket);
        expectConsistent(state);
        expect(state.claimed).toBe(SHARES);
        expect(state.claimedSum).toBe(500_000n);
        const expired = await packetState(database.db, expiring);
        expectConsistent(expired);
        expect(expired.claimed).toBe(3);
        expect(expired.refundRows).toBe(1);
        expect(expired.refundSum).toBe(10_000n - expired.claimedSum);
        expect(BigInt(refund ?? -1)).toBe(expired.refundSum);
        expect(await ledgerMismatches(database.db)).toEqual([]);
      });
      process.stdout.write(
        `hongbao crash (${onPostgres ? 'PostgreSQL' : 'PGlite'}): ${cutOff} of ${PLAYERS} grabs cut off by kill -9, ${paidBefore} paid before it; after the restart ${SHARES} paid in all, sum exact; the expired packet refunded ${refund} once over two starts\n`,
      );
    },
    longTestTimeout(180_000),
  );
});
