// A real game socket server speaking the contract's protocol, for the GameSocket tests.
import { GameCommand, gameClientFrameSchema } from '@jinli/contract';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from './ws';

export interface GameTestServer {
  url: string;
  /** Client frames other than pings, parsed. */
  frames: { command: string; channel?: string; content?: unknown }[];
  connections: number;
  answerPings: boolean;
  /** Sends a PUSH of `channel` to every client subscribed to it for content.gameId. */
  push(channel: string, content: { gameId: number; [key: string]: unknown }): void;
  /** Sends a raw frame to every client. */
  raw(data: string): void;
  dropAll(): void;
  close(): Promise<void>;
}

export async function startGameServer(): Promise<GameTestServer> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const subscriptions = new Map<WebSocket, Set<string>>();
  const server: GameTestServer = {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    frames: [],
    connections: 0,
    answerPings: true,
    push(channel, content) {
      for (const [client, subs] of subscriptions) {
        if (subs.has(`${channel}:${content.gameId}`))
          client.send(JSON.stringify({ command: GameCommand.PUSH, channel, content }));
      }
    },
    raw(data) {
      for (const client of wss.clients) client.send(data);
    },
    dropAll() {
      for (const client of wss.clients) client.terminate();
    },
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
  wss.on('connection', (client) => {
    server.connections += 1;
    const subs = new Set<string>();
    subscriptions.set(client, subs);
    client.on('close', () => subscriptions.delete(client));
    client.on('message', (raw) => {
      const parsed = gameClientFrameSchema.safeParse(JSON.parse(raw.toString()));
      if (!parsed.success) return;
      const frame = parsed.data;
      if (frame.command === GameCommand.PING) {
        if (server.answerPings)
          client.send(JSON.stringify({ command: GameCommand.PONG, channel: '', content: null }));
        return;
      }
      server.frames.push(frame);
      const key = `${frame.channel}:${frame.content.gameId}`;
      if (frame.command === GameCommand.SUBSCRIBE) subs.add(key);
      else subs.delete(key);
    });
  });
  return server;
}
