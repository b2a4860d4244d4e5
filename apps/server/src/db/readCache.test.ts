// The read cache of the embedded database: PGlite's write generation moves around every possible
// write and never for a plain SELECT; a cached read is reloaded after any write and is not kept
// when a write happened while it was read. On PostgreSQL there is no generation: reads pass.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { call, dataOf, registerUser } from '../../test/users';
import { credit, userIdOf } from '../../test/wallet';
import { onPostgres } from '../../test/testDatabase';
import { mayWrite } from './client';
import { createReadCache, READ_CACHE_TTL_MS } from './readCache';
import { systemConfig, wallet } from './schema';

describe('which statements may write', () => {
  it('a plain SELECT does not; row locks, sequences, advisory locks and anything else do', () => {
    expect(mayWrite('select * from wallet where user_id = $1')).toBe(false);
    expect(mayWrite('  SELECT count(*) from ledger')).toBe(false);
    for (const text of [
      'select * from wallet where user_id = $1 for update',
      'select id from bet_order limit 5 for update skip locked',
      'select * from wallet for no key update',
      "select nextval('x')",
      'select pg_advisory_xact_lock(1)',
      'update wallet set balance = 0',
      'insert into ledger values (1)',
      'with x as (delete from t returning *) select * from x',
      'begin',
    ])
      expect(mayWrite(text), text).toBe(true);
  });
});

describe.skipIf(onPostgres)('the write generation (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stands still for reads and moves for writes, transactions and exec', async () => {
    const generation = t.database.writeGeneration!;
    const db = t.database.db;
    let before = generation();
    await db.select().from(wallet).limit(1);
    await db.execute(sql`select 1`);
    expect(generation()).toBe(before);
    for (const write of [
      () =>
        db
          .update(systemConfig)
          .set({ remark: 'x' })
          .where(eq(systemConfig.configKey, 'no such key')),
      () => db.transaction(async (tx) => tx.select().from(wallet).limit(1)),
      () => db.execute(sql`select user_id from wallet limit 1 for update`),
    ]) {
      before = generation();
      await write();
      expect(generation()).toBeGreaterThan(before);
    }
  });

  it('serves a read again until a write, and never keeps one a write overlapped', async () => {
    let loads = 0;
    // On a clock that stands still: a loaded machine can let the TTL (a second) pass between two
    // reads, and the test is about the write generation.
    const reads = createReadCache(t.database.writeGeneration, READ_CACHE_TTL_MS, () => 0);
    const load = async () => ++loads;
    expect(await reads.read('k', load)).toBe(1);
    expect(await reads.read('k', load)).toBe(1);
    await t.database.db
      .update(systemConfig)
      .set({ remark: 'x' })
      .where(eq(systemConfig.configKey, 'no such key'));
    expect(await reads.read('k', load)).toBe(2);
    // A write while the read runs: the value is answered but not kept.
    const overlapped = async () => {
      const value = ++loads;
      await t.database.db
        .update(systemConfig)
        .set({ remark: 'y' })
        .where(eq(systemConfig.configKey, 'no such key'));
      return value;
    };
    expect(await reads.read('k2', overlapped)).toBe(3);
    expect(await reads.read('k2', load)).toBe(4);
  });

  it('a balance read from memory shows a credit at once', async () => {
    const user = await registerUser(t.app);
    const id = await userIdOf(t.database.db, user.account);
    const money = async () =>
      dataOf<{ money: number }>(await call(t.app, 'moneyCheck', { token: user.token })).money;
    expect(await money()).toBe(0);
    expect(await money()).toBe(0);
    await credit(t.database.db, id, 5_000n);
    expect(await money()).toBe(5_000);
    const info = async () =>
      dataOf<{ extInfo: { money: number } }>(await call(t.app, 'userInfo', { token: user.token }))
        .extInfo.money;
    expect(await info()).toBe(5_000);
    await credit(t.database.db, id, 1_000n);
    expect(await info()).toBe(6_000);
  });
});

describe('without a write generation (PostgreSQL)', () => {
  it('every read loads', async () => {
    let loads = 0;
    const reads = createReadCache(undefined);
    await reads.read('k', async () => ++loads);
    expect(await reads.read('k', async () => ++loads)).toBe(2);
  });
});
