// A real chat socket server speaking the contract's protocol, for the ChatSocket tests: it checks
// the path and token, answers pings (or stays silent), joins rooms, fans messages out with growing
// ids, and can drop every client, refuse tokens and close with the chat close codes.
import {
  CHAT_SOCKET_PATH,
  ChatCommand,
  chatClientFrameSchema,
  type ChatMessage,
  type ChatRoom,
} from '@jinli/contract';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from './ws';

export interface ChatTestServer {
  /** http origin, e.g. http://127.0.0.1:4123 (the client turns it into ws://). */
  origin: string;
  port: number;
  /** Query of every connection request, in order. */
  handshakes: URLSearchParams[];
  /** Client frames other than pings, parsed by the contract. */
  frames: { command: number; content?: unknown }[];
  /** Frames the contract refused (they would close a real server's socket). */
  badFrames: string[];
  answerPings: boolean;
  /** Tokens the server accepts; others are closed with 4002 right after opening. */
  tokens: Set<string>;
  /** Connected clients now. */
  clients(): Set<WebSocket>;
  /** Stores and fans out a room message to every client in the room; returns it. */
  post(roomId: string, body: string, extra?: Partial<ChatMessage['content']>): ChatMessage;
  /** Sends a raw text frame to every client. */
  raw(data: string): void;
  /** Cuts every client off without a close handshake. */
  dropAll(): void;
  /** Closes every client with `code`. */
  closeAll(code: number, reason?: string): void;
  close(): Promise<void>;
}

export const userinfo = { user_id: '1024', nickname: '小明', chatLevel: 0, avatarId: 1, color: 1 };

export function roomOf(roomId: string, lastMessage: ChatMessage | null = null): ChatRoom {
  return {
    room_id: roomId,
    name: `房间${roomId}`,
    gameId: null,
    enable_chat: 1,
    min_chat_level: 0,
    total_people: 1,
    sec_per_mess: 0,
    last_message: lastMessage,
  };
}

export async function startChatServer(
  options: { port?: number; tokens?: string[] } = {},
): Promise<ChatTestServer> {
  const wss = new WebSocketServer({ port: options.port ?? 0, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  const port = (wss.address() as AddressInfo).port;
  const members = new Map<WebSocket, Set<string>>();
  const history = new Map<string, ChatMessage[]>();
  let nextId = 100;

  const server: ChatTestServer = {
    origin: `http://127.0.0.1:${port}`,
    port,
    handshakes: [],
    frames: [],
    badFrames: [],
    answerPings: true,
    tokens: new Set(options.tokens ?? ['good']),
    clients: () => wss.clients,
    post(roomId, body, extra = {}) {
      nextId += 1;
      const message: ChatMessage = {
        id: String(nextId),
        created_at: Date.now(),
        command: ChatCommand.ROOM_MESSAGE,
        channel: `room:${roomId}`,
        content: { type: 'text', body, room_id: roomId, userinfo, ...extra },
      };
      history.set(roomId, [...(history.get(roomId) ?? []), message]);
      for (const [client, rooms] of members)
        if (rooms.has(roomId)) client.send(JSON.stringify(message));
      return message;
    },
    raw(data) {
      for (const client of wss.clients) client.send(data);
    },
    dropAll() {
      for (const client of wss.clients) client.terminate();
    },
    closeAll(code, reason = '') {
      for (const client of wss.clients) client.close(code, reason);
    },
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };

  wss.on('connection', (client, request) => {
    const url = new URL(request.url ?? '/', 'http://x');
    server.handshakes.push(url.searchParams);
    if (url.pathname !== CHAT_SOCKET_PATH) {
      client.close(4004, 'path');
      return;
    }
    if (!server.tokens.has(url.searchParams.get('token') ?? '')) {
      client.close(4002, '登录已过期');
      return;
    }
    const rooms = new Set<string>();
    members.set(client, rooms);
    client.on('close', () => members.delete(client));
    client.on('message', (raw) => {
      const text = raw.toString();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        server.badFrames.push(text);
        return;
      }
      const parsed = chatClientFrameSchema.safeParse(json);
      if (!parsed.success) {
        server.badFrames.push(text);
        return;
      }
      const frame = parsed.data;
      if (frame.command === ChatCommand.PING) {
        if (server.answerPings) client.send(JSON.stringify({ command: ChatCommand.PONG }));
        return;
      }
      server.frames.push(frame);
      if (frame.command === ChatCommand.JOIN) {
        const roomId = frame.content.room_id;
        rooms.add(roomId);
        const last = history.get(roomId)?.at(-1) ?? null;
        client.send(
          JSON.stringify({
            command: ChatCommand.JOINED,
            channel: `room:${roomId}`,
            content: { room: roomOf(roomId, last), last_id: last?.id ?? '' },
          }),
        );
      } else if (frame.command === ChatCommand.LEAVE) {
        rooms.delete(frame.content.room_id);
      } else if (frame.command === ChatCommand.SEND_ROOM) {
        const { room_id, body, client_id } = frame.content;
        server.post(room_id, body, { client_id });
      }
    });
  });
  return server;
}
