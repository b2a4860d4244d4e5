// Open WebSockets by kind, counted where @fastify/websocket hands every accepted socket over (its
// server's 'connection' event), so neither hub carries metrics code.
import type { IncomingMessage } from 'node:http';
import { CHAT_SOCKET_PATH } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { ServerMetrics } from './serverMetrics';

/** Counts the sockets of `app` (call once its socket routes are registered). */
export function observeSockets(app: FastifyInstance, metrics: ServerMetrics): void {
  if (!app.hasDecorator('websocketServer')) return;
  const game = metrics.openSockets.labels('game');
  const chat = metrics.openSockets.labels('chat');
  const other = metrics.openSockets.labels('other');
  app.websocketServer.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const url = request.url ?? '';
    const gauge = url.startsWith('/ws-game/')
      ? game
      : url.startsWith(CHAT_SOCKET_PATH)
        ? chat
        : other;
    gauge.inc();
    socket.once('close', () => gauge.dec());
  });
}
