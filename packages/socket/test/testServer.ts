// Real websocket servers for the socket tests (DESIGN.md §7: no mocks of the server): one that
// answers pings, one that stays silent, and ports where nothing listens (refused connections).
import { createServer, type AddressInfo } from 'node:net';
import { hangTimeout } from '@jinli/vite-config/test-timeouts';
import { WebSocket, WebSocketServer } from './ws';
import type { WebSocketFactory, WebSocketLike } from '../src/ReconnectingSocket';

export const PING = JSON.stringify({ command: 'PING' });
export const PONG = JSON.stringify({ command: 'PONG' });

export interface TestServer {
  url: string;
  port: number;
  /** Every text frame received, in order. */
  received: string[];
  /** Connections accepted so far. */
  connections: number;
  /** Connected clients now. */
  clients(): Set<WebSocket>;
  /** Whether pings get their pong. */
  answerPings: boolean;
  /** Sends a frame to every connected client. */
  broadcast(data: string): void;
  /** Cuts every client off without a close handshake (a dropped connection). */
  dropAll(): void;
  close(): Promise<void>;
}

export interface TestServerOptions {
  port?: number;
  answerPings?: boolean;
  /** Path the server serves; other paths are refused with 404. */
  onMessage?: (server: TestServer, client: WebSocket, data: string) => void;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const wss = new WebSocketServer({ port: options.port ?? 0, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  const port = (wss.address() as AddressInfo).port;
  const server: TestServer = {
    url: `ws://127.0.0.1:${port}`,
    port,
    received: [],
    connections: 0,
    clients: () => wss.clients,
    answerPings: options.answerPings ?? true,
    broadcast(data) {
      for (const client of wss.clients) client.send(data);
    },
    dropAll() {
      for (const client of wss.clients) client.terminate();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
  wss.on('connection', (client) => {
    server.connections += 1;
    client.on('message', (raw) => {
      const data = raw.toString();
      if (data === PING) {
        if (server.answerPings) client.send(PONG);
        return;
      }
      server.received.push(data);
      options.onMessage?.(server, client, data);
    });
  });
  return server;
}

/** A local port where nothing listens: connecting to it is refused. */
export async function refusedUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `ws://127.0.0.1:${port}`;
}

/** The `ws` client as the core's WebSocket, recording every URL it is asked to open. */
export function recordingFactory(): { create: WebSocketFactory; urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    create: (url) => {
      urls.push(url);
      return new WebSocket(url) as unknown as WebSocketLike;
    },
  };
}

/**
 * Resolves when `check` holds, polling every 10 ms; rejects after `timeoutMs` on an idle machine,
 * scaled to this one (hangTimeout: 5x in CI), as the suites' time-outs are: a local socket's open or
 * join takes milliseconds alone but may take seconds beside the browser journeys. A wait that must
 * stay under a delay of the code (to show it was not waited out) needs that delay far above it.
 */
export async function until(
  check: () => boolean,
  timeoutMs = 3_000,
  what = 'condition',
): Promise<void> {
  const start = Date.now();
  const limit = hangTimeout(timeoutMs);
  while (!check()) {
    if (Date.now() - start > limit) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
