// The players' traffic of bench:soak, through the load balancer, written as the app behaves: bets
// on the fast games and red-packet sends and grabs, each with an Idempotency-Key that a retry
// repeats (a request whose answer went missing, a 502 of an instance that died under it, is sent
// again with the same key until the server answers), and chat lines from customer service's
// socket, which comes back after a close as the app's does. Every acknowledgement is kept, for the
// books to be checked against afterwards.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { jsonBody } from './answers.mjs';
import { dataOf, PASSWORD, playerHeaders, temaPlays } from './players.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.timeOrigin + performance.now();

/** How long one request is retried with its key before it counts as "in doubt". */
const RETRY_FOR_MS = 60_000;
const RETRY_DELAY_MS = 500;
export const FUND_PASSWORD = '2468';

/**
 * POSTs `body` with `key` until the server answers with an envelope (any code); resolves with it,
 * or `{ inDoubt }` when it never did within RETRY_FOR_MS. A 502/503/504 is the balancer's: the
 * instance never answered, so the same key goes again.
 */
async function postOnce(origin, path, token, body, key, counts) {
  const deadline = Date.now() + RETRY_FOR_MS;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) counts.retries++;
    try {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: {
          ...playerHeaders(token),
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
      if (response.status >= 502 && response.status <= 504) {
        await response.body?.cancel();
        counts.gatewayErrors++;
      } else {
        const { body: answer } = await jsonBody(response, path);
        if (response.status >= 500) counts.serverErrors++;
        return answer;
      }
    } catch {
      counts.networkErrors++;
    }
    if (Date.now() > deadline) return { inDoubt: true };
    await sleep(RETRY_DELAY_MS);
  }
}

/** Sets `token`'s fund password (red packets ask for it). */
export async function setFundPassword(origin, token) {
  await dataOf(
    await fetch(`${origin}/api/user/updateFundPwd`, {
      method: 'POST',
      headers: { ...playerHeaders(token), 'content-type': 'application/json' },
      body: JSON.stringify({
        password: PASSWORD,
        fundPwd: FUND_PASSWORD,
        confirmFundPwd: FUND_PASSWORD,
      }),
    }),
    'fund password',
  );
}

function newCounts() {
  return { retries: 0, gatewayErrors: 0, networkErrors: 0, serverErrors: 0 };
}

function countRefusal(refusals, msg) {
  refusals[msg] = (refusals[msg] ?? 0) + 1;
}

/**
 * Players betting ¥`stake` on 特码 of `games` in turn, each a bet every `everyMs`, until stop().
 * @returns {{ stop(): Promise<void>, result(): object }}
 */
export async function startBettors(origin, tokens, games, { everyMs = 1_000, stake = 2_000 } = {}) {
  const plays = await temaPlays(origin, tokens[0], games);
  const acknowledged = []; // { token, orderNos }
  const refusals = {};
  const counts = newCounts();
  let inDoubt = 0;
  let running = true;
  let sequence = 0;
  const loop = async (token, index) => {
    await sleep((index * everyMs) / tokens.length);
    while (running) {
      const gameId = games[sequence++ % games.length];
      const info = await fetch(`${origin}/v/lottery/openInfo?gameId=${gameId}`)
        .then((response) => dataOf(response, 'openInfo'))
        .catch(() => undefined);
      if (info?.cur?.turnNum) {
        const body = {
          gameId,
          turnNum: info.cur.turnNum,
          model: 1,
          bets: [
            {
              playId: plays.get(gameId),
              selection: [String((sequence % 49) + 1).padStart(2, '0')],
              unitMoney: stake,
            },
          ],
        };
        const answer = await postOnce(origin, '/api/bet/save', token, body, randomUUID(), counts);
        if (answer.inDoubt) inDoubt++;
        else if (answer.code === 0) acknowledged.push({ token, orderNos: answer.data.orderNos });
        else countRefusal(refusals, answer.msg);
      }
      await sleep(everyMs);
    }
  };
  const loops = tokens.map(loop);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
    result: () => ({ acknowledged, refusals, inDoubt, ...counts }),
  };
}

/**
 * One player sends a lucky packet of ¥`yuan` in `shares` to `roomId` every `everyMs`; `grabbers`
 * grab each at once. Until stop().
 */
export function startRedPackets(origin, sender, grabbers, roomId, options = {}) {
  const { everyMs = 15_000, yuan = 10, shares = 5 } = options;
  const sent = []; // packet ids acknowledged
  const grabs = []; // { token, packetId, outcome, amount }
  const refusals = {};
  const counts = newCounts();
  let inDoubt = 0;
  let running = true;
  const grab = async (token, packetId) => {
    const answer = await postOnce(
      origin,
      '/api/hongbao/grab',
      token,
      { id: packetId },
      randomUUID(),
      counts,
    );
    if (answer.inDoubt) inDoubt++;
    else if (answer.code === 0)
      grabs.push({ token, packetId, outcome: answer.data.outcome, amount: answer.data.amount });
    else countRefusal(refusals, answer.msg);
  };
  const loop = (async () => {
    let number = 0;
    while (running) {
      const answer = await postOnce(
        origin,
        '/api/hongbao/send',
        sender,
        {
          room_id: roomId,
          kind: 'lucky',
          amount: String(yuan),
          count: shares,
          greeting: `压力测试 ${++number}`,
          fundPwd: FUND_PASSWORD,
        },
        randomUUID(),
        counts,
      );
      if (answer.inDoubt) inDoubt++;
      else if (answer.code === 0) {
        sent.push(answer.data.id);
        await Promise.all(grabbers.map((token) => grab(token, answer.data.id)));
      } else countRefusal(refusals, answer.msg);
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
    },
    result: () => ({ sent, grabs, refusals, inDoubt, ...counts }),
  };
}

/**
 * Customer service writes `perSecond` lines a second to `roomId` on one socket (a line is written
 * only while the socket is open, as the composer is enabled only then); a line is acknowledged by
 * its own copy coming back. The socket comes back after a close as the app's does (4010 at once,
 * else 3 s).
 */
export function startChatLines(wsUrl, roomId, { perSecond = 2 } = {}) {
  const acknowledged = []; // { seq, sentAt }
  const sentAt = new Map();
  let refused = 0;
  let skipped = 0;
  let running = true;
  let ws;
  const connect = () => {
    ws = new WebSocket(wsUrl, { perMessageDeflate: false });
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      const clientId = frame.content?.client_id;
      if (frame.command === 20 && typeof clientId === 'string' && clientId.startsWith('s')) {
        const seq = Number(clientId.slice(1));
        if (sentAt.has(seq)) acknowledged.push({ seq, sentAt: sentAt.get(seq) });
        sentAt.delete(seq);
      } else if (frame.command === 80) refused++;
    });
    ws.on('error', () => {});
    ws.on('close', (code) => {
      if (running) setTimeout(connect, code === 4010 ? 0 : 3_000);
    });
  };
  connect();
  let seq = 0;
  const loop = (async () => {
    while (running) {
      await sleep(1000 / perSecond);
      seq++;
      if (ws.readyState !== WebSocket.OPEN) {
        skipped++;
        continue;
      }
      const at = now();
      sentAt.set(seq, at);
      ws.send(
        JSON.stringify({
          command: 4,
          channel: `room:${roomId}`,
          content: {
            room_id: roomId,
            type: 'text',
            body: `soak:${seq}:${Math.round(at)} 今晚开奖大家一起看`,
            client_id: `s${seq}`,
          },
        }),
      );
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      // The last lines' copies.
      await sleep(2_000);
      ws.terminate();
    },
    result: () => ({ acknowledged, unanswered: sentAt.size, refused, skipped }),
  };
}
