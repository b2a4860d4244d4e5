// One @fastify/websocket per app, shared by every socket hub (game sockets, chat). The plugin
// decorates the root instance, so it can be registered only once; its frame size limit (ws
// maxPayload) is therefore the largest any hub accepts, and each hub checks its own limit on every
// frame (frameBytes) and closes with 1009 as ws would.
import websocket from '@fastify/websocket';
import { CHAT_SOCKET_MAX_FRAME_BYTES, GAME_SOCKET_MAX_FRAME_BYTES } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';

/** ws's limit: no hub's frames are larger. */
export const WEBSOCKET_MAX_PAYLOAD_BYTES = Math.max(
  GAME_SOCKET_MAX_FRAME_BYTES,
  CHAT_SOCKET_MAX_FRAME_BYTES,
);
/** Refusal of a plain HTTP request to a socket path (every hub's). */
export const WEBSOCKET_ONLY_MSG = '请使用 WebSocket 连接';
/** Refusal of a frame that is not one of the hub's commands (every hub's). */
export const BAD_FRAME_MSG = '消息格式有误';
/** Close code of a frame over the hub's limit (RFC 6455 "message too big", as ws sends). */
export const FRAME_TOO_BIG_CLOSE_CODE = 1009;

/** Registers @fastify/websocket unless a hub did already. */
export async function registerWebsocket(app: FastifyInstance): Promise<void> {
  if (app.hasDecorator('websocketServer')) return;
  await app.register(websocket, { options: { maxPayload: WEBSOCKET_MAX_PAYLOAD_BYTES } });
}

/** Size of a received frame in bytes. */
export function frameBytes(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}
