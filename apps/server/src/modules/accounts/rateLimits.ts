// Limits on password checks, registrations and trial accounts (DESIGN.md §5). An attempt is
// counted BEFORE the password is checked, in one atomic step that also answers the count: parallel
// requests each get a different count, so no more than a limit's number of them can pass (counting
// and checking in separate queries let 171 of 200 parallel logins through). Counters live in the
// database (every instance sees them) or, with REDIS_URL, in Redis (redisRateLimiter.ts).
//
// Windows are sliding, estimated from two fixed windows (the current and the previous one, weighted
// by how much of it still overlaps the sliding window), so a burst across a window boundary gets no
// second allowance.
import { ErrorCode } from '@jinli/contract';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authCounter } from '../../db/schema';
import { AppError } from '../../http/AppError';

/** At most `max` attempts of a kind within a sliding window of `windowMs` milliseconds. */
export interface LimitRule {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every limit; each list holds rules that all apply. "Hard" limits refuse (429); the per-account
 * login limits only slow an account down, so that nobody can lock its owner out (see login in
 * service.ts and README "Design notes").
 */
export interface AuthLimits {
  /**
   * Hard: failed logins (and password checks of updatePasswordByAccount) of one account from one
   * address. Default 5 a minute, 30 an hour.
   */
  loginFailPerAccountAddress: LimitRule[];
  /** Hard: failed logins from one address, any account. Default 30 a minute, 500 an hour. */
  loginFailPerAddress: LimitRule[];
  /**
   * Soft: failed logins of one account from every address. Beyond any rule a login of that account
   * needs the image captcha, whatever userLoginLimit.vCode says. Default 5 a minute, 30 an hour.
   */
  loginFailPerAccount: LimitRule[];
  /**
   * Soft: beyond any of these an account's login also waits `loginDelayMs` before its password is
   * checked. Default 100 an hour (DESIGN.md §5's "at most 100 an hour per account", made a slow-down
   * rather than a refusal: a refusal would let anyone lock the owner out).
   */
  loginSlowPerAccount: LimitRule[];
  /** Wait of a slowed-down login, ms. Default 2000. */
  loginDelayMs: number;
  /**
   * Hard: login-password checks of a signed-in user (updatePassword, the first updateFundPwd).
   * Default 5 a minute, 30 an hour.
   */
  passwordCheckPerUser: LimitRule[];
  /** Hard: fund-password checks of one user (4 digits: keep it low). Default 5 a minute, 30 an hour. */
  fundPasswordFailPerAccount: LimitRule[];
  /** Hard: successful registrations from one address. Default 20 an hour. */
  registerPerAddress: LimitRule[];
  /** Hard: refused registrations from one address. Default 60 in 10 minutes. */
  registerFailPerAddress: LimitRule[];
  /** Hard: trial accounts created from one address. Default 20 an hour. */
  trialPerAddress: LimitRule[];
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginFailPerAccountAddress: [
    { max: 5, windowMs: MINUTE },
    { max: 30, windowMs: HOUR },
  ],
  loginFailPerAddress: [
    { max: 30, windowMs: MINUTE },
    { max: 500, windowMs: HOUR },
  ],
  loginFailPerAccount: [
    { max: 5, windowMs: MINUTE },
    { max: 30, windowMs: HOUR },
  ],
  loginSlowPerAccount: [{ max: 100, windowMs: HOUR }],
  loginDelayMs: 2000,
  passwordCheckPerUser: [
    { max: 5, windowMs: MINUTE },
    { max: 30, windowMs: HOUR },
  ],
  fundPasswordFailPerAccount: [
    { max: 5, windowMs: MINUTE },
    { max: 30, windowMs: HOUR },
  ],
  registerPerAddress: [{ max: 20, windowMs: HOUR }],
  registerFailPerAddress: [{ max: 60, windowMs: 10 * MINUTE }],
  trialPerAddress: [{ max: 20, windowMs: HOUR }],
};

export type AttemptKind =
  | 'login_fail'
  | 'login_captcha'
  | 'password_fail'
  | 'register'
  | 'register_fail'
  | 'trial'
  | 'fund_password_fail'
  /** Launches of third-party games (modules/games). */
  | 'game_launch'
  /** Chat messages and uploads of one sender across rooms (modules/chat). */
  | 'chat_flood'
  /** Guest identities made from one address (modules/chat). */
  | 'chat_guest'
  /** Slider tickets handed out because the puzzle would not load (sliderCaptcha.ts). */
  | 'slider_fallback'
  /** Failed console logins of operators (modules/console), per name and per address. */
  | 'operator_login_fail'
  /** Old-password checks of a signed-in operator (modules/console). */
  | 'operator_password_fail';

/** Refusal messages. */
export const RATE_LIMIT_TEXT = {
  login: '登录失败次数过多，请稍后再试',
  register: '注册过于频繁，请稍后再试',
  password: '密码错误次数过多，请稍后再试',
  fundPassword: '交易密码错误次数过多，请稍后再试',
} as const;

export const accountSubject = (account: string) => `account:${account.toLowerCase()}`;
export const addressSubject = (address: string) => `ip:${address}`;
export const accountAddressSubject = (account: string, address: string) =>
  `account:${account.toLowerCase()}|ip:${address}`;
export const userSubject = (userId: number) => `user:${userId}`;

/** Sliding-window count per window length (ms). */
export type WindowCounts = ReadonlyMap<number, number>;

/** An attempt under way: counted as pending until it ends. */
export interface PendingAttempt {
  /** Failures in each window plus the attempts under way, this one included. */
  readonly total: WindowCounts;
  /** Failures in each window, without the attempts under way. */
  readonly failures: WindowCounts;
  /** Ends the attempt: a failure is counted, a pass or a cancelled attempt is not. */
  end(outcome: 'failed' | 'passed' | 'cancelled'): Promise<void>;
}

export interface RateLimiter {
  /** Which store, for logs. */
  readonly kind: 'database' | 'redis';
  /**
   * Starts an attempt: atomically per window adds it to the attempts under way and answers the
   * failures and those, so that parallel attempts each see the ones begun before them.
   */
  begin(kind: AttemptKind, subject: string, windowsMs: readonly number[]): Promise<PendingAttempt>;
  /** Counts one attempt outright (registrations, trial accounts) and answers the failures. */
  hit(kind: AttemptKind, subject: string, windowsMs: readonly number[]): Promise<WindowCounts>;
  /** Failures per window, counting nothing. */
  peek(kind: AttemptKind, subject: string, windowsMs: readonly number[]): Promise<WindowCounts>;
  /**
   * Forgets the failures of `subject` and of every subject made from it and an address
   * (`subject|ip:…`), in every window; attempts under way stay counted. An operator's unlock.
   */
  forgive(kind: AttemptKind, subject: string): Promise<void>;
  /** Closes connections (Redis). */
  close(): Promise<void>;
}

/** Number of the fixed window of `windowMs` holding `at` (epoch ms). */
export const bucketOf = (at: number, windowMs: number) => Math.floor(at / windowMs);

/**
 * Sliding-window estimate: the attempts of the current fixed window plus the previous window's,
 * weighted by the share of it the sliding window still covers.
 */
export function slidingCount(current: number, previous: number, at: number, windowMs: number) {
  const elapsed = (at % windowMs) / windowMs;
  return current + previous * (1 - elapsed);
}

/** The distinct window lengths of `rules`. */
export const windowsOf = (...lists: (readonly LimitRule[])[]): number[] =>
  // Ascending: stores take the windows' rows in this order, the same for every attempt.
  [...new Set(lists.flat().map((rule) => rule.windowMs))].sort((a, b) => a - b);

/** Whether `counts` (this attempt included) go beyond any rule. */
export const exceeds = (rules: readonly LimitRule[], counts: ReadonlyMap<number, number>) =>
  rules.some((rule) => (counts.get(rule.windowMs) ?? 0) > rule.max);

/**
 * How long an attempt waits for the attempts under way before it is refused, ms. Long: only the
 * requester's own burst makes it wait (the subjects are its address, its account from its address,
 * its own user), each check ends within an argon2 verify, and a failure refuses the waiters at once.
 */
const RESERVE_PATIENCE_MS = 60_000;
/** How often the first waiter of a key asks the store again (the ends on other instances), ms. */
const POLL_MS = 500;

/**
 * How long a store's answer that a key is full refuses this process's attempts of that key without
 * asking the store again, ms. Short: the sliding window lets a failure of a minute ago count a
 * little less every moment, so a remembered "full" may refuse for at most this long an attempt the
 * store would have let through by then (stricter, never looser: a pass is always the store's).
 */
export const FULL_MEMO_MS = 1_000;

/**
 * What this process knows of one kind and subject without asking the store (the front check): the
 * attempts it has under way, the failures the store answered last and when, and the one probe of
 * the store it has running. Without it every waiter of a burst asked the store at every ending and
 * polled it twice a second: on PGlite's single connection those queries queued ahead of the
 * attempts under way, whose endings then came late, and a 200-login burst waited the whole
 * patience (60 s) for its 429s.
 */
interface LocalKey {
  pending: number;
  failures: WindowCounts | undefined;
  seenAt: number;
  probe: Promise<unknown> | undefined;
  /**
   * The store's last answer found no place (the attempts under way fill it), with the count of
   * endings here then: until one ends (or a poll's time passes: other instances), asking again
   * would only find the same.
   */
  noRoom: { endings: number; at: number } | undefined;
}

const locals = new Map<string, LocalKey>();
let localUses = 0;

function localOf(key: string, now: number): LocalKey {
  // Now and then, forget the keys nobody uses any more.
  if (++localUses % 1_000 === 0) {
    for (const [other, state] of locals) releaseLocal(other, state, now);
  }
  let local = locals.get(key);
  if (!local) {
    local = { pending: 0, failures: undefined, seenAt: 0, probe: undefined, noRoom: undefined };
    locals.set(key, local);
  }
  return local;
}

/** Drops a key nobody here is using any more (its remembered failures only refuse for a moment). */
function releaseLocal(key: string, local: LocalKey, now: number): void {
  if (
    local.pending === 0 &&
    !local.probe &&
    !queues.get(key)?.length &&
    now - local.seenAt >= FULL_MEMO_MS
  ) {
    locals.delete(key);
  }
}

/** `counts` with `extra` added to every window of `rules`. */
const plus = (rules: readonly LimitRule[], counts: WindowCounts | undefined, extra: number) =>
  new Map(rules.map((rule) => [rule.windowMs, (counts?.get(rule.windowMs) ?? 0) + extra]));

/**
 * Full: this attempt alone, with none under way, would go beyond a rule. The same test as
 * `exceeds`, so that an attempt is always either let through or refused: failures of the window
 * before count on a sliding scale (4.99 just after a boundary), and "failures ≥ max" kept such an
 * attempt waiting for a place that never came.
 */
const isFull = (rules: readonly LimitRule[], failures: WindowCounts) =>
  rules.some((rule) => (failures.get(rule.windowMs) ?? 0) + 1 > rule.max);

/**
 * The attempts of this process waiting for a place, by kind and subject, first come first: when an
 * attempt passes, the first waiter tries again (not all of them, which would only load the store);
 * when one fails, all do, since a failure may have closed the limit for every one of them.
 */
const queues = new Map<string, (() => void)[]>();
/** How many attempts of each key ended in this process (a waiter that missed a wake-up sees it). */
const endings = new Map<string, number>();

/** Wakes the first waiter of `key` (a place came free), or every waiter (a failure: all find out). */
function wake(key: string, everyone: boolean): void {
  endings.set(key, (endings.get(key) ?? 0) + 1);
  const queue = queues.get(key);
  if (!queue) return;
  for (const next of everyone ? [...queue] : queue.slice(0, 1)) next();
}

/**
 * Resolves when this waiter's turn comes (an attempt of `key` in this process ended) or after `ms`
 * (attempts of other instances end unseen). `first` puts it back at the head of the queue.
 */
function waitTurn(key: string, ms: number, first: boolean): Promise<void> {
  return new Promise((resolve) => {
    const queue = queues.get(key) ?? [];
    queues.set(key, queue);
    const resume = () => {
      clearTimeout(timer);
      const at = queue.indexOf(resume);
      if (at >= 0) queue.splice(at, 1);
      if (queue.length === 0 && queues.get(key) === queue) queues.delete(key);
      resolve();
    };
    const timer = setTimeout(resume, ms);
    if (first) queue.unshift(resume);
    else queue.push(resume);
  });
}

/**
 * Reserves a place for one attempt within `rules` before it is made (a password check), and
 * answers it; end it with its outcome. Throws 429 `message` when the failures alone already reach a
 * rule. When the failures leave room but the attempts under way fill it (a burst), waits for them
 * to end: their failures then refuse this one, their passes make room (so a user's parallel
 * requests with the right password all pass, one limit's worth at a time).
 *
 * The store is asked only when this process cannot answer by itself (the front check, LocalKey):
 * an attempt the store called full a moment ago is refused at once; one whose place the attempts
 * under way here already fill waits for one of them to end without a query; and of a key's
 * attempts here, one asks the store at a time. So a burst costs the store a query or two per
 * attempt that ends, not per attempt that waits, and its refusals come as soon as the attempts
 * under way have failed. A place is only ever given by the store's atomic count: the limits hold
 * across instances exactly as before.
 */
export async function reserveAttempt(
  limiter: RateLimiter,
  kind: AttemptKind,
  subject: string,
  rules: readonly LimitRule[],
  message: string,
  now: () => number = Date.now,
): Promise<PendingAttempt> {
  const windows = windowsOf(rules);
  const key = `${kind}|${subject}`;
  const deadline = now() + RESERVE_PATIENCE_MS;
  const local = localOf(key, now());
  const refuse = () => {
    wake(key, true); // the waiters find out too
    releaseLocal(key, local, now());
    return new AppError(ErrorCode.TOO_MANY_REQUESTS, message);
  };
  for (let round = 0; ; round++) {
    const endedBefore = endings.get(key) ?? 0;
    const fresh = local.failures !== undefined && now() - local.seenAt < FULL_MEMO_MS;
    if (fresh && isFull(rules, local.failures!)) throw refuse();
    // The attempts under way here (and the failures the store told of a moment ago) leave no room:
    // the store would say so too. Wait for one of them to end instead of asking it.
    const noRoom =
      local.noRoom !== undefined &&
      local.noRoom.endings === endedBefore &&
      now() - local.noRoom.at < POLL_MS;
    const busy =
      noRoom ||
      local.probe !== undefined ||
      exceeds(rules, plus(rules, fresh ? local.failures : undefined, local.pending + 1));
    if (!busy) {
      local.pending += 1; // counted before the query, so this process's next attempt sees it
      const probe = limiter.begin(kind, subject, windows);
      local.probe = probe;
      let attempt: PendingAttempt;
      try {
        attempt = await probe;
      } catch (error) {
        local.pending -= 1;
        throw error;
      } finally {
        local.probe = undefined;
      }
      local.failures = attempt.failures;
      local.seenAt = now();
      if (!exceeds(rules, attempt.total)) {
        let ended = false;
        return {
          ...attempt,
          async end(outcome) {
            if (ended) return;
            ended = true;
            try {
              await attempt.end(outcome);
            } finally {
              local.pending -= 1;
              wake(key, outcome === 'failed');
              releaseLocal(key, local, now());
            }
          },
        };
      }
      local.pending -= 1;
      local.noRoom = { endings: endedBefore, at: now() };
      await attempt.end('cancelled');
      if (isFull(rules, attempt.failures)) throw refuse();
    }
    if (now() >= deadline) throw refuse();
    // Waiters of this process are woken when an attempt ends here; polls only find the ends on
    // other instances. Only the first waiter polls often: polls of many waiters would crowd the store.
    if ((endings.get(key) ?? 0) !== endedBefore) continue; // one ended meanwhile: try again now
    if (busy && local.probe) {
      // Another attempt of this key is asking the store: its answer serves this one too.
      await local.probe.catch(() => undefined);
      continue;
    }
    const head = round > 0 || !queues.get(key)?.length;
    await waitTurn(key, (head ? POLL_MS : 20 * POLL_MS) * (1 + Math.random()), round > 0);
  }
}

/**
 * Ends every attempt of `attempts` with the outcome of `run`: 'passed' when it resolves, 'failed'
 * when it throws an AppError (a refusal: wrong password or captcha), 'cancelled' on anything else.
 */
export async function endingAttempts<T>(
  attempts: readonly PendingAttempt[],
  run: () => Promise<T>,
): Promise<T> {
  const endAll = (outcome: 'failed' | 'passed' | 'cancelled') =>
    Promise.all(attempts.map((attempt) => attempt.end(outcome)));
  let result: T;
  try {
    result = await run();
  } catch (error) {
    await endAll(error instanceof AppError ? 'failed' : 'cancelled');
    throw error;
  }
  await endAll('passed');
  return result;
}

/** Throws 429 `message` when one more attempt would go beyond a rule (counts nothing). */
export async function checkLimit(
  limiter: RateLimiter,
  kind: AttemptKind,
  subject: string,
  rules: readonly LimitRule[],
  message: string,
): Promise<void> {
  const counts = await limiter.peek(kind, subject, windowsOf(rules));
  if (rules.some((rule) => (counts.get(rule.windowMs) ?? 0) >= rule.max)) {
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS, message);
  }
}

/** Counts one attempt that has happened (registrations: limited by checkLimit beforehand). */
export async function recordAttempt(
  limiter: RateLimiter,
  kind: AttemptKind,
  subject: string,
  rules: readonly LimitRule[],
): Promise<void> {
  await limiter.hit(kind, subject, windowsOf(rules));
}

/** One window's row of a counter: its width and which of its windows. */
type CounterRow = { windowMs: number; bucket: number };

/** The counter rows `rows` of `kind` and `subject`. */
function counterRowsOf(kind: string, subject: string, rows: readonly CounterRow[]) {
  return and(
    eq(authCounter.kind, kind),
    eq(authCounter.subject, subject),
    or(
      ...rows.map((row) =>
        and(eq(authCounter.windowMs, row.windowMs), eq(authCounter.bucket, row.bucket)),
      ),
    ),
  );
}

/** Failures and attempts under way of each of `rows`' windows, 0 where it has no row. */
async function countsOf(db: Db, kind: string, subject: string, rows: readonly CounterRow[]) {
  const found = await db
    .select({
      windowMs: authCounter.windowMs,
      bucket: authCounter.bucket,
      hits: authCounter.hits,
      pending: authCounter.pending,
    })
    .from(authCounter)
    .where(counterRowsOf(kind, subject, rows));
  return rows.map(
    (row) =>
      found.find((f) => f.windowMs === row.windowMs && f.bucket === row.bucket) ?? {
        hits: 0,
        pending: 0,
      },
  );
}

/**
 * Counters as rows of auth_counter, one per (kind, subject, window length, window number).
 *
 * Atomic on PostgreSQL and PGlite alike: `INSERT … ON CONFLICT DO UPDATE SET pending = pending + 1
 * RETURNING hits, pending` is one statement that either inserts the row or updates it under its
 * row lock; a concurrent upsert of the same row waits for that lock and then updates the committed
 * version (PostgreSQL guarantees an atomic insert-or-update outcome under READ COMMITTED), so each
 * caller sees every attempt begun before it and none is lost. PGlite runs one statement at a time
 * on its single connection, which is atomic trivially. (INSERT a row and then COUNT would not be:
 * two statements, or a CTE, read a snapshot that misses a concurrent insert.) The previous window's
 * failures are read in a second query; nothing is counted into that window any more but the end of
 * attempts begun in it, so that read need not be atomic with the upsert. The windows of one attempt are rows of one multi-row upsert (always in
 * ascending window order, so two upserts cannot deadlock), two queries to begin an attempt whatever
 * the number of rules.
 */
export function createDbRateLimiter(db: Db, now: () => number = Date.now): RateLimiter {
  let writes = 0;
  /**
   * Upserts the current window's row of every window in one statement, adding `add`, and answers
   * the sliding counts (the previous windows' failures read in a second query).
   */
  const bump = async (
    kind: AttemptKind,
    subject: string,
    windowsMs: readonly number[],
    add: { hits: number; pending: number },
  ) => {
    const at = now();
    const current = windowsMs.map((windowMs) => ({ windowMs, bucket: bucketOf(at, windowMs) }));
    const counted = await db
      .insert(authCounter)
      .values(
        current.map(({ windowMs, bucket }) => ({
          kind,
          subject,
          windowMs,
          bucket,
          ...add,
          expiresAt: new Date((bucket + 2) * windowMs),
        })),
      )
      .onConflictDoUpdate({
        target: [authCounter.kind, authCounter.subject, authCounter.windowMs, authCounter.bucket],
        set: {
          hits: sql`${authCounter.hits} + excluded.hits`,
          pending: sql`${authCounter.pending} + excluded.pending`,
        },
      })
      .returning({
        windowMs: authCounter.windowMs,
        hits: authCounter.hits,
        pending: authCounter.pending,
      });
    const previous = await countsOf(
      db,
      kind,
      subject,
      current.map((row) => ({ ...row, bucket: row.bucket - 1 })),
    );
    // Now and then, drop the rows no window looks at any more.
    if (++writes % 200 === 0) {
      await db.delete(authCounter).where(lt(authCounter.expiresAt, new Date(now())));
    }
    return current.map((row, i) => {
      const mine = counted.find((c) => c.windowMs === row.windowMs);
      return {
        ...row,
        failures: slidingCount(mine?.hits ?? add.hits, previous[i]?.hits ?? 0, at, row.windowMs),
        // Attempts begun in the previous window and still under way count in full.
        pending: (mine?.pending ?? add.pending) + (previous[i]?.pending ?? 0),
      };
    });
  };

  return {
    kind: 'database',
    async begin(kind, subject, windowsMs) {
      const rows = await bump(kind, subject, windowsMs, { hits: 0, pending: 1 });
      let ended = false;
      return {
        total: new Map(rows.map((r) => [r.windowMs, r.failures + r.pending])),
        failures: new Map(rows.map((r) => [r.windowMs, r.failures])),
        async end(outcome) {
          if (ended || rows.length === 0) return;
          ended = true;
          // One row per statement: a statement holding one row's lock while waiting for another's
          // could deadlock with an upsert taking them in the other order.
          for (const row of rows) {
            await db
              .update(authCounter)
              .set({
                pending: sql`greatest(${authCounter.pending} - 1, 0)`,
                hits: sql`${authCounter.hits} + ${outcome === 'failed' ? 1 : 0}`,
              })
              .where(counterRowsOf(kind, subject, [row]));
          }
        },
      };
    },
    async hit(kind, subject, windowsMs) {
      const rows = await bump(kind, subject, windowsMs, { hits: 1, pending: 0 });
      return new Map(rows.map((r) => [r.windowMs, r.failures]));
    },
    async peek(kind, subject, windowsMs) {
      const at = now();
      const rows = windowsMs.flatMap((windowMs) => {
        const bucket = bucketOf(at, windowMs);
        return [
          { windowMs, bucket },
          { windowMs, bucket: bucket - 1 },
        ];
      });
      const found = await countsOf(db, kind, subject, rows);
      return new Map(
        windowsMs.map((windowMs, i) => [
          windowMs,
          slidingCount(found[2 * i]?.hits ?? 0, found[2 * i + 1]?.hits ?? 0, at, windowMs),
        ]),
      );
    },
    async forgive(kind, subject) {
      // Hits only: `pending` belongs to attempts under way, which still end (and decrement) it.
      await db
        .update(authCounter)
        .set({ hits: 0 })
        .where(
          and(
            eq(authCounter.kind, kind),
            or(
              eq(authCounter.subject, subject),
              sql`left(${authCounter.subject}, ${subject.length + 1}) = ${`${subject}|`}`,
            ),
          ),
        );
    },
    async close() {},
  };
}
