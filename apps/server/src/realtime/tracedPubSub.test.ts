// The trace on the wire: two instances (two decorated PubSubs over one shared bus) hand a request's
// id across, the listener on the other side gets the message exactly as published and the trace
// beside it, and the instance logs the id; an older reader gets the same JSON with two fields more; texts that
// are not JSON objects, and look-alike prefixes, pass untouched.
import { describe, expect, it } from 'vitest';
import { createMemoryPubSub } from './memoryPubSub';
import { runWithTrace, type Trace } from './traceContext';
import { splitTrace, tracedPubSub, withTrace } from './tracedPubSub';

function instance(bus: ReturnType<typeof createMemoryPubSub>) {
  const logged: { fields: Record<string, unknown>; message: string }[] = [];
  const pubsub = tracedPubSub(bus, {
    log: { info: (fields, message) => logged.push({ fields: { ...fields }, message }) },
  });
  return { pubsub, logged };
}

/** The next message on `topic` of `pubsub`, with the trace its listener was handed. */
function nextMessage(pubsub: ReturnType<typeof instance>['pubsub'], topic: string) {
  return new Promise<{ message: string; trace: Trace | undefined }>((resolve) => {
    void pubsub.subscribe(topic, (message, trace) => resolve({ message, trace }));
  });
}

describe('withTrace / splitTrace', () => {
  it.each(['{"command":"push","content":{"a":[1,2]}}', '{}', '{ "spaced": true }'])(
    'round-trips %s',
    (message) => {
      const traced = withTrace(message, { id: 'lb-1f2e.3:4', at: 1_700_000_000_123 });
      expect(splitTrace(traced)).toEqual({
        trace: { id: 'lb-1f2e.3:4', at: 1_700_000_000_123 },
        body: message.replace('{ ', '{'),
      });
      // An older reader parses the same object, with two unknown fields.
      expect(JSON.parse(traced)).toEqual({
        _rid: 'lb-1f2e.3:4',
        _at: 1_700_000_000_123,
        ...(JSON.parse(message) as object),
      });
    },
  );

  it('leaves texts that are not JSON objects, and messages without a trace, as they are', () => {
    expect(withTrace('draws', { id: 'abc' })).toBe('draws');
    expect(withTrace('t:0123abcd', { id: 'abc' })).toBe('t:0123abcd');
    expect(withTrace('[1,2]', { id: 'abc' })).toBe('[1,2]');
    expect(withTrace('{"a":1}', {})).toBe('{"a":1}');
    expect(splitTrace('{"a":1}')).toBeUndefined();
    expect(splitTrace('draws')).toBeUndefined();
  });

  it('never writes an id that is not a sane token, and never reads one', () => {
    expect(withTrace('{"a":1}', { id: 'a"b' })).toBe('{"a":1}');
    expect(withTrace('{"a":1}', { id: 'x'.repeat(129), at: 5 })).toBe('{"_rid":"","_at":5,"a":1}');
    const forged = '{"_rid":"a b","_at":1,"a":1}';
    expect(splitTrace(forged)).toBeUndefined();
  });
});

describe('tracedPubSub across two instances', () => {
  it("carries the request id to the other instance's listener and log", async () => {
    const bus = createMemoryPubSub();
    const [a, b] = [instance(bus), instance(bus)];
    const original = JSON.stringify({
      command: 'push',
      channel: 'RESULT',
      content: { gameId: 71 },
    });
    const received = nextMessage(b.pubsub, 'game:71:RESULT');
    const raw = new Promise<string>((resolve) => void bus.subscribe('game:71:RESULT', resolve));
    await runWithTrace({ id: 'req-42' }, () => a.pubsub.publish('game:71:RESULT', original));

    const { message, trace } = await received;
    expect(message).toBe(original);
    expect(trace).toEqual({ id: 'req-42', at: undefined });
    expect(b.logged).toEqual([
      { fields: { reqId: 'req-42', topic: 'game:71:RESULT' }, message: 'pubsub message' },
    ]);
    // What an instance without the decorator (an older one) reads: the same JSON, two fields more.
    expect(JSON.parse(await raw)).toEqual({ _rid: 'req-42', _at: 0, ...JSON.parse(original) });
  });

  it("carries a draw's publication time, and logs nothing without a request id", async () => {
    const bus = createMemoryPubSub();
    const [a, b] = [instance(bus), instance(bus)];
    const received = nextMessage(b.pubsub, 'game:71:RESULT');
    await a.pubsub.publish('game:71:RESULT', '{}', { at: 1_700_000_000_000 });
    expect(await received).toEqual({
      message: '{}',
      trace: { id: undefined, at: 1_700_000_000_000 },
    });
    expect(b.logged).toEqual([]);
  });

  it('publishes untraced work as it is', async () => {
    const bus = createMemoryPubSub();
    const [a, b] = [instance(bus), instance(bus)];
    const received = nextMessage(b.pubsub, 'chat:control');
    const raw = new Promise<string>((resolve) => void bus.subscribe('chat:control', resolve));
    await a.pubsub.publish('chat:control', '{"type":"kicked"}');
    expect((await received).message).toBe('{"type":"kicked"}');
    expect(await raw).toBe('{"type":"kicked"}');
    expect(b.logged).toEqual([]);
  });
});
