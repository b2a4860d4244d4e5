// The app under fuzz: the real server app (buildApp) on a fresh in-memory PGlite database, seeded,
// with one player who holds money; plus a snapshot of the money state to compare around a request.
import { LEDGER_CODE } from '@jinli/domain';
import { buildApp } from '@jinli/server/src/app';
import { type Database, openDatabase } from '@jinli/server/src/db/client';
import { postLedger } from '@jinli/server/src/modules/wallet/ledger';
import { seed } from '@jinli/server/src/seed/seed';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export const COMPANY = 'jinli';

export interface FuzzTarget {
  app: FastifyInstance;
  database: Database;
  /** Token of a player holding 10,000 yuan. */
  token: string;
  close(): Promise<void>;
}

let addressCounter = 0;
/** A fresh client address per request, so that per-address limits do not hide the handlers. */
export function nextAddress(): string {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export async function startTarget(): Promise<FuzzTarget> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seed(database.db, { companyCode: COMPANY });
  const app = await buildApp({ database, companyCode: COMPANY, logger: false });
  const password = 'Passw0rdX';
  // Always 8 characters: a pid ending in 0-99 made `fuzz7` (5), under the 6-15 the rule asks for.
  const account = `fuzz${String(process.pid % 10_000).padStart(4, '0')}`;
  const response = await app.inject({
    method: 'POST',
    url: '/v/user/reg',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ account, password, confirmPassword: password }).toString(),
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`cannot register: ${response.body}`);
  const token = (response.json() as { data: { token: string } }).data.token;
  const [user] = (await rows(
    database,
    sql`select id from user_account where account = ${account}`,
  )) as { id: number }[];
  await database.db.transaction((tx) =>
    postLedger(tx, {
      userId: user!.id,
      type: LEDGER_CODE.manualDeposit,
      amount: 10_000_000n,
      remark: 'fuzz',
    }),
  );
  return { app, database, token, close: () => app.close() };
}

async function rows(database: Database, query: ReturnType<typeof sql>): Promise<unknown[]> {
  const result = (await database.db.execute(query)) as unknown;
  return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
}

/**
 * The money state: row counts of the money tables and the sum of all balances. A refused request
 * must leave it exactly as it was.
 */
export async function moneySnapshot(database: Database): Promise<string> {
  const [row] = await rows(
    database,
    sql`select
      (select count(*) from wallet)::text as wallets,
      (select coalesce(sum(balance), 0) from wallet)::text as balances,
      (select count(*) from ledger)::text as ledger,
      (select count(*) from bet_order)::text as bets,
      (select count(*) from recharge_order)::text as recharges,
      (select count(*) from withdraw_order)::text as withdrawals,
      (select count(*) from user_bank)::text as banks,
      (select count(*) from rebate_claim)::text as rebates,
      (select count(*) from vip_bonus_claim)::text as vipBonuses`,
  );
  return JSON.stringify(row);
}
