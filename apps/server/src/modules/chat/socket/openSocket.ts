// The life of one socket: authenticated first, then its frames handled one at a time in the order
// they came, closed when silent past the idle time-out, and forgotten when it closes.
import { CHAT_SOCKET_MAX_FRAME_BYTES } from '@jinli/contract';
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { currentTrace, runWithTrace } from '../../../realtime/traceContext';
import { FRAME_TOO_BIG_CLOSE_CODE, frameBytes } from '../../../realtime/websocket';
import { authenticate, credentialsOf } from './authenticate';
import { type Connection, createConnection, socketOutput } from './connection';
import { connect, disconnect } from './connections';
import { handleFrame } from './frames';
import type { HubContext } from './hubContext';

/** Close code of a socket that stayed silent past the idle time-out. */
export const CHAT_IDLE_CLOSE_CODE = 4000;

export function openSocket(
  ctx: HubContext,
  socket: WebSocket,
  request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>,
): void {
  const output = socketOutput(socket, ctx.maxBuffered, ctx.log, ctx.onRateLimited);
  // The upgrade request's trace, when requests are traced (http/requestId.ts).
  const trace = currentTrace();

  let idle: NodeJS.Timeout | undefined;
  const resetIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => socket.close(CHAT_IDLE_CLOSE_CODE, 'idle'), ctx.idleTimeoutMs);
  };
  resetIdle();

  let connection: Connection | undefined;
  const authenticated = (async (): Promise<void> => {
    const principal = await authenticate(ctx, output, credentialsOf(request.query ?? {}));
    if (!principal || socket.readyState !== socket.OPEN) return;
    // Set before the subscriptions are awaited: should they fail, the close below still forgets it.
    connection = createConnection(socket, principal, output);
    await connect(ctx, connection);
  })().catch((error) => {
    ctx.log(error, 'chat socket authentication failed');
    if (socket.readyState === socket.OPEN) socket.close(1011, 'server error');
  });

  // Frames of one socket are handled in order, after authentication.
  let queue: Promise<void> = authenticated;
  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (frameBytes(data) > CHAT_SOCKET_MAX_FRAME_BYTES) {
      socket.close(FRAME_TOO_BIG_CLOSE_CODE, 'frame too big');
      return;
    }
    resetIdle();
    const text = isBinary ? undefined : data.toString();
    // Under the id of the socket's upgrade request: what a frame publishes (a room message) names
    // it on every instance (realtime/tracedPubSub.ts).
    const handle = async () => {
      if (connection && socket.readyState === socket.OPEN) await handleFrame(ctx, connection, text);
    };
    queue = queue.then(() => (trace ? runWithTrace(trace, handle) : handle()));
  });
  socket.on('close', () => {
    clearTimeout(idle);
    queue = queue.then(async () => {
      const own = connection;
      if (!own) return;
      connection = undefined;
      await disconnect(ctx, own).catch((error) => ctx.log(error, 'chat socket clean-up failed'));
    });
  });
}
