// GET /metrics on the operator listener: every family is there, requests show up under their
// route pattern (never the raw URL), errors by status class, rate-limit refusals, transactions,
// open sockets and readiness; the players' listener answers 404 for the path.
import { once } from 'node:events';
import { CHAT_SOCKET_PATH, ChatCommand, chatSocketQuery, ErrorCode } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TEST_COMPANY, testAppPerFile } from '../../test/testApp';
import { WAIT_MS } from '../../test/timeouts';
import { chatPlayer, LOBBY, setRoom } from '../modules/chat/testKit';
import { METRICS_PATH } from './metricsRoute';

const t = testAppPerFile({
  console: true,
  // One trial account an hour per address: the second is refused (429).
  authLimits: { trialPerAddress: [{ max: 1, windowMs: 60 * 60_000 }] },
  // One chat message a minute per sender: the second is refused (429 in an ERROR frame).
  chat: { floodRules: [{ max: 1, windowMs: 60_000 }] },
});

const FAMILIES = [
  'jinli_http_request_duration_seconds',
  'jinli_http_errors_total',
  'jinli_rate_limit_refusals_total',
  'jinli_open_sockets',
  'jinli_sockets_moved_total',
  'jinli_draw_delivery_seconds',
  'jinli_settlement_batch_seconds',
  'jinli_db_transaction_wait_seconds',
  'jinli_db_transaction_seconds',
  'jinli_redis_roundtrip_seconds',
  'jinli_ledger_check_findings',
  'jinli_ledger_check_conservation_drift_yuan',
  'jinli_ledger_check_last_run_timestamp_seconds',
  'jinli_ready',
  // Node's process metrics (prom-client's defaults).
  'process_cpu_user_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_seconds',
  'nodejs_heap_size_used_bytes',
];

async function scrape(): Promise<string> {
  const response = await t.t.app.consoleApp!.inject({ method: 'GET', url: METRICS_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of the sample `line` starts with (a name and its labels), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** ws://… of `path` on the app, listening from the first call on. */
async function socketUrl(path: string): Promise<string> {
  const app = t.t.app;
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `ws://127.0.0.1:${address.port}${path}`;
}

describe('GET /metrics', () => {
  it('is served on the operator listener with every family, and is 404 on the players’ one', async () => {
    const text = await scrape();
    for (const family of FAMILIES) expect(text, family).toContain(`# TYPE ${family} `);
    for (const accept of ['text/plain', 'text/html,application/xhtml+xml']) {
      const response = await t.t.app.inject({
        method: 'GET',
        url: METRICS_PATH,
        headers: { accept },
      });
      expect(response.statusCode, accept).toBe(404);
      expect(response.body).not.toContain('jinli_');
    }
  });

  it('counts a request under its route pattern, with its errors by status class', async () => {
    const before = await scrape();
    const series = 'jinli_http_request_duration_seconds_count{method="GET",route="/ws-game/:id"}';
    const errors = 'jinli_http_errors_total{route="/ws-game/:id",status_class="4xx"}';
    // A plain GET of a socket path: 400, on a route with a parameter.
    for (const id of [3, 7]) {
      const response = await t.t.app.inject({ method: 'GET', url: `/ws-game/${id}` });
      expect(response.statusCode).toBe(400);
    }
    const open = await t.t.app.inject({ method: 'GET', url: '/v/lottery/openInfo?gameId=71' });
    expect(open.statusCode).toBe(200);
    await t.t.app.inject({ method: 'GET', url: '/no/such/path' });

    const after = await scrape();
    expect((sample(after, series) ?? 0) - (sample(before, series) ?? 0)).toBe(2);
    expect((sample(after, errors) ?? 0) - (sample(before, errors) ?? 0)).toBe(2);
    expect(
      sample(
        after,
        'jinli_http_request_duration_seconds_count{method="GET",route="/v/lottery/openInfo"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(after, 'jinli_http_request_duration_seconds_count{method="any",route="(unmatched)"}'),
    ).toBeGreaterThanOrEqual(1);
    // Patterns only: no raw URL, id or query string ever becomes a label.
    expect(after).not.toMatch(/route="[^"]*(\?|\/ws-game\/\d|no\/such)/);
    expect(sample(after, 'jinli_ready')).toBe(1);
  });

  it('counts rate-limit refusals and database transactions', async () => {
    const address = '10.99.0.1';
    const first = await t.t.app.inject({
      method: 'GET',
      url: '/v/user/regTest',
      remoteAddress: address,
    });
    expect(first.statusCode).toBe(200);
    const second = await t.t.app.inject({
      method: 'GET',
      url: '/v/user/regTest',
      remoteAddress: address,
    });
    expect(second.statusCode).toBe(429);
    const text = await scrape();
    expect(sample(text, 'jinli_rate_limit_refusals_total{route="/v/user/regTest"}')).toBe(1);
    expect(sample(text, 'jinli_db_transaction_seconds_count')).toBeGreaterThan(0);
    expect(sample(text, 'jinli_db_transaction_wait_seconds_count')).toBeGreaterThan(0);
  });

  it('counts open game sockets', async () => {
    const socket = new WebSocket(await socketUrl('/ws-game/1'));
    await once(socket, 'open');
    const gauge = 'jinli_open_sockets{kind="game"}';
    const until = async (value: number) => {
      const deadline = Date.now() + WAIT_MS;
      while (sample(await scrape(), gauge) !== value) {
        if (Date.now() > deadline) throw new Error(`${gauge} never became ${value}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await until(1);
    socket.close();
    await until(0);
  });

  it('counts a flood refused on a chat socket with the refusals, under the socket path', async () => {
    await setRoom(t.t.database.db, LOBBY, { secPerMess: 0 });
    const player = await chatPlayer(t.t.app, t.t.database.db, { chatLevel: 1 });
    const query = chatSocketQuery(player.chatToken, { appId: TEST_COMPANY });
    const socket = new WebSocket(await socketUrl(`${CHAT_SOCKET_PATH}?${query}`));
    const frames: { command: number; content?: { code?: string } }[] = [];
    socket.on('message', (data) =>
      frames.push(JSON.parse(String(data)) as (typeof frames)[number]),
    );
    await once(socket, 'open');
    const send = (frame: object) => socket.send(JSON.stringify(frame));
    const until = async (done: () => boolean, what: string) => {
      const deadline = Date.now() + WAIT_MS;
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`never: ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    send({ command: ChatCommand.JOIN, content: { room_id: LOBBY } });
    await until(() => frames.some((f) => f.command === ChatCommand.JOINED), 'joined');
    for (const body of ['一', '二'])
      send({
        command: ChatCommand.SEND_ROOM,
        content: { room_id: LOBBY, type: 'text', body, client_id: body },
      });
    await until(
      () =>
        frames.some(
          (f) => f.command === ChatCommand.ERROR && f.content?.code === ErrorCode.TOO_MANY_REQUESTS,
        ),
      'the flood refused',
    );
    const series = `jinli_rate_limit_refusals_total{route="${CHAT_SOCKET_PATH}"}`;
    expect(sample(await scrape(), series)).toBe(1);
    socket.close();
  });
});
