// The in-memory session cache (auth.ts): two instances share one database and one PubSub (in
// memory, and Redis when REDIS_URL is set). Sessions are remembered for a long time here, so a
// refusal on the other instance can only come from the invalidation message.
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@jinli/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { WAIT_MS } from '../../../test/timeouts';
import { call, dataOf, expectError, registerUser, TEST_PASSWORD } from '../../../test/users';
import { buildApp } from '../../app';
import { accessToken, userAccount } from '../../db/schema';
import { createMemoryPubSub } from '../../realtime/memoryPubSub';
import type { PubSub } from '../../realtime/pubsub';
import { createRedisPubSub } from '../../realtime/redisPubSub';
import { tokenHash } from './tokens';

const REDIS_URL = process.env.REDIS_URL;
const LONG_MS = 10 * 60_000;

const pubsubs: [string, () => [PubSub, PubSub]][] = [
  [
    'memory',
    () => {
      const one = createMemoryPubSub();
      return [one, one];
    },
  ],
];
if (REDIS_URL) {
  const prefix = `jinli-test-${randomBytes(4).toString('hex')}:`;
  pubsubs.push([
    'redis',
    () => [createRedisPubSub(REDIS_URL, prefix), createRedisPubSub(REDIS_URL, prefix)],
  ]);
}

/** Polls `check` until it holds (the invalidation travels through the PubSub), at most WAIT_MS. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function userIdOf(t: TestApp, account: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: userAccount.id })
    .from(userAccount)
    .where(eq(userAccount.account, account));
  if (!row) throw new Error(`no user ${account}`);
  return row.id;
}

const refused = async (app: FastifyInstance, token: string) =>
  (await call(app, 'betTodayList', { token })).statusCode === 400;

describe.each(pubsubs)('session cache across instances (%s pubsub)', (_name, make) => {
  let t: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    const [pubsubA, pubsubB] = make();
    t = await createTestApp({ pubsub: pubsubA, sessionCacheMs: LONG_MS });
    b = await buildApp({
      database: t.database,
      companyCode: 'jinli',
      ownsDatabase: false,
      pubsub: pubsubB,
      sessionCacheMs: LONG_MS,
    });
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  /** Signed-in reads on both instances, so both remember the session. */
  async function usedOnBoth(token: string) {
    for (const app of [t.app, b]) {
      dataOf(await call(app, 'betTodayList', { token }));
      dataOf(await call(app, 'moneyCheck', { token }));
    }
  }

  it('remembers a validated session: a revocation written behind its back shows after the TTL', async () => {
    const user = await registerUser(t.app);
    await usedOnBoth(user.token);
    await t.database.db
      .update(accessToken)
      .set({ revokedAt: new Date() })
      .where(eq(accessToken.tokenHash, tokenHash(user.token)));
    // Nobody announced it: both instances still trust the session (for LONG_MS).
    dataOf(await call(b, 'betTodayList', { token: user.token }));
    // Announced, it ends on every instance.
    await t.app.sessions.forgetUser(await userIdOf(t, user.account));
    await eventually(async () => (await refused(t.app, user.token)) && refused(b, user.token));
  });

  it('a logout on one instance ends the session on the other at once', async () => {
    const user = await registerUser(t.app);
    await usedOnBoth(user.token);
    dataOf(await call(t.app, 'logout', { token: user.token }));
    await eventually(() => refused(b, user.token));
    expectError(await call(b, 'moneyCheck', { token: user.token }), 400, ErrorCode.TOKEN_INVALID);
    expectError(await call(t.app, 'userInfo', { token: user.token }), 400, ErrorCode.TOKEN_INVALID);
  });

  it('a password change ends the other sessions on every instance, and keeps its own', async () => {
    const user = await registerUser(t.app);
    const login = async () =>
      dataOf<{ token: string }>(
        await call(t.app, 'login', { body: { account: user.account, password: TEST_PASSWORD } }),
      ).token;
    const other = await login();
    await usedOnBoth(user.token);
    await usedOnBoth(other);
    dataOf(
      await call(t.app, 'updatePassword', {
        token: user.token,
        body: {
          oldPassword: TEST_PASSWORD,
          newPassword: 'NewPassw0rd',
          confirmPassword: 'NewPassw0rd',
        },
      }),
    );
    await eventually(async () => (await refused(b, other)) && refused(t.app, other));
    dataOf(await call(b, 'betTodayList', { token: user.token }));
    dataOf(await call(t.app, 'moneyCheck', { token: user.token }));
  });

  it('a frozen account: the profile read refuses at once and ends the session everywhere', async () => {
    const user = await registerUser(t.app);
    await usedOnBoth(user.token);
    await t.database.db
      .update(userAccount)
      .set({ enabled: false })
      .where(eq(userAccount.account, user.account));
    // The profile reads the account's row (no announcement needed) …
    expectError(await call(t.app, 'userInfo', { token: user.token }), 400, ErrorCode.TOKEN_INVALID);
    // … and the session it refused is forgotten on every instance.
    await eventually(async () => (await refused(b, user.token)) && refused(t.app, user.token));
    expectError(await call(b, 'moneyCheck', { token: user.token }), 400, ErrorCode.TOKEN_INVALID);
  });
});

describe('session cache lifetime', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sessionCacheMs: 300 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('checks the database again once a remembered session is older than the TTL', async () => {
    const user = await registerUser(t.app);
    dataOf(await call(t.app, 'betTodayList', { token: user.token }));
    await t.database.db
      .update(accessToken)
      .set({ revokedAt: new Date() })
      .where(eq(accessToken.tokenHash, tokenHash(user.token)));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expectError(
      await call(t.app, 'betTodayList', { token: user.token }),
      400,
      ErrorCode.TOKEN_INVALID,
    );
  });

  it('with a TTL of 0 every request checks the database', async () => {
    const uncached = await createTestApp({ sessionCacheMs: 0 });
    try {
      const user = await registerUser(uncached.app);
      dataOf(await call(uncached.app, 'betTodayList', { token: user.token }));
      await uncached.database.db
        .update(accessToken)
        .set({ revokedAt: new Date() })
        .where(eq(accessToken.tokenHash, tokenHash(user.token)));
      expectError(
        await call(uncached.app, 'betTodayList', { token: user.token }),
        400,
        ErrorCode.TOKEN_INVALID,
      );
    } finally {
      await uncached.close();
    }
  });
});
