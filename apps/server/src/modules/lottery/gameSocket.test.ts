import { randomBytes } from 'node:crypto';
import {
  GameChannel,
  GameCommand,
  gameServerFrameSchema,
  type GameServerFrame,
  lotteryOpenInfoSchema,
} from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { WAIT_MS } from '../../../test/timeouts';
import { buildApp } from '../../app';
import { createMemoryPubSub } from '../../realtime/memoryPubSub';
import type { PubSub } from '../../realtime/pubsub';
import { deploymentNamespace } from '../../realtime/namespace';
import { createRedisPubSub } from '../../realtime/redisPubSub';
import { createDrawEngine } from './engine';
import { WEBSOCKET_ONLY_MSG } from '../../realtime/websocket';
import { createDrawPublisher, gameTopic, IDLE_CLOSE_CODE } from './gameSocket';
import { createLotteryService } from './service';
import { timeZoneSource } from '../config/timeZone';

const REDIS_URL = process.env.REDIS_URL;
/** 2026-11-21 10:00:20 Shanghai. */
let now = Date.parse('2026-11-21T02:00:20Z');

/** A connected client that records every frame. */
class Client {
  readonly frames: GameServerFrame[] = [];
  private waiters: (() => void)[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(gameServerFrameSchema.parse(JSON.parse(data.toString())));
      for (const wake of this.waiters.splice(0)) wake();
    });
  }
  static async open(app: FastifyInstance, id = 1): Promise<Client> {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const ws = new WebSocket(`ws://127.0.0.1:${address.port}/ws-game/${id}`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return new Client(ws);
  }
  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }
  /** The first recorded frame (from `from` on) matching, waiting up to `timeoutMs`. */
  async next(
    match: (frame: GameServerFrame) => boolean,
    from = 0,
    timeoutMs = WAIT_MS,
  ): Promise<GameServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  close(): void {
    this.ws.close();
  }
}

const isPush = (channel: GameChannel, turnNum?: string) => (frame: GameServerFrame) =>
  frame.command === GameCommand.PUSH &&
  frame.channel === channel &&
  (turnNum === undefined ||
    (frame.channel === GameChannel.RESULT && frame.content.pre?.turnNum === turnNum) ||
    (frame.channel !== GameChannel.RESULT && frame.content.turnNum === turnNum));

function engineFor(t: TestApp, pubsub: PubSub) {
  const timeZone = timeZoneSource(t.database.db, 'jinli');
  const lottery = createLotteryService({ db: t.database.db, timeZone, clock: () => now });
  return createDrawEngine({
    db: t.database.db,
    timeZone,
    clock: () => now,
    publish: createDrawPublisher(pubsub, lottery),
  });
}

let t: TestApp;
let engine: ReturnType<typeof createDrawEngine>;

/**
 * Gives the describe that calls it a listening app of its own on a memory pub/sub (in `t`), its
 * draw engine (in `engine`) ticked once at `now`.
 */
function useListeningApp() {
  const pubsub = createMemoryPubSub();
  beforeAll(async () => {
    t = await createTestApp({ pubsub, lottery: { clock: () => now } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    engine = engineFor(t, pubsub);
    await engine.tick();
  });
  afterAll(async () => {
    await t?.close();
  });
}

describe('game socket: heartbeat and subscriptions', () => {
  useListeningApp();

  it('answers a ping with a pong echoing its content', async () => {
    const client = await Client.open(t.app, 40);
    client.send({ command: 'ping', channel: 'heartbeat', content: { at: 123 } });
    expect(await client.next((f) => f.command === GameCommand.PONG)).toEqual({
      command: 'pong',
      channel: 'heartbeat',
      content: { at: 123 },
    });
    client.send({ command: 'ping' });
    expect(await client.next((f) => f.command === GameCommand.PONG, 1)).toEqual({
      command: 'pong',
      channel: '',
      content: null,
    });
    client.close();
  });

  it('subscribes to RESULT: the current state, then each new draw', async () => {
    const client = await Client.open(t.app);
    client.send({ command: 'subscribe', channel: 'RESULT', content: { gameId: 71 } });
    expect(await client.next((f) => f.command === GameCommand.SUBSCRIBED)).toEqual({
      command: 'subscribed',
      channel: 'RESULT',
      content: { gameId: 71 },
    });
    const snapshot = await client.next(isPush(GameChannel.RESULT));
    expect(lotteryOpenInfoSchema.parse(snapshot.content).pre?.turnNum).toBe('202611210600');

    now = Date.parse('2026-11-21T02:01:00Z');
    await engine.tick();
    const pushed = await client.next(isPush(GameChannel.RESULT, '202611210601'));
    const info = lotteryOpenInfoSchema.parse(pushed.content);
    expect(info.gameId).toBe(71);
    expect(info.plan.turnNum).toBe('202611210602');
    // Only the subscribed game arrives.
    expect(
      client.frames.every(
        (f) => f.command !== 'push' || (f.content as { gameId: number }).gameId === 71,
      ),
    ).toBe(true);
    client.close();
  });

  it('pushes VIDEO and LIVE_URL_HISTORY of a live draw', async () => {
    const client = await Client.open(t.app, 7);
    for (const channel of ['RESULT', 'VIDEO', 'LIVE_URL_HISTORY'])
      client.send({ command: 'subscribe', channel, content: { gameId: 110 } });
    await client.next(isPush(GameChannel.LIVE_URL_HISTORY)); // the latest replay so far
    const from = client.frames.length;
    now = Date.parse('2026-11-21T12:30:00Z');
    await engine.tick();
    const video = await client.next(isPush(GameChannel.VIDEO, '2026325'), from);
    expect(video.content).toMatchObject({
      isStreaming: 1,
      liveUrl: '/sys-upload/live/110/live.m3u8',
    });
    now += 10_000;
    await engine.tick();
    const one = await client.next(
      (f) =>
        isPush(GameChannel.RESULT, '2026325')(f) &&
        lotteryOpenInfoSchema.parse(f.content).pre!.openNum.length === 2,
      from,
    );
    expect(lotteryOpenInfoSchema.parse(one.content).pre!.isStreaming).toBe(1);
    now += 80_000;
    await engine.tick();
    const replay = await client.next(isPush(GameChannel.LIVE_URL_HISTORY, '2026325'), from);
    expect(replay.content).toMatchObject({
      gameId: 110,
      liveUrl: '/sys-upload/live/110/replay/2026325.m3u8',
    });
    client.close();
  });

  it('stops pushing after unsubscribe', async () => {
    const client = await Client.open(t.app);
    client.send({ command: 'subscribe', channel: 'RESULT', content: { gameId: 42 } });
    await client.next(isPush(GameChannel.RESULT));
    client.send({ command: 'unsubscribe', channel: 'RESULT', content: { gameId: 42 } });
    await client.next((f) => f.command === GameCommand.UNSUBSCRIBED);
    const count = client.frames.length;
    now += 60_000;
    await engine.tick();
    client.send({ command: 'ping' });
    await client.next((f) => f.command === GameCommand.PONG, count);
    expect(client.frames.slice(count).filter((f) => f.command === 'push')).toEqual([]);
    client.close();
  });
});

describe('game socket: bad frames, plain HTTP, unknown servers and closing', () => {
  useListeningApp();

  it('refuses bad frames and unknown games with an error frame and stays open', async () => {
    const client = await Client.open(t.app);
    for (const frame of [
      'not json',
      '{}',
      '[]',
      'null',
      { command: 'subscribe', channel: 'NEWS', content: { gameId: 71 } },
      { command: 'subscribe', channel: 'RESULT', content: { gameId: 'x' } },
      { command: 'subscribe', channel: 'RESULT' },
      { command: 'shout' },
    ]) {
      const from = client.frames.length;
      client.send(frame);
      expect(await client.next((f) => f.command === GameCommand.ERROR, from)).toEqual({
        command: 'error',
        channel: '',
        content: { code: 'SYS/BAD_REQUEST', msg: '消息格式有误' },
      });
    }
    client.send({ command: 'subscribe', channel: 'RESULT', content: { gameId: 12345 } });
    expect(
      await client.next((f) => f.command === GameCommand.ERROR && f.channel === 'RESULT'),
    ).toMatchObject({
      content: { msg: '彩种不存在' },
    });
    const from = client.frames.length;
    client.send({ command: 'ping' });
    await client.next((f) => f.command === GameCommand.PONG, from);
    client.close();
  });

  it('answers a plain HTTP request with 400 { code, msg }', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ws-game/1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'SYS/BAD_REQUEST', msg: WEBSOCKET_ONLY_MSG });
    expect((await t.app.inject({ method: 'GET', url: '/ws-game/41' })).statusCode).toBe(404);
  });

  it('has servers 1..40 only', async () => {
    for (const id of [0, 41, 'x']) {
      await expect(Client.open(t.app, id as number)).rejects.toThrow(/404/);
    }
  });

  it('closes a socket that stays silent past the idle time-out, not one that pings', async () => {
    // Thirty pings long: a loaded machine can hold this process for a second between two pings.
    const quick = await createTestApp({ seed: false, lottery: { socketIdleTimeoutMs: 3_000 } });
    try {
      await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const [silent, pinging] = [await Client.open(quick.app), await Client.open(quick.app)];
      const timer = setInterval(() => pinging.send({ command: 'ping' }), 100);
      const code = await new Promise<number>((resolve) => silent.ws.on('close', resolve));
      expect(code).toBe(IDLE_CLOSE_CODE);
      clearInterval(timer);
      expect(pinging.ws.readyState).toBe(WebSocket.OPEN);
      pinging.close();
    } finally {
      await quick.close();
    }
  });

  it('closes a socket that sends an oversized frame', async () => {
    const client = await Client.open(t.app);
    const closed = new Promise<number>((resolve) => client.ws.on('close', resolve));
    client.send('x'.repeat(5000));
    expect(await closed).toBe(1009);
  });
});

describe.skipIf(!REDIS_URL)('across instances through Redis', () => {
  let t: TestApp;
  let other: FastifyInstance;
  const prefix = `jinli-test-${randomBytes(4).toString('hex')}:`;
  const pubsubA = createRedisPubSub(REDIS_URL!, prefix);
  const pubsubB = createRedisPubSub(REDIS_URL!, prefix);
  let redis: Redis;

  beforeAll(async () => {
    now = Date.parse('2026-11-21T02:00:20Z');
    // Instance A draws; instance B shares the database and only serves sockets.
    t = await createTestApp({ pubsub: pubsubA, lottery: { clock: () => now } });
    other = await buildApp({
      database: t.database,
      companyCode: 'jinli',
      ownsDatabase: false,
      pubsub: pubsubB,
      lottery: { clock: () => now },
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    redis = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    redis?.disconnect();
  });

  it('pushes a result drawn on one instance to a socket on another', async () => {
    const engine = engineFor(t, pubsubA);
    await engine.tick();
    const clients = await Promise.all([
      Client.open(other, 1),
      Client.open(other, 2),
      Client.open(other, 3),
    ]);
    for (const client of clients) {
      client.send({ command: 'subscribe', channel: 'RESULT', content: { gameId: 71 } });
      await client.next(isPush(GameChannel.RESULT));
    }
    // One Redis subscription for the topic on instance B, however many sockets use it.
    const [, subscribers] = (await redis.pubsub(
      'NUMSUB',
      `${prefix}${gameTopic(71, GameChannel.RESULT)}`,
    )) as [string, number];
    expect(Number(subscribers)).toBe(1);

    now = Date.parse('2026-11-21T02:01:00Z');
    await engine.tick();
    for (const client of clients) {
      const pushed = await client.next(isPush(GameChannel.RESULT, '202611210601'));
      expect(lotteryOpenInfoSchema.parse(pushed.content).gameId).toBe(71);
      client.close();
    }
  });

  it('drops the Redis subscription when the last socket leaves', async () => {
    const topic = `${prefix}${gameTopic(46, GameChannel.RESULT)}`;
    const client = await Client.open(other);
    client.send({ command: 'subscribe', channel: 'RESULT', content: { gameId: 46 } });
    await client.next(isPush(GameChannel.RESULT));
    expect(Number(((await redis.pubsub('NUMSUB', topic)) as [string, number])[1])).toBe(1);
    client.close();
    const deadline = Date.now() + WAIT_MS;
    while (Number(((await redis.pubsub('NUMSUB', topic)) as [string, number])[1]) !== 0) {
      if (Date.now() > deadline) throw new Error('still subscribed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});

describe.skipIf(!REDIS_URL)('deployments sharing one Redis', () => {
  // Deployment A (one database) with a socket-serving instance A2, and deployment B (its own
  // database) on the same Redis. Each instance derives its namespace as main.ts does.
  const databases: TestApp[] = [];
  const instances: FastifyInstance[] = [];
  const pubsubs: PubSub[] = [];
  const pubsubOf = async (t: TestApp) => {
    const pubsub = createRedisPubSub(REDIS_URL!, await deploymentNamespace(t.database.db, 'jinli'));
    pubsubs.push(pubsub);
    return pubsub;
  };
  /** Another instance serving sockets on `t`'s database, with its own Redis connections. */
  const instanceOn = async (t: TestApp) => {
    const app = await buildApp({
      database: t.database,
      companyCode: 'jinli',
      ownsDatabase: false,
      pubsub: await pubsubOf(t),
      lottery: { clock: () => now },
    });
    instances.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  };

  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await Promise.all(databases.map((t) => t.close()));
    await Promise.all(pubsubs.map((pubsub) => pubsub.close()));
  });

  it('a draw reaches every instance of its deployment and nothing of another', async () => {
    now = Date.parse('2026-11-21T02:00:20Z');
    const [a, b] = await Promise.all([
      createTestApp({ lottery: { clock: () => now } }),
      createTestApp({ lottery: { clock: () => now } }),
    ]);
    databases.push(a, b);
    const engine = engineFor(a, await pubsubOf(a));
    await engine.tick();
    const sameDeployment = await Client.open(await instanceOn(a));
    const otherDeployment = await Client.open(await instanceOn(b));
    for (const client of [sameDeployment, otherDeployment]) {
      client.send({ command: 'subscribe', channel: 'RESULT', content: { gameId: 71 } });
      await client.next(isPush(GameChannel.RESULT));
    }
    const before = otherDeployment.frames.length;

    now = Date.parse('2026-11-21T02:01:00Z');
    await engine.tick();
    await sameDeployment.next(isPush(GameChannel.RESULT, '202611210601'));
    // The message reached A's other instance through Redis; give B's subscriber as long again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(otherDeployment.frames.slice(before)).toEqual([]);
    sameDeployment.close();
    otherDeployment.close();
  });
});
