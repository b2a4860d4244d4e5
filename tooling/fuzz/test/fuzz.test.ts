// The fuzz suite: bad input for every endpoint of the contract's table (from its schemas), plus the
// routes beside the table, with and without a token, against the real app on in-memory PGlite. It
// fails on any 5xx, and on any change to the money state (wallets, ledger, bets, orders) made by a
// request the app refused. `pnpm test` runs the short catalogue; `pnpm fuzz` (vitest --mode long)
// adds many more random cases per endpoint.
import { type EndpointDef, endpoints, VCODE_PATH } from '@jinli/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_BAD_VALUES, type BadValue, randomBadValue, toText } from '../src/badValues';
import { type FuzzTarget, moneySnapshot, nextAddress, startTarget } from './harness';
import { encodeLoosely, type FuzzInput, requestFor } from '../src/requests';
import { fieldsOf } from '../src/schemaFields';

/** `vitest --mode long` (pnpm fuzz): vitest puts the mode in import.meta.env. */
const LONG = (import.meta as unknown as { env: { MODE?: string } }).env.MODE === 'long';
/** Random cases per endpoint and token state: a few in the short run, many in the long one. */
const RANDOM_RUNS = LONG ? 300 : 4;
/**
 * Share of the catalogue each field gets in the short run: field i takes the values whose index
 * is i modulo this (every value still reaches every endpoint); the long run sends them all.
 */
const CATALOGUE_STRIDE = LONG ? 1 : 3;
/** fast-check's seed: fixed in the short run (the same cases every time), random in the long one. */
const SEED = LONG ? Date.now() : 20_261_125;

let target: FuzzTarget;
const failures: string[] = [];
let sent = 0;
let refused = 0;

beforeAll(async () => {
  target = await startTarget();
});
afterAll(async () => {
  console.log(
    `fuzz: ${sent} requests (${refused} refused), ${failures.length} failures, seed ${SEED}${LONG ? ' (long run)' : ''}`,
  );
  await target?.close();
});

/** Does the endpoint move money or orders (its refusals are checked against a snapshot)? */
function movesMoney(def: EndpointDef): boolean {
  return def.method === 'POST' && def.auth === true;
}

function describeRequest(options: InjectOptions): string {
  const payload = typeof options.payload === 'string' ? options.payload.slice(0, 200) : '';
  return `${options.method} ${String(options.url).slice(0, 200)} ${payload}`;
}

/** Sends one request; records a failure on a 5xx or on a refused request that moved money. */
async function send(options: InjectOptions, checkMoney: boolean): Promise<void> {
  if (sent % 500 === 0) process.stderr.write(`fuzz: ${sent} requests sent\n`);
  const before = checkMoney ? await moneySnapshot(target.database) : '';
  const response = await target.app.inject(options);
  sent++;
  if (response.statusCode >= 500) {
    failures.push(
      `${response.statusCode} ← ${describeRequest(options)} → ${response.body.slice(0, 200)}`,
    );
    return;
  }
  if (response.statusCode >= 400) {
    refused++;
    if (checkMoney) {
      const after = await moneySnapshot(target.database);
      if (after !== before) {
        failures.push(
          `refused (${response.statusCode}) yet changed ${before} → ${after} ← ${describeRequest(options)}`,
        );
      }
    }
  }
}

async function sendInput(def: EndpointDef, input: FuzzInput): Promise<void> {
  await send(requestFor(def, input, nextAddress()), movesMoney(def));
}

const endpointEntries = Object.entries(endpoints) as [string, EndpointDef][];

describe('every endpoint of the contract table', () => {
  it.each(endpointEntries)(
    '%s answers bad input without a 5xx and refusals change nothing',
    async (name, def) => {
      const fields = fieldsOf(def.method === 'GET' ? def.query : def.body);
      const names = Object.keys(fields);
      // A plausible value for every field, so that one bad field is what the endpoint sees.
      const plausible: Record<string, BadValue> = Object.fromEntries(
        names.map((name) => [
          name,
          fields[name] === 'number' ? 1 : fields[name] === 'array' ? [] : 'a',
        ]),
      );
      // Logout would end the player's session for every later case: it is fuzzed without one.
      const tokens = name === 'logout' ? [undefined] : [undefined, target.token];
      for (const token of tokens) {
        // Without a session an auth endpoint refuses before it reads its input: a sample suffices.
        const anonymousAuth = def.auth === true && token === undefined;
        const stride = anonymousAuth ? 7 : CATALOGUE_STRIDE;
        // Catalogue: each bad value in each field; in the path parameters; in Idempotency-Key.
        for (const [index, value] of ALL_BAD_VALUES.entries()) {
          for (const [field, name] of names.entries()) {
            if ((index + field) % stride !== 0) continue;
            await sendInput(def, { fields: { ...plausible, [name]: value }, token });
          }
          if (index % stride !== 0) continue;
          if (names.length === 0) await sendInput(def, { fields: { junk: value }, token });
          if (def.path.includes('/:'))
            await sendInput(def, { fields: plausible, param: value, token });
          if (typeof value === 'string' && def.method === 'POST' && value.length < 1000) {
            await sendInput(def, {
              fields: plausible,
              token,
              headers: { 'idempotency-key': value },
            });
          }
        }
        // Every field bad at once, and random bad values (fast-check).
        await sendInput(def, {
          fields: Object.fromEntries(names.map((n) => [n, 'x\u0000'])),
          token,
        });
        await fc.assert(
          fc.asyncProperty(
            fc.dictionary(fc.constantFrom(...names, 'extra'), randomBadValue, {
              maxKeys: names.length + 1,
            }),
            async (random) => {
              await sendInput(def, { fields: { ...plausible, ...random }, token });
            },
          ),
          { numRuns: anonymousAuth ? 1 : RANDOM_RUNS, seed: SEED },
        );
      }
    },
  );
});

describe('whole-request abuse', () => {
  it('5 MB bodies, broken JSON and odd content types answer 4xx, never 5xx', async () => {
    const big = 'x'.repeat(5 * 1024 * 1024);
    for (const [, def] of endpointEntries.filter(([, d]) => d.method === 'POST')) {
      const url = requestFor(def, { fields: {} }, '').url as string;
      for (const token of [undefined, target.token]) {
        const headers = token ? { authorization: token, token } : {};
        const bodies: [string, string][] = [
          ['application/json', `{"a":"${big}"}`],
          ['application/json', '{"a":'],
          ['application/json', '[1,2,3]'],
          ['application/json', 'null'],
          ['application/x-www-form-urlencoded', `a=${big}`],
          ['text/plain', 'hello'],
          ['multipart/form-data; boundary=x', '--x\r\n'],
        ];
        for (const [type, payload] of bodies) {
          await send(
            {
              method: 'POST',
              url,
              headers: { ...headers, 'content-type': type },
              payload,
              remoteAddress: nextAddress(),
            },
            movesMoney(def),
          );
        }
      }
    }
  });
});

describe('routes beside the table', () => {
  it('answer bad input without a 5xx', async () => {
    for (const value of ALL_BAD_VALUES) {
      const text = encodeLoosely(toText(value));
      const urls = [
        `${VCODE_PATH}?t=${text}&m=${text}`,
        `/sandbox/cashier/${text}`,
        `/sys-upload/data/json/${text}.json`,
        `/app-api/${text}`,
        `/healthz?x=${text}`,
        `/${text}`,
      ];
      for (const url of urls)
        await send({ method: 'GET', url, remoteAddress: nextAddress() }, false);
      for (const url of [
        `/sandbox/cashier/${text}/confirm`,
        `/operator/wallet/withdraw`,
        `/operator/lottery/draw`,
      ]) {
        await send(
          {
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json', 'x-operator-token': 'wrong' },
            payload: JSON.stringify({
              orderNo: toText(value),
              amount: value instanceof Object ? 1 : value,
            }),
            remoteAddress: nextAddress(),
          },
          true,
        );
      }
    }
  });
});

describe('the result', () => {
  it('has no 5xx and no refused request that moved money', async () => {
    expect(sent).toBeGreaterThan(0);
    // The player's session lasted the whole run: the cases with a token reached the handlers.
    const info = await target.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { authorization: target.token, token: target.token },
      remoteAddress: nextAddress(),
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(failures.slice(0, 30), `${failures.length} failures of ${sent} requests`).toEqual([]);
  });
});
