// Players for the write-path benches, made as a player makes them: registered through the public
// API and given money through the sandbox cashier (the server runs with --sandbox-payments, as
// `npm run cluster` does), so every yuan they bet is a paid recharge in the ledger.

import { jsonBody } from './answers.mjs';

export const COMPANY = 'jinli';
export const PASSWORD = 'Bench2026ok';

/**
 * Each request from its own address: the instances trust the proxy's X-Forwarded-For (the cluster
 * sets JINLI_TRUST_PROXY), and the per-address limits of registration count players, not the bench.
 */
let address = 0;
export function fromNewAddress() {
  address++;
  return {
    'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  };
}

/** The envelope's data; throws with the status and the start of the answer on a refusal. */
export async function dataOf(response, what) {
  const { body, text } = await jsonBody(response, what);
  if (!response.ok || body.code !== 0)
    throw new Error(`${what}: ${response.status} ${text.slice(0, 200)}`);
  return body.data;
}

/** Headers of a signed-in player's request. */
export function playerHeaders(token) {
  return { authorization: token, token, companycode: COMPANY };
}

/** Registers one player; resolves with the token. */
async function register(origin, account) {
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    companycode: COMPANY,
    ...fromNewAddress(),
  };
  const body = new URLSearchParams({
    account,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    version: '5.0.8',
  });
  const data = await dataOf(
    await fetch(`${origin}/v/user/reg`, { method: 'POST', headers, body }),
    `register ${account}`,
  );
  return data.token;
}

/** Recharges `yuan` on the online channel and pays it at the sandbox cashier. */
async function recharge(origin, token, yuan) {
  const headers = { ...playerHeaders(token), 'content-type': 'application/json' };
  const channels = await dataOf(
    await fetch(`${origin}/api/v2/payment/channels`, { headers }),
    'payment channels',
  );
  const channel = channels.eWallet.find((c) => c.route === 'online');
  if (!channel) throw new Error('no online payment channel: is --sandbox-payments on?');
  const order = await dataOf(
    await fetch(`${origin}/api/v2/recharge/create`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ channelId: channel.id, amount: String(yuan) }),
    }),
    'recharge',
  );
  const cashier = new URL(order.cashierUrl, `${origin}/`);
  const paid = await fetch(`${origin}${cashier.pathname}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sig: cashier.searchParams.get('sig') ?? '' }),
  });
  if (!paid.ok) throw new Error(`sandbox cashier: ${paid.status}`);
}

/**
 * `count` new players with `yuan` each, a few at a time; resolves with their tokens once every
 * recharge is credited.
 */
export async function fundedPlayers(origin, count, yuan, prefix = 'b') {
  const stamp = Date.now().toString(36).slice(-5);
  const tokens = [];
  const one = async (index) => {
    const token = await register(origin, `${prefix}${stamp}${index.toString(36)}`.slice(0, 15));
    await recharge(origin, token, yuan);
    tokens.push(token);
  };
  for (let i = 0; i < count; i += 10)
    await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, j) => one(i + j)));
  const expected = yuan * 1000;
  for (const token of tokens) {
    for (let attempt = 0; ; attempt++) {
      const money = await dataOf(
        await fetch(`${origin}/api/user/money/check`, { headers: playerHeaders(token) }),
        'balance',
      );
      if (money.money >= expected) break;
      if (attempt > 50) throw new Error(`a recharge was not credited (${money.money})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return tokens;
}

/** The credit-model 特码 play of each of `games`. */
export async function temaPlays(origin, token, games) {
  const plays = new Map();
  for (const gameId of games) {
    const categories = await dataOf(
      await fetch(`${origin}/app-api/game/play-cate?gameId=${gameId}`, {
        headers: playerHeaders(token),
      }),
      'play-cate',
    );
    const play = categories.flatMap((c) => c.plays).find((p) => p.code === 'tema' && p.model === 1);
    if (!play) throw new Error(`game ${gameId} offers no 特码`);
    plays.set(gameId, play.playId);
  }
  return plays;
}
