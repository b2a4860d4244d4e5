// @ts-check
// The cluster's shared services: one PostgreSQL and one Redis every instance uses. Asked before
// anything starts, so that a cluster refuses with one clear line instead of N instances failing.
import { connect } from 'node:net';
import postgres from 'postgres';

/** The local services `npm run cluster` uses when DATABASE_URL / REDIS_URL are not set. */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/jinli';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** A URL without its password, for messages. @param {string} url */
export function maskUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/**
 * `url` with another database name.
 * @param {string} url
 * @param {string} name
 */
export function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** @param {string} url */
function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/**
 * Checks that PostgreSQL answers at `url`; creates its database when the server answers but the
 * database does not exist yet (a first run). Throws an Error with a readable message otherwise.
 * @param {string} url
 * @returns {Promise<{ created: boolean }>}
 */
export async function checkPostgres(url) {
  const tryQuery = async (/** @type {string} */ target) => {
    const sql = postgres(target, { max: 1, connect_timeout: 10, onnotice: () => {} });
    try {
      await sql`select 1`;
    } finally {
      await sql.end({ timeout: 1 });
    }
  };
  try {
    await tryQuery(url);
    return { created: false };
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code;
    if (code !== '3D000')
      throw new Error(
        `PostgreSQL does not answer at ${maskUrl(url)} (${/** @type {Error} */ (error).message}). Start it, or set DATABASE_URL to one that answers.`,
      );
  }
  // The server answers; the database is missing: create it from the maintenance database.
  const name = databaseName(url);
  const admin = postgres(withDatabase(url, 'postgres'), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${maskUrl(url)} answers but has no database "${name}", and creating it failed (${/** @type {Error} */ (error).message}).`,
    );
  } finally {
    await admin.end({ timeout: 1 });
  }
  return { created: true };
}

/**
 * Checks that Redis answers PING at `url` (AUTH first when the URL has a password). A TLS URL
 * (rediss://) is not checked here: the instances report it.
 * @param {string} url
 * @returns {Promise<void>}
 */
export function checkRedis(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.reject(new Error(`REDIS_URL is not a URL: ${url}`));
  }
  if (parsed.protocol === 'rediss:') return Promise.resolve();
  const host = parsed.hostname || '127.0.0.1';
  const port = Number(parsed.port || 6379);
  const refuse = (/** @type {string} */ why) =>
    new Error(
      `Redis does not answer at ${maskUrl(url)} (${why}). Start it, or set REDIS_URL to one that answers.`,
    );
  const command = (/** @type {string[]} */ words) =>
    `*${words.length}\r\n${words.map((word) => `$${Buffer.byteLength(word)}\r\n${word}\r\n`).join('')}`;
  return new Promise((resolve, reject) => {
    const socket = connect({ host: host.replace(/^\[|\]$/g, ''), port });
    let answer = '';
    const auth = parsed.password
      ? [
          parsed.username
            ? ['AUTH', decodeURIComponent(parsed.username), decodeURIComponent(parsed.password)]
            : ['AUTH', decodeURIComponent(parsed.password)],
        ]
      : [];
    const expected = auth.length + 1;
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('connect', () => socket.write([...auth, ['PING']].map(command).join('')));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      const replies = answer.split('\r\n').filter(Boolean);
      if (replies.length < expected) return;
      socket.end();
      const failed = replies.find((reply) => reply.startsWith('-'));
      if (failed) reject(refuse(failed.slice(1)));
      else if (replies[expected - 1] === '+PONG') resolve();
      else reject(refuse(`unexpected answer ${JSON.stringify(replies[expected - 1])}`));
    });
    socket.on('error', (error) => reject(refuse(error.message)));
  });
}

/**
 * Creates the database `name` on the PostgreSQL server of `adminUrl` (a test's or a journey's
 * own); resolves to its URL.
 * @param {string} adminUrl
 * @param {string} name
 */
export async function createDatabase(adminUrl, name) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  return withDatabase(adminUrl, name);
}

/**
 * Drops the database `name` (its connections too) on the server of `adminUrl`.
 * @param {string} adminUrl
 * @param {string} name
 */
export async function dropDatabase(adminUrl, name) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}
