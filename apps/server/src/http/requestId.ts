// Every request's id: the load balancer's X-Request-Id when it is a sane token (so its log and ours
// name the same request), else a fresh UUID. Fastify puts it on every log line of the request
// (`reqId`); it is echoed in the answer's X-Request-Id. When traced (scaled out), it is the current
// trace while the request runs, so what the request publishes carries it to the other instances
// (realtime/tracedPubSub.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { runWithTrace } from '../realtime/traceContext';

/** The header, in the form Node hands request headers over. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may be: letters, digits and `_ . : @ + = / -`, at most 128 of them — what
 * load balancers generate (UUIDs, HAProxy's unique-id formats), and nothing a log line, a header
 * or a JSON string would need to escape.
 */
const SANE_REQUEST_ID = /^[\w.:@+=/-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when sane, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

function echoRequestId(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  reply.header(REQUEST_ID_HEADER, request.id);
  done();
}

/**
 * The request's trace for its handler and what it awaits. In preValidation, not onRequest: the body
 * is read between the two, in the connection's async context, which would lose a trace set earlier.
 */
function traceRequest(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  runWithTrace({ id: request.id }, done);
}

/**
 * Echoes the request id, and with `trace` makes it the trace of the request's work. Tracing keeps
 * the id through every await (AsyncLocalStorage), which on Node 20 puts a hook on every promise of
 * the process: worth it where messages cross instances, not in one process.
 */
export function registerRequestId(app: FastifyInstance, options: { trace: boolean }): void {
  app.addHook('onRequest', echoRequestId);
  if (options.trace) app.addHook('preValidation', traceRequest);
}
