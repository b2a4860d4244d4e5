// One socket as the hub sees it: what it sends (a frame, a closing frame, a refusal) and, once
// authenticated, the connection — its principal, its rooms and the room frames held back while a
// JOIN is answered.
import { ChatCommand, type ChatServerFrame, defaultErrorMessage, ErrorCode } from '@jinli/contract';
import type { WebSocket } from 'ws';
import { AppError } from '../../../http/AppError';
import type { ChatPrincipal } from '../types';

/**
 * Close code of a socket that does not read what it is sent (RFC 6455 1013, try again later): the
 * client reconnects and re-reads the history it missed instead of the server buffering for it.
 */
export const SLOW_CONSUMER_CLOSE_CODE = 1013;

/** ws send options for a Buffer holding text: a text frame, never compressed per socket. */
const TEXT_FRAME = { binary: false, compress: false } as const;

/** What the hub sends on one socket. */
export interface SocketOutput {
  /** Sends unless the socket is closing; closes it instead when it reads too slowly. */
  write(data: Buffer | string): void;
  send(frame: ChatServerFrame): void;
  /** Sends a closing frame and closes with `code`. */
  end(command: ChatServerFrame['command'], msg: string, code: number): void;
  /** Answers a frame that failed with ERROR: an AppError's body, anything else as INTERNAL. */
  refuse(error: unknown, channel: string | undefined, clientId?: string): void;
}

/** One authenticated socket. */
export interface Connection extends SocketOutput {
  socket: WebSocket;
  principal: ChatPrincipal;
  /** Rooms joined, or being joined (then frames of the room wait in `pending` until JOINED). */
  rooms: Set<string>;
  pending: Map<string, Buffer[]>;
  /** Sends a frame encoded once for many sockets. */
  forward(topic: string, frame: Buffer): void;
}

export function socketOutput(
  socket: WebSocket,
  maxBuffered: number,
  log: (error: unknown, what: string) => void,
  /** Told of each refusal by a rate limit (metrics). */
  onRateLimited?: () => void,
): SocketOutput {
  const write = (data: Buffer | string) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > maxBuffered) {
      socket.close(SLOW_CONSUMER_CLOSE_CODE, 'slow consumer');
      // A reader this slow may never take the close frame either.
      setTimeout(() => socket.terminate(), 1000).unref();
      return;
    }
    if (typeof data === 'string') socket.send(data);
    else socket.send(data, TEXT_FRAME);
  };
  const send = (frame: ChatServerFrame) => write(JSON.stringify(frame));
  const end = (command: ChatServerFrame['command'], msg: string, code: number) => {
    if (socket.readyState !== socket.OPEN) return;
    send({ command, content: { msg } } as ChatServerFrame);
    socket.close(code, '');
  };
  const refuse = (error: unknown, channel: string | undefined, clientId?: string) => {
    let body: { code: string; msg: string };
    if (error instanceof AppError) {
      body = error.toBody();
      if (error.code === ErrorCode.TOO_MANY_REQUESTS) onRateLimited?.();
    } else {
      log(error, 'chat socket frame failed');
      body = { code: ErrorCode.INTERNAL, msg: defaultErrorMessage[ErrorCode.INTERNAL]! };
    }
    send({
      command: ChatCommand.ERROR,
      channel: channel ?? '',
      content: clientId === undefined ? body : { ...body, client_id: clientId },
    });
  };
  return { write, send, end, refuse };
}

/** The connection of an authenticated socket, with no room yet. */
export function createConnection(
  socket: WebSocket,
  principal: ChatPrincipal,
  output: SocketOutput,
): Connection {
  const own: Connection = {
    ...output,
    socket,
    principal,
    rooms: new Set(),
    pending: new Map(),
    forward(topic, frame) {
      const waiting = own.pending.get(topic);
      if (waiting) waiting.push(frame);
      else output.write(frame);
    },
  };
  return own;
}
