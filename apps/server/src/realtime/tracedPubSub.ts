// The PubSub the app uses: the given one (memory or Redis) with a trace (traceContext.ts) carried
// in each JSON message — the one published with it, else the current one — so that a listener on
// another instance is handed the request id (logged here) and a draw's publication time.
//
// On the wire the trace is two leading fields, `{"_rid":"<id>","_at":<ms>,…`: still the same JSON
// object, so an older instance (or any reader that parses it) sees two unknown fields and ignores
// them; this decorator removes them again before its own listeners see the message, so what the
// hubs forward to clients is exactly what was published. Texts that are not JSON objects (cache
// tags, session ids) travel untouched.
import type { PubSub, PubSubListener } from './pubsub';
import { currentTrace, type Trace } from './traceContext';

/** A request id as the wire carries it: a sane token (requestId.ts gives no other). */
const TRACE_ID = /^[\w.:@+=/-]{1,128}$/;
const HEAD = '{"_rid":"';
const TRACED = /^\{"_rid":"([\w.:@+=/-]{0,128})","_at":(\d{1,16})([,}])/;

/** `message` with `trace` in front when it is a JSON object; else `message` unchanged. */
export function withTrace(message: string, trace: Trace): string {
  if (message.charCodeAt(0) !== 123 /* { */) return message;
  const id = trace.id !== undefined && TRACE_ID.test(trace.id) ? trace.id : '';
  const at =
    trace.at !== undefined && Number.isSafeInteger(trace.at) && trace.at > 0 ? trace.at : 0;
  if (id === '' && at === 0) return message;
  const rest = message.slice(1).trimStart();
  return `${HEAD}${id}","_at":${at}${rest.startsWith('}') ? '' : ','}${rest}`;
}

/** The trace and the message as published, or undefined when `message` carries none. */
export function splitTrace(message: string): { trace: Trace; body: string } | undefined {
  if (!message.startsWith(HEAD)) return undefined;
  const match = TRACED.exec(message);
  if (!match) return undefined;
  const [head, id, at, next] = match as unknown as [string, string, string, string];
  return {
    trace: { id: id === '' ? undefined : id, at: at === '0' ? undefined : Number(at) },
    body: next === '}' ? `{}${message.slice(head.length)}` : `{${message.slice(head.length)}`,
  };
}

export interface TracedPubSubOptions {
  /** Where the arrival of a message a request caused is logged, with that request's id. */
  log: { info(fields: object, message: string): void };
  /** Seconds one publish took, when the PubSub is Redis (its round trip). */
  onRedisPublish?: (seconds: number) => void;
}

/** `inner` with traces carried across instances (see the top of this file). */
export function tracedPubSub(inner: PubSub, options: TracedPubSubOptions): PubSub {
  const timed = inner.kind === 'redis' ? options.onRedisPublish : undefined;
  const traced = (topic: string, listener: PubSubListener): PubSubListener => {
    return (message) => {
      const split = splitTrace(message);
      if (!split) return listener(message);
      if (split.trace.id) options.log.info({ reqId: split.trace.id, topic }, 'pubsub message');
      listener(split.body, split.trace);
    };
  };
  return {
    kind: inner.kind,
    async publish(topic, message, given) {
      const trace = given ?? currentTrace();
      const text = trace ? withTrace(message, trace) : message;
      if (!timed) return inner.publish(topic, text);
      const started = performance.now();
      await inner.publish(topic, text);
      timed((performance.now() - started) / 1000);
    },
    subscribe: (topic, listener) => inner.subscribe(topic, traced(topic, listener)),
    close: () => inner.close(),
    ...(inner.connected ? { connected: () => inner.connected!() } : {}),
  };
}
