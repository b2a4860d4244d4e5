import { GameChannel } from '@jinli/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { openInfo } from '../test/fixtures';
import { startGameServer, type GameTestServer } from '../test/gameServer';
import { recordingFactory, refusedUrl, sleep, until } from '../test/testServer';
import { GameSocket, type GameMessage } from './GameSocket';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function gameServer(): Promise<GameTestServer> {
  const s = await startGameServer();
  cleanups.push(() => s.close());
  return s;
}

function gameSocket(
  options: Partial<ConstructorParameters<typeof GameSocket>[0]> & { servers: string[] },
) {
  const s = new GameSocket({
    networkEvents: null,
    createWebSocket: recordingFactory().create,
    nextServerDelayMs: 20,
    resetDelayMs: 100,
    ...options,
  });
  cleanups.push(() => s.close());
  return s;
}

const subscribes = (srv: GameTestServer, gameId: number) =>
  srv.frames.filter(
    (f) => f.command === 'subscribe' && (f.content as { gameId: number }).gameId === gameId,
  );

describe('GameSocket', () => {
  it('subscribes a game to RESULT, VIDEO and LIVE_URL_HISTORY and passes on its pushes only', async () => {
    const srv = await gameServer();
    const s = gameSocket({ servers: [srv.url] });
    const got71: GameMessage[] = [];
    const got110: GameMessage[] = [];
    s.subscribe(71, (m) => got71.push(m));
    s.subscribe(110, (m) => got110.push(m));
    s.connect();
    await until(() => subscribes(srv, 71).length === 3 && subscribes(srv, 110).length === 3);
    expect(subscribes(srv, 71).map((f) => f.channel)).toEqual([
      'RESULT',
      'VIDEO',
      'LIVE_URL_HISTORY',
    ]);

    srv.push(GameChannel.RESULT, openInfo(71, '202611210001'));
    srv.push(GameChannel.VIDEO, {
      gameId: 110,
      turnNum: '2026325',
      isStreaming: 1,
      liveUrl: '/live.m3u8',
    });
    await until(() => got71.length === 1 && got110.length === 1);
    expect(got71[0]).toMatchObject({ channel: 'RESULT', gameId: 71 });
    expect(got71[0]?.content).toEqual(openInfo(71, '202611210001'));
    expect(got110[0]).toMatchObject({ channel: 'VIDEO', gameId: 110, content: { isStreaming: 1 } });
  });

  it('ignores malformed frames and pushes that break the contract', async () => {
    const srv = await gameServer();
    const s = gameSocket({ servers: [srv.url] });
    const got: GameMessage[] = [];
    s.subscribe(71, (m) => got.push(m));
    s.connect();
    await until(() => subscribes(srv, 71).length === 3);
    srv.raw('not json');
    srv.raw(JSON.stringify({ command: 'push', channel: 'RESULT', content: { gameId: 71 } }));
    srv.push(GameChannel.RESULT, openInfo(71, '5'));
    await until(() => got.length === 1);
    await sleep(50);
    expect(got).toHaveLength(1);
  });

  it('unsubscribes when the last listener of a game leaves', async () => {
    const srv = await gameServer();
    const s = gameSocket({ servers: [srv.url] });
    const off1 = s.subscribe(71, () => {});
    const off2 = s.subscribe(71, () => {});
    s.connect();
    await until(() => subscribes(srv, 71).length === 3);
    off1();
    await sleep(50);
    expect(srv.frames.filter((f) => f.command === 'unsubscribe')).toHaveLength(0);
    off2();
    await until(() => srv.frames.filter((f) => f.command === 'unsubscribe').length === 3);
    expect(s.subscribedGameIds()).toEqual([]);
  });

  it('re-subscribes after a dropped connection on the next server and keeps delivering', async () => {
    const a = await gameServer();
    const b = await gameServer();
    const s = gameSocket({ servers: [a.url, b.url], random: () => 0 });
    const got: GameMessage[] = [];
    s.subscribe(71, (m) => got.push(m));
    s.connect();
    await until(() => subscribes(a, 71).length === 3);
    a.dropAll();
    await until(() => subscribes(b, 71).length === 3, 3000, 'subscribed on b');
    b.push(GameChannel.RESULT, openInfo(71, '9'));
    await until(() => got.length === 1);
  });

  it('fails over past refused servers and resets the list when all failed', async () => {
    const dead = await refusedUrl();
    const { create, urls } = recordingFactory();
    const s = gameSocket({ servers: [dead], createWebSocket: create, resetDelayMs: 150 });
    s.connect();
    await until(() => urls.length >= 3, 3000, 'three attempts');
    expect(new Set(urls)).toEqual(new Set([dead]));
    expect(s.state).not.toBe('open');
  });

  it('reconnects when its server stops answering pings', async () => {
    const srv = await gameServer();
    srv.answerPings = false;
    const s = gameSocket({ servers: [srv.url], heartbeatIntervalMs: 40, pongTimeoutMs: 100 });
    s.subscribe(71, () => {});
    s.connect();
    await until(() => srv.connections >= 2, 3000, 'reconnected');
    // Every new connection subscribes again.
    await until(() => subscribes(srv, 71).length >= 6);
  });
});

describe('GameSocket.retain', () => {
  it('connects for the first user and closes when the last one leaves', async () => {
    const srv = await gameServer();
    const s = gameSocket({ servers: [srv.url] });
    const releaseA = s.retain();
    const releaseB = s.retain();
    await until(() => s.state === 'open');
    releaseA();
    releaseA();
    await sleep(50);
    expect(s.state).toBe('open');
    releaseB();
    expect(s.state).toBe('closed');
  });
});
